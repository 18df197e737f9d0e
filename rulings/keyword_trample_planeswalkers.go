package rulings

// trampleOverPlaneswalkers: a variant of trample for a creature attacking
// a planeswalker. Once its blockers are assigned lethal damage and the
// planeswalker damage at least equal to its loyalty, the rest may go to
// the planeswalker's controller (702.19c of 2026). A keyword first
// printed in Modern Horizons 2; Since is that set's release date, as no
// edition of the shared corpus falls between 2009 and 2022 to check it.
var trampleOverPlaneswalkers = Keyword{redundantRule: "702.19g", Name: "trample over planeswalkers", Rule: "702.19c", Form: "trample over planeswalkers", Since: "2021-06-18", build: staticKeyword(PlayRule)}

// trampleOverPlaneswalker assigns the combat damage of an attacking
// creature with trample over planeswalkers that attacks planeswalker pw,
// blocked by blockers (none when it is unblocked or its blockers are
// gone). With the planeswalker on the battlefield, its controller divides
// the damage among the blockers, the planeswalker and that planeswalker's
// controller, lethal damage to each blocker first, then damage at least
// equal to the loyalty to the planeswalker, damage the other attackers
// assign to it at the same time included (702.19c). With the planeswalker
// removed from combat, the damage beyond lethal to the blockers, or all
// of it, may go to the defending player, whom it doesn't attack (702.19e).
// ok is false when all its damage goes to its blockers, divided like any
// blocked creature's.
func (g *Game) trampleOverPlaneswalker(v *view, power int, pw ObjectID, blockers []ObjectID, assigned []combatDamage) (shares []combatDamage, ok bool, err error) {
	player := Target{Player: g.defenderOf(v.id), IsPlayer: true}
	if o := g.objects[pw]; o == nil || o.Zone != ZoneInPlay || !g.view(pw).chars().HasType("planeswalker") {
		if len(blockers) == 0 {
			g.record("702.19e", "%s was attacking %s, which has been removed from combat, and no creature is blocking it: with trample over planeswalkers, all %d of its damage is assigned to %s, the defending player, though it isn't attacking that player", v.name(), g.name(pw), power, g.targetName(player))
			g.recordRedundant(v, trampleOverPlaneswalkers.Name)
			return []combatDamage{{source: v, to: player, amount: power}}, true, nil
		}
		g.record("702.19e", "%s was attacking %s, which has been removed from combat: with trample over planeswalkers, its damage beyond lethal damage to its blockers may be assigned to %s, the defending player, though it isn't attacking that player", v.name(), g.name(pw), g.targetName(player))
		return g.assignTrample(v, power, blockers, assigned, []trampleStage{{to: player}}, nil)
	}
	loyalty := g.objects[pw].Counters["loyalty"]
	if others := assignedTo(assigned, pw); others > 0 {
		g.record("702.19c", "%d combat damage from other attacking creatures is assigned to %s at the same time: it counts toward its loyalty (%d), so %s needs to assign only %d to it", others, g.name(pw), loyalty, v.name(), max(loyalty-others, 0))
		loyalty = max(loyalty-others, 0)
	}
	walker := Target{Object: pw}
	if len(blockers) == 0 && g.combat.blocked[v.id] {
		g.record("702.19d", "every creature blocking %s has been removed from combat: its damage is assigned to %s, and beyond its loyalty to %s, as though all its blockers had been assigned lethal damage", v.name(), g.name(pw), g.targetName(player))
	}
	if len(blockers) == 0 && power <= loyalty {
		if !g.combat.blocked[v.id] {
			g.record("310.2b", "unblocked %s assigns %d combat damage to %s: no more than its loyalty, so none goes beyond it", v.name(), power, g.name(pw))
		}
		g.recordRedundant(v, trampleOverPlaneswalkers.Name)
		return []combatDamage{{source: v, to: walker, amount: power}}, true, nil
	}
	g.record("702.19c", "%s has trample over planeswalkers and attacks %s: once its blockers are assigned lethal damage and %s damage at least equal to its loyalty (%d), the rest may be assigned to %s, its controller", v.name(), g.name(pw), g.name(pw), loyalty, g.targetName(player))
	return g.assignTrample(v, power, blockers, assigned, []trampleStage{{to: walker, need: loyalty}, {to: player}}, nil)
}
