package rulings

import "fmt"

// renown N: "When this creature deals combat damage to a player, if it
// isn't renowned, put N +1/+1 counters on it and it becomes renowned"
// (702.112a of 2026). Renowned is a designation, not an ability, kept
// until the permanent leaves play (702.112b, Object.Renowned). The "if"
// is checked as the ability triggers and again as it resolves (603.4), so
// of several instances, each triggering separately, the first to resolve
// makes it renowned and the rest do nothing (702.112c). A keyword from
// Magic Origins.
var renown = Keyword{separateRule: "702.112c", Name: "renown", Rule: "702.112", Form: "renown N", arg: argNumber, Since: "2015-07-17", triggerRule: "702.112a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("if it isn't renowned, put %s on it and it becomes renowned", count(v.n, "+1/+1 counter"))
		return &Ability{Kind: TriggeredAbility, Text: text + ": when this creature deals combat damage to a player, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: DealsDamage, Self: true, Condition: notRenownedDamagingPlayer},
			Effect:  []Instruction{{Op: "renown", Object: Ref{Kind: RefThis}, Amount: Value{N: v.n}, Text: what}}}
	}}

// notRenownedDamagingPlayer is renown's trigger condition: combat damage
// to a player by a creature that isn't renowned (the intervening "if"
// checked as it triggers, 603.4).
func notRenownedDamagingPlayer(g *Game, ev *Event, src *view) bool {
	if !combatDamageToPlayer(g, ev, src) {
		return false
	}
	if o := g.objects[src.id]; o != nil && o.Renowned {
		g.record("603.4", "%s is already renowned: its renown doesn't trigger", src.name())
		return false
	}
	return true
}

// opRenown checks the intervening "if" again (603.4): a creature still
// not renowned gets N +1/+1 counters and becomes renowned (702.112a-b);
// one already renowned, by an earlier instance, gets nothing (702.112c).
func opRenown(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		if o.Renowned {
			g.record("603.4", "%s is renowned as the ability resolves: the \"if\" is false and renown does nothing", g.name(id))
			g.record("702.112c", "an earlier instance of renown made %s renowned: this one has no effect", g.name(id))
			continue
		}
		g.putCountersOn(o, "+1/+1", ins.Amount.N, false)
		o.Renowned = true
		g.record("702.112a", "renown %d: %s gets %s", ins.Amount.N, g.name(id), count(ins.Amount.N, "+1/+1 counter"))
		g.record("702.112b", "%s becomes renowned, a designation it keeps until it leaves the battlefield", g.name(id))
	}
	return nil
}
