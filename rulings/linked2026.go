package rulings

// Linked abilities of a choice made as a permanent comes into play: "As
// this comes into play, choose a color" and the abilities that refer to
// "the chosen color" (607.2d of 2026). One choosing ability may be linked
// to several others (607.4); each refers only to the color chosen for the
// permanent it is on (Object.Chosen), made as that permanent came into
// play (chooseOnEntry, copy.go).

// ChooseColorAsEnters is "as this comes into play, choose a color", a
// replacement effect its controller applies as it enters (410.10e); with
// Static.Counter ChosenCreatureType it is "choose a creature type".
const ChooseColorAsEnters StaticKind = 123

// enteringChoices applies the entering permanent's copy effects, its own
// and other permanents' (616.1c), then its own "as this comes into play"
// exiles and choices.
func (g *Game) enteringChoices(o *Object) {
	g.enteringCopies(o)
	g.enterAsCopy(o)
	g.enterAsNextCopy(o)
	g.enteringExiles(o)
	g.chooseOnEntry(o)
	g.chooseProtectorOnEntry(o)
}

// OfChosenColor is the trigger condition "a spell of the chosen color": the
// spell shares the color chosen for the ability's source as it came into
// play (607.2d). With no color chosen, nothing matches.
func OfChosenColor(g *Game, ev *Event, src *view) bool {
	o := g.objects[src.id]
	if o == nil {
		return false
	}
	chosen := g.chosenColor(o)
	if chosen == 0 || ev.Object == nil || ev.Object.chars().Colors&chosen == 0 {
		return false
	}
	g.record("410.10e#linked", "%s's trigger refers to the color chosen as it came into play, %s: %s is %s", src.name(), chosen, ev.Object.name(), chosen)
	return true
}

// chosenColor is the color chosen for o that its abilities may refer to.
// Under rules that link a choice to the ability that made it, a choice
// made while o had other copiable values than it has now was made for
// abilities it no longer has: its present abilities refer to a choice
// never made for them (607.5a).
func (g *Game) chosenColor(o *Object) ColorSet {
	if g.rules.ChoicesLinkedToAbility && o.chosenUnder != o.CopyOf {
		return 0
	}
	return o.Chosen
}

// choiceMadeForOther reports whether a color was chosen for o as it came
// into play but, under rules that link a choice to the ability that made
// it, for abilities of other copiable values than it has now.
func (g *Game) choiceMadeForOther(o *Object) bool {
	return o != nil && o.Chosen != 0 && g.chosenColor(o) == 0
}

// chosenUnderName names what o was a copy of when its color was chosen:
// itself when it was no copy.
func (o *Object) chosenUnderName() string {
	if o.chosenUnder != nil {
		return o.chosenUnder.of
	}
	return o.Card.Name
}
