package rulings

// "Target creature attacks this turn if able" (Into the Fray): a one-shot
// effect that makes a requirement on the declaration of attackers for the
// rest of the turn (508.1d of 2026). It changes the game rules, not the
// creature: the creature gains no ability, so removing its abilities
// doesn't remove the requirement (613.11 of 2026). The requirement is
// weighed with the others (checkAttackRules) and follows the permanent
// only while it stays on the battlefield (400.7).

// OpAttacksThisTurn is the instruction "T attacks this turn if able".
const OpAttacksThisTurn = "attacks-this-turn"

// opAttacksThisTurn makes each permanent of the instruction attack this
// turn if able.
func opAttacksThisTurn(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		o.attacksTurn = g.turn
		g.record("500.2#requirement", "%s attacks this turn if able: a requirement on the declaration of attackers until the turn ends", g.name(id))
		if g.rules.Edition == Edition2026 {
			g.recordLater("613.11", "the effect making %s attack this turn if able affects the game rules, not its characteristics: it is a requirement, not an ability the creature gains", g.name(id))
		}
	}
	return nil
}

// attacksThisTurn reports whether an effect said permanent id attacks
// this turn if able.
func (g *Game) attacksThisTurn(id ObjectID) bool {
	o := g.objects[id]
	return o != nil && o.Zone == ZoneInPlay && o.attacksTurn != 0 && o.attacksTurn == g.turn
}

// anyAttacksThisTurn reports whether a permanent in play must attack this
// turn if able by such an effect.
func (g *Game) anyAttacksThisTurn() bool {
	for _, id := range g.inPlay {
		if g.attacksThisTurn(id) {
			return true
		}
	}
	return false
}
