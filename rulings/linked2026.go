package rulings

import (
	"fmt"
	"slices"
)

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

// ProtectionFromChosen is "this has protection from the chosen color",
// linked to "as this comes into play, choose a color".
const ProtectionFromChosen StaticKind = 127

// opBecomeCopy makes the ability's source a copy of the object named by
// ins.Objects[0] (the creature of its trigger event), except that it keeps
// the ability doing this. An ability it copies that refers to a choice
// made as the original entered refers to a choice never made for it: the
// choice is undefined, and that part does nothing (607.5a).
func opBecomeCopy(g *Game, r *resolution, ins Instruction) error {
	if len(ins.Objects) == 0 {
		return fmt.Errorf("%q: no object to copy", ins.Text)
	}
	originals := r.objects(ins.Objects[0])
	for _, id := range r.objectsOf(Instruction{Object: ins.Object}) {
		for _, orig := range originals {
			o := g.objects[orig]
			values := o.Card.Faces[0].clone()
			values.Abilities = append(slices.Clip(values.Abilities), r.ability)
			g.effects = append(g.effects, &ContinuousEffect{Layer: LayerCopy, Objects: []ObjectID{id}, Source: r.source.id, Controller: r.controller, Timestamp: g.newTimestamp(), Text: ins.Text, copyOf: &values})
			g.effectsChanged()
			g.record("418.5a", "%s becomes a copy of %s, except it has the ability that made it one (layer 1)", r.source.name(), g.name(orig))
			if g.objects[id].Chosen != 0 {
				continue
			}
			for _, a := range values.Abilities {
				if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == ProtectionFromChosen {
					g.record("503.7", "no color was chosen for %s, which didn't enter as %s: its %q refers to an undefined choice and gives no protection", r.source.name(), g.name(orig), a.Text)
				}
			}
		}
	}
	return nil
}
