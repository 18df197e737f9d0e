package rulings

// "Choose target nonlegendary creature. The next time one or more
// creatures or planeswalkers enter the battlefield this turn, they enter
// as copies of the chosen creature." (Mystic Reflection): a replacement
// effect of a resolved spell, applying once, to the permanents of the
// next event that puts creatures or planeswalkers onto the battlefield
// this turn, each checked as it would exist on the battlefield (614.12 of
// 2026). A double-faced spell that would then enter with its back face up
// (a copy of a daybound permanent at night) whose back face is an
// instant or sorcery doesn't enter the battlefield: it is put into its
// owner's graveyard (712.13a).

// enterAsCopyEffect is that replacement effect: permanents matching
// Filter entering this Turn enter as copies of Original, once. Only the
// first permanent of the event is made a copy: several entering at once
// are not played yet.
type enterAsCopyEffect struct {
	Original   ObjectID
	Filter     Filter
	Controller PlayerID
	Source     string
	Text       string
	Turn       int
	// Used is set once it has applied.
	Used bool
}

// opEnterAsCopyNext creates an enterAsCopyEffect for the target the
// instruction names, the chosen creature.
func opEnterAsCopyNext(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	g.nextCopies = append(g.nextCopies, enterAsCopyEffect{Original: ids[0], Filter: ins.Filter, Controller: r.controller, Source: r.source.name(), Text: ins.Text, Turn: g.turn})
	g.recordLater("614.1c", "%s chooses %s: the next time one or more %s enter the battlefield this turn, they enter as copies of it, a replacement effect", g.playerName(r.controller), g.name(ids[0]), ins.Filter.Text)
	return nil
}

// enterAsNextCopy makes o, entering the battlefield, a copy of the
// chosen creature of the first enterAsCopyEffect of this turn that hasn't
// applied to an earlier event and whose filter o matches as it would
// exist on the battlefield (614.12 of 2026). It reports whether it did.
func (g *Game) enterAsNextCopy(o *Object) bool {
	for i := range g.nextCopies {
		e := &g.nextCopies[i]
		if e.Turn != g.turn || e.Used {
			continue
		}
		v := g.view(o.ID)
		orig := g.objects[e.Original]
		if v == nil || orig == nil || orig.Zone != ZoneInPlay || !g.matches(&e.Filter, v, e.Controller, nil) {
			continue
		}
		g.recordLater("614.12", "%s, as it would exist on the battlefield with the continuous effects that would apply to it, is one of the %s %s's replacement effect names: it applies", v.name(), e.Filter.Text, e.Source)
		e.Used = true
		g.becomeCopy(o, e.Original, nil, "707.2")
		return true
	}
	return false
}

// instantBackFaceEnters applies 712.13a to o, a double-faced card just
// put onto the battlefield from the stack with its front face up: if an
// effect would make it enter with its back face up (a copy of a daybound
// permanent entering at night, 702.145b) and that back face is an
// instant or sorcery face, it doesn't enter. It reports whether so.
func (g *Game) instantBackFaceEnters(o *Object, from Zone) bool {
	if from != ZoneStack || o.Card == nil || o.Card.Back == nil || o.Transformed || o.CopyOf == nil {
		return false
	}
	if g.dayNight != isNight || !hasKeyword(&o.CopyOf.faces[0], daybound.Name) {
		return false
	}
	back := o.Card.Back
	if !back.HasType("instant") && !back.HasType("sorcery") {
		return false
	}
	g.recordLater("702.145b", "it is night and %s, as it would enter, has daybound: it would enter transformed", g.name(o.ID))
	g.recordLater("712.13a", "the back face of %s, %s, is an instant or sorcery face: it doesn't enter the battlefield and is put into its owner's graveyard instead", o.Card.Name, back.Name)
	return true
}
