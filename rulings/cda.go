package rulings

// A characteristic-defining ability defines an object's power and
// toughness ("This creature's power and toughness are each equal to the
// number of cards in your hand"); it applies first in the power and
// toughness layer (418.5 of 2006, 613.4a of 2026), before effects that set
// or modify them and before counters.

// applyDefinedPT applies the characteristic-defining abilities of v that
// set its power and toughness.
func (g *Game) applyDefinedPT(o *Object, v *view) {
	for i := range v.faces {
		for _, a := range v.faces[i].Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != DefinesPT {
				continue
			}
			n := g.definedAmount(a.Static.Amount, o.Controller)
			v.faces[i].Power, v.faces[i].Toughness = n, n
		}
	}
}

// definedAmount evaluates a characteristic-defining ability's amount for
// the object's controller.
func (g *Game) definedAmount(v Value, you PlayerID) int {
	switch v.Var {
	case "the number of cards in your hand":
		return len(g.players[you].Hand)
	case "count":
		n := 0
		for _, id := range g.inPlay {
			if g.matches(v.Count, g.view(id), you, nil) {
				n++
			}
		}
		return n
	}
	return v.N
}

// definesPT reports whether some permanent has a characteristic-defining
// ability setting power and toughness, whose values can change in the
// middle of a resolution.
func (g *Game) definesPT() bool {
	for _, id := range g.inPlay {
		for _, a := range g.objects[id].Card.Faces[0].Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == DefinesPT {
				return true
			}
		}
	}
	return false
}

// noteToughnessDuringResolution remembers the creatures whose toughness is
// 0 or less after an instruction of a resolution.
func (g *Game) noteToughnessDuringResolution(r *resolution) {
	if !g.definesPT() {
		return
	}
	for _, id := range g.inPlay {
		v := g.view(id)
		if c := v.chars(); c.HasType("creature") && c.Toughness <= 0 {
			if r.lowToughness == nil {
				r.lowToughness = map[ObjectID]int{}
			}
			if _, seen := r.lowToughness[id]; !seen {
				r.lowToughness[id] = c.Toughness
			}
		}
	}
}

// noteSurvivedResolution records, for each creature whose toughness was 0
// or less during the resolution and isn't when it ends, that state-based
// actions pay no attention to what happened during the resolution (420.4
// of 2006, 704.4 of 2026).
func (g *Game) noteSurvivedResolution(r *resolution, name string) {
	for _, id := range g.inPlay {
		low, ok := r.lowToughness[id]
		if !ok {
			continue
		}
		if c := g.view(id).chars(); c.Toughness > 0 {
			g.record("420.4", "%s had toughness %d in the middle of %s's resolution, but state-based actions pay no attention to what happens during a resolution: it has toughness %d as they are checked", g.name(id), low, name, c.Toughness)
		}
	}
}
