package rulings

// alreadyAttached reports whether, under the modern numbering, an effect
// tries to attach src to the object it is already attached to: such an
// effect does nothing (701.3b of 2026), so the permanent keeps its
// timestamp. The reference edition says no such thing, and its equip
// attaches the Equipment anew.
func (g *Game) alreadyAttached(src *Object, to ObjectID) bool {
	if g.rules.Numbers == nil || src.AttachedTo != to {
		return false
	}
	g.record("701.3b", "%s is already attached to %s: the effect that tries to attach it there does nothing", g.name(src.ID), g.name(to))
	return true
}

// noteUnattached records, under the modern numbering, what unattaching a
// permanent from the object it was attached to is (701.3d of 2026): it
// stays on the battlefield, attached to nothing, and has become
// unattached from that object.
func (g *Game) noteUnattached(src ObjectID, from string) {
	if g.rules.Numbers == nil {
		return
	}
	g.record("701.3d", "%s is unattached from %s: it is moved away and stays on the battlefield attached to nothing, which counts as becoming unattached", g.name(src), from)
}
