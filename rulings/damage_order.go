package rulings

// checkDamageAssignmentOrder applies the damage assignment order of the
// rules from 2009 to 2024: a creature blocked by several assigns its
// damage in the order its controller announced (here, the order of the
// assignment), and can't assign damage to a creature unless every creature
// before it in the order is assigned lethal damage (510.1c of those
// editions; 2026 and 2006 let the controller divide it freely).
func (g *Game) checkDamageAssignmentOrder(v *view, plan []DamageShare) error {
	if !g.rules.DamageAssignmentOrder || len(plan) < 2 {
		return nil
	}
	for i, s := range plan[:len(plan)-1] {
		later := 0
		for _, t := range plan[i+1:] {
			later += t.Amount
		}
		if later == 0 {
			break
		}
		lethal := g.lethalDamage(v, s.To)
		if s.Amount < lethal {
			return g.illegal("310.2c", "in %s's damage assignment order %s comes first: it must be assigned lethal damage (%d) before %d damage is assigned to the creatures after it", v.name(), g.name(s.To), lethal, later)
		}
		g.record("310.2c", "%s is assigned lethal damage (%d) before any creature after it in %s's damage assignment order", g.name(s.To), lethal, v.name())
	}
	return nil
}

// lethalDamage is the damage that is lethal to a creature for assigning
// combat damage: its toughness less the damage already marked on it, or 1
// from a source with deathtouch (702.2c).
func (g *Game) lethalDamage(source *view, creature ObjectID) int {
	if hasKeyword(source.chars(), deathtouch.Name) && g.rules.StaticDamageKeywords {
		g.record("702.2c", "%s has deathtouch: 1 damage is lethal damage to %s for assigning combat damage", source.name(), g.name(creature))
		return 1
	}
	return max(g.view(creature).chars().Toughness-g.objects[creature].Damage, 0)
}
