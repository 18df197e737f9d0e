package rulings

// dethrone: "Whenever this creature attacks the player with the most life
// or tied for most life, put a +1/+1 counter on it" (702.105a of 2026);
// each instance triggers separately (702.105b). A keyword from Conspiracy.
var dethrone = Keyword{separateRule: "702.105b", Name: "dethrone", Rule: "702.105", Form: "dethrone", Since: "2014-06-06", triggerRule: "702.105a",
	build: func(text string, _ keywordValue) *Ability {
		what := "put a +1/+1 counter on it"
		return &Ability{Kind: TriggeredAbility, Text: "dethrone: whenever this creature attacks the player with the most life or tied for most life, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true, Condition: attacksMostLife},
			Effect:  []Instruction{{Op: "put-counters", Object: Ref{Kind: RefThis}, Name: "+1/+1", Amount: Value{N: 1}, Text: what}}}
	}}

// attacksMostLife is dethrone's trigger condition: the creature attacks a
// player (not a planeswalker) whose life total no other player in the
// game exceeds (702.105a).
func attacksMostLife(g *Game, ev *Event, _ *view) bool {
	if ev.Object == nil || g.combat == nil {
		return false
	}
	if _, ok := g.combat.attackedPermanent[ev.Object.id]; ok {
		g.record("702.105a", "%s attacks a planeswalker, not a player: dethrone doesn't trigger", ev.Object.name())
		return false
	}
	p := g.defenderOf(ev.Object.id)
	life := g.players[p].Life
	for _, q := range g.apnap() {
		if g.inGame(q) && g.players[q].Life > life {
			g.record("702.105a", "%s attacks %s, who has %d life, less than %s's %d: dethrone doesn't trigger", ev.Object.name(), g.playerName(p), life, g.playerName(q), g.players[q].Life)
			return false
		}
	}
	g.record("702.105a", "%s attacks %s, who has %d life, the most or tied for the most", ev.Object.name(), g.playerName(p), life)
	return true
}
