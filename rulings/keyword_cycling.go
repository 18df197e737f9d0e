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
// Typecycling is cycling too (702.29f of 2026).
func (g *Game) noteCycled(s *stackSpell, before *view, p PlayerID) {
	if s.ability == nil || s.ability.Keyword != cycling.Name && s.ability.Keyword != typecyclingName {
		return
	}
	if s.ability.Keyword == typecyclingName {
		g.record("502.18c", "%s's \"%s\" is typecycling: its cost paid and the card discarded, its ability will %s", before.name(), s.ability.Text, s.ability.Effect[0].Text)
		g.recordLater("702.29f", "%s's \"%s\" is a cycling ability and its cost a cycling cost: discarding %s to pay it is cycling it", before.name(), s.ability.Text, before.name())
	}
	g.record("502.18a#cycled", "%s is cycled: it was discarded to pay a cycling cost", before.name())
	s.events = append(s.events, Event{Kind: Cycled, Object: before, Player: p})
}
