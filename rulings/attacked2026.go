package rulings

// Effects that look back in time: "This spell costs {1} less to cast for
// each creature you attacked with this turn" counts the creatures as they
// were when they attacked, wherever they are and whatever they are now
// (608.2i of 2026).

// CostLessPerAttacker is "This spell costs {1} less to cast for each
// creature you attacked with this turn", a static ability of the spell.
const CostLessPerAttacker StaticKind = 124

// applyAttackedReduction takes off the generic cost of spell {1} for each
// creature player p attacked with this turn, if the spell has that
// ability.
func (g *Game) applyAttackedReduction(spell *view, p PlayerID, total *ManaCost) {
	for _, a := range spell.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != CostLessPerAttacker {
			continue
		}
		attacked := g.players[p].attacked
		for _, id := range attacked {
			if v := g.view(id); v == nil || !v.chars().HasType("creature") {
				g.record("608.2i", "%s is no longer a creature, but the cost looks back at the attack: %s attacked with it as a creature this turn, so it counts", g.objectName(id), g.playerName(p))
			}
		}
		reduced := reduceGeneric(total, len(attacked))
		g.record("409.1f", "%s's ability %q: %s attacked with %s this turn, so it costs {%d} less", spell.name(), a.Text, g.playerName(p), count(len(attacked), "creature"), reduced)
	}
}
