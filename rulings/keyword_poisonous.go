package rulings

import "fmt"

// poisonous N: "Whenever this creature deals combat damage to a player,
// that player gets N poison counters" (702.70a of 2026); each instance
// triggers separately (702.70b). A keyword from Future Sight (2007-05-04),
// first printed in the rules update of that set.
var poisonous = Keyword{separateRule: "702.70b", Name: "poisonous", Rule: "702.70", Form: "poisonous N", arg: argNumber, Since: "2007-05-04", triggerRule: "702.70a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("that player gets %s", count(v.n, "poison counter"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": whenever this creature deals combat damage to a player, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: DealsDamage, Self: true, Condition: combatDamageToPlayer},
			Effect:  []Instruction{{Op: "poisonous", Player: Ref{Kind: RefThatPlayer}, Amount: Value{N: v.n}, Text: what}}}
	}}

// combatDamageToPlayer is the "deals combat damage to a player" of a
// keyword's trigger condition: a DealsDamage event of combat damage whose
// recipient is a player.
func combatDamageToPlayer(_ *Game, ev *Event, _ *view) bool {
	return ev.Combat && !ev.NoPlayer
}

// opPoisonous gives the player dealt the damage N poison counters
// (702.70a).
func opPoisonous(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		pl := g.players[p]
		pl.Poison += ins.Amount.N
		g.record("702.70a", "poisonous %d: %s gets %s (now %d)", ins.Amount.N, pl.Name, count(ins.Amount.N, "poison counter"), pl.Poison)
	}
	return nil
}
