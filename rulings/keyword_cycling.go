package rulings

// cycling {COST}: {COST}, discard this card: draw a card; played from the
// hand (502.18).
var cycling = Keyword{Name: "cycling", Rule: "502.18", Form: "cycling {COST}", Verb: "cycles", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{
			Kind: ActivatedAbility, Zone: ZoneHand, Text: text,
			Cost:   Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: Discard, Self: true, Text: "discard this card"}}},
			Effect: []Instruction{{Op: "draw", Player: Ref{Kind: RefYou}, Amount: Value{N: 1}, Text: "draw a card"}},
		}
	}}

// noteCycled records that a card discarded to pay a cycling cost was
// cycled, with the event "you cycle this" triggers on: cycling is that
// discard (502.18a of 2006; 702.29c of 2026 says so in as many words).
// 502.18c is landcycling, a variant no keyword of ours has.
func (g *Game) noteCycled(s *stackSpell, before *view, p PlayerID) {
	if s.ability == nil || s.ability.Keyword != cycling.Name {
		return
	}
	g.record("502.18a#cycled", "%s is cycled: it was discarded to pay a cycling cost", before.name())
	s.events = append(s.events, Event{Kind: Cycled, Object: before, Player: p})
}
