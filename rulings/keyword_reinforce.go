package rulings

import "fmt"

// reinforce N—{COST}: "[Cost], Discard this card: Put N +1/+1 counters on
// target creature", an activated ability that functions only while the
// card is in a player's hand (702.77a of 2026). A keyword from Morningtide
// (2008-02-01, the first stored edition after it, has it as 502.77; the
// engine cites it by its 2026 number).
var reinforce = Keyword{Name: "reinforce", Rule: "702.77", Form: "reinforce N—{COST}", Verb: "reinforces", arg: argCountAndCost, Since: "2008-02-01",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("put %s on target creature", count(v.n, "+1/+1 counter"))
		return &Ability{Kind: ActivatedAbility, Zone: ZoneHand, Text: text + ": " + v.cost.String() + ", discard this card: " + what,
			Cost:    Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: Discard, Self: true, Text: "discard this card"}}},
			Targets: []TargetSpec{{Names: []string{"R"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
			Effect:  []Instruction{{Op: "reinforce", Object: Ref{Kind: RefTarget, Name: "R"}, Amount: Value{N: v.n}, Text: what}}}
	}}

// opReinforce puts the N +1/+1 counters on the target creature (702.77a).
func opReinforce(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		g.noteKeyword(r.source.name(), reinforce)
		g.putCountersOn(o, "+1/+1", ins.Amount.N, false)
		g.record("702.77a", "reinforce %d: %s gets %s", ins.Amount.N, g.name(id), count(ins.Amount.N, "+1/+1 counter"))
	}
	return nil
}
