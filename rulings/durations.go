package rulings

// Durations worded "as long as ...": the effect lasts while the condition
// holds; if the condition is already over when the effect would first
// apply, the effect does nothing: it doesn't start and stop again, and it
// doesn't last forever (418.3d).

// durationBegins reports whether an effect with ins's duration starts as
// the spell or ability resolves, recording why not.
func (g *Game) durationBegins(r *resolution, ins Instruction) bool {
	if ins.Duration != WhileSourceTapped {
		return true
	}
	if r.source == nil {
		return false
	}
	if o := g.objects[r.source.id]; o != nil && o.Zone == ZoneInPlay && o.Tapped {
		return true
	}
	g.record("418.3d", "%s is no longer tapped: the duration of \"%s\" was over before the effect began, so it does nothing", r.source.name(), ins.Text)
	return false
}

// durationHolds reports whether an effect's "as long as" condition still
// holds.
func (g *Game) durationHolds(e *ContinuousEffect) bool {
	if e.Duration != WhileSourceTapped {
		return true
	}
	o := g.objects[e.Source]
	return o != nil && o.Zone == ZoneInPlay && o.Tapped
}
