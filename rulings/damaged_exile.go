package rulings

import "slices"

// opExileIfDiesDamaged is "If a creature dealt damage this way would die
// this turn, exile it instead." (Anger of the Gods), after the spell's
// damage: a replacement effect lasting the turn (614.1a of 2026) for each
// creature the resolving object dealt damage to.
func opExileIfDiesDamaged(g *Game, r *resolution, ins Instruction) error {
	g.exileIfDies = append(g.exileIfDies, r.source.id)
	g.record("419.1a", "for the rest of the turn, a creature %s dealt damage to that would die is exiled instead", r.source.name())
	return nil
}

// exileIfDamagedThisWay replaces a creature's dying with its exile when
// a source of exileIfDies dealt it damage this turn. It applies before
// the other replacements of a move to a graveyard, which then no longer
// apply.
func (g *Game) exileIfDamagedThisWay(o *Object, from, to Zone) Zone {
	if from != ZoneInPlay || to != ZoneGraveyard || len(g.exileIfDies) == 0 {
		return to
	}
	v := g.view(o.ID)
	if v == nil || !v.chars().HasType("creature") {
		return to
	}
	for _, src := range g.exileIfDies {
		if slices.Contains(g.damagedBy[o.ID], src) {
			g.record("419.1a", "%s was dealt damage by %s this turn and would die: it is exiled instead", v.name(), g.name(src))
			return ZoneRemoved
		}
	}
	return to
}
