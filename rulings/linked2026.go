package rulings

// Linked abilities of a choice made as a permanent comes into play: "As
// this comes into play, choose a color" and the abilities that refer to
// "the chosen color" (607.2d of 2026). One choosing ability may be linked
// to several others (607.4); each refers only to the color chosen for the
// permanent it is on.

// ChooseColorAsEnters is "as this comes into play, choose a color", a
// replacement effect its controller applies as it enters (410.10e).
const ChooseColorAsEnters StaticKind = 123

// enteringChoices applies the entering permanent's own "as this comes into
// play, choose" abilities.
func (g *Game) enteringChoices(o *Object) {
	g.enteringCopies(o)
	g.enteringExiles(o)
	v := g.view(o.ID)
	for _, a := range v.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != ChooseColorAsEnters {
			continue
		}
		names := []string{"white", "blue", "black", "red", "green"}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: o.Controller, Rule: "410.10e", About: "the color chosen as " + v.name() + " comes into play", Options: names})
		if err != nil {
			g.deferError(err)
			return
		}
		c, _ := ParseColor(answer)
		o.Chosen = ColorSet(0).With(c)
	}
}

// OfChosenColor is the trigger condition "a spell of the chosen color": the
// spell shares the color chosen for the ability's source as it came into
// play (607.2d). With no color chosen, nothing matches.
func OfChosenColor(g *Game, ev *Event, src *view) bool {
	o := g.objects[src.id]
	if o == nil || o.Chosen == 0 || ev.Object == nil || ev.Object.chars().Colors&o.Chosen == 0 {
		return false
	}
	g.record("607.2d", "%s's trigger refers to the color chosen as it came into play, %s: %s is %s", src.name(), o.Chosen, ev.Object.name(), o.Chosen)
	return true
}

// opAddManaChosen adds one mana of the color chosen for the ability's
// source; with none chosen, the type is undefined and no mana is added
// (406.6).
func opAddManaChosen(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Chosen == 0 {
		g.record("406.6", "no color was chosen for %s: the mana is of an undefined type, so its ability produces no mana", r.source.name())
		return nil
	}
	g.record("607.2d", "%s's mana ability refers to the color chosen as it came into play: %s", r.source.name(), o.Chosen)
	g.addToPool(r, Mana{Color: o.Chosen.Colors()[0]})
	return nil
}
