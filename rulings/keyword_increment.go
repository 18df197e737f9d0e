package rulings

// increment: "Whenever you cast a spell, if this permanent is a creature
// and the amount of mana spent to cast that spell is greater than this
// creature's power or this creature's toughness, put a +1/+1 counter on
// this creature" (702.191a of 2026); several instances each trigger
// (702.191b). A keyword from Secrets of Strixhaven, dated by the rules
// update of 2026-04-17, the first stored edition that has it. The mana
// spent is the mana paid as the spell is cast (the event expend watches,
// 700.14). A spell cast without spending mana makes no such event, so it
// isn't seen: it could trigger increment only on a creature with power or
// toughness below 0.
var increment = Keyword{separateRule: "702.191b", Name: "increment", Rule: "702.191", Form: "increment", Since: "2026-04-17", triggerRule: "702.191a",
	build: func(text string, _ keywordValue) *Ability {
		what := "put a +1/+1 counter on this creature"
		return &Ability{Kind: TriggeredAbility, Text: "increment: whenever you cast a spell, if this permanent is a creature and the amount of mana spent to cast that spell is greater than this creature's power or toughness, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: ManaSpent, Condition: spentMoreThanPowerOrToughness},
			Effect:  []Instruction{{Op: "put-counters", Object: Ref{Kind: RefThis}, Name: "+1/+1", Amount: Value{N: 1}, Text: what}}}
	}}

// spentMoreThanPowerOrToughness is increment's trigger condition: the
// controller of the creature with increment cast the spell, spending more
// mana than the creature's power or than its toughness.
func spentMoreThanPowerOrToughness(g *Game, ev *Event, src *view) bool {
	if ev.Player != src.controller {
		return false
	}
	c := src.chars()
	if !c.HasType("creature") {
		g.record("702.191a", "%s isn't a creature: increment doesn't trigger", src.name())
		return false
	}
	if ev.Amount > c.Power || ev.Amount > c.Toughness {
		g.record("702.191a", "%s spent %d mana to cast %s, more than the power or the toughness of %s (%d/%d): increment triggers", g.playerName(ev.Player), ev.Amount, ev.Object.name(), src.name(), c.Power, c.Toughness)
		return true
	}
	g.record("702.191a", "%s spent %d mana to cast %s, not more than the power or the toughness of %s (%d/%d): increment doesn't trigger", g.playerName(ev.Player), ev.Amount, ev.Object.name(), src.name(), c.Power, c.Toughness)
	return false
}
