package rulings

// ingest: "Whenever this creature deals combat damage to a player, that
// player exiles the top card of their library" (702.115a of 2026); each
// instance triggers separately (702.115b). A keyword from Battle for
// Zendikar.
var ingest = Keyword{separateRule: "702.115b", Name: "ingest", Rule: "702.115", Form: "ingest", Since: "2015-10-02", triggerRule: "702.115a",
	build: func(text string, _ keywordValue) *Ability {
		what := "that player exiles the top card of their library"
		return &Ability{Kind: TriggeredAbility, Text: "ingest: whenever this creature deals combat damage to a player, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: DealsDamage, Self: true, Condition: combatDamageToPlayer},
			Effect:  []Instruction{{Op: "ingest", Player: Ref{Kind: RefThatPlayer}, Text: what}}}
	}}

// opIngest has the player dealt the damage exile the top card of his or
// her library; with an empty library there is nothing to exile.
func opIngest(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		pl := g.players[p]
		if len(pl.Library) == 0 {
			g.record("702.115a", "%s's library is empty: ingest exiles nothing", pl.Name)
			continue
		}
		id := pl.Library[0]
		g.record("702.115a", "ingest: %s exiles %s, the top card of their library", pl.Name, g.name(id))
		g.move(id, ZoneRemoved, p)
	}
	return nil
}
