package rulings

// training: "Whenever this creature and at least one other creature with
// power greater than this creature's power attack, put a +1/+1 counter on
// this creature" (702.149a of 2026); several instances each trigger
// (702.149b). A keyword from Innistrad: Crimson Vow, dated by that set's
// release. The powers are compared as the attackers are declared, the
// trigger event (508.2a).
var training = Keyword{separateRule: "702.149b", Name: "training", Rule: "702.149", Form: "training", Since: "2021-11-19", triggerRule: "702.149a",
	build: func(text string, _ keywordValue) *Ability {
		what := "put a +1/+1 counter on this"
		return &Ability{Kind: TriggeredAbility, Text: "training: whenever this and at least one other creature with power greater than this creature's power attack, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true, Condition: attacksWithGreaterPower},
			Effect:  []Instruction{{Op: "put-counters", Object: Ref{Kind: RefThis}, Name: "+1/+1", Amount: Value{N: 1}, Text: what}}}
	}}

// attacksWithGreaterPower is the rest of training's trigger condition:
// another creature declared as an attacker in the same combat has power
// greater than the creature with training.
func attacksWithGreaterPower(g *Game, ev *Event, src *view) bool {
	if g.combat == nil || ev.Object == nil {
		return false
	}
	power := ev.Object.chars().Power
	for _, id := range g.combat.attackers {
		if id == ev.Object.id {
			continue
		}
		if v := g.view(id); v != nil && v.chars().Power > power {
			g.record("702.149a", "%s attacks with %s, whose power %d is greater than its %d: training triggers", ev.Object.name(), v.name(), v.chars().Power, power)
			return true
		}
	}
	g.record("702.149a", "no other creature attacking with %s has power greater than its %d: training doesn't trigger", ev.Object.name(), power)
	return false
}
