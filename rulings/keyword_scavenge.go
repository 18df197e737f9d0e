package rulings

import "strings"

// scavenge {COST}: "[Cost], Exile this card from your graveyard: Put a
// number of +1/+1 counters equal to the power of the card you exiled on
// target creature. Activate only as a sorcery" (702.97a of 2026), an
// activated ability that functions only while the card is in a graveyard.
// The power is the card's as it last existed in the graveyard, where it
// was exiled from to pay the cost. A keyword from Return to Ravnica,
// dated by that set's release.
var scavenge = Keyword{Name: "scavenge", Rule: "702.97", Form: "scavenge {COST}", arg: argCost, Since: "2012-10-05",
	build: func(text string, v keywordValue) *Ability {
		what := "put a number of +1/+1 counters equal to the power of the card you exiled on target creature"
		return &Ability{Kind: ActivatedAbility, Zone: ZoneGraveyard, Text: text + ": " + v.cost.String() + ", exile this card from your graveyard: " + what, SorceryTiming: true,
			Cost:    Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: ExileSelfFromGraveyard, Self: true, Text: "exile this card from your graveyard"}}},
			Targets: []TargetSpec{{Names: []string{"S"}, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
			Effect:  []Instruction{{Op: "scavenge", Object: Ref{Kind: RefTarget, Name: "S"}, Text: what}}}
	}}

// opScavenge puts as many +1/+1 counters as the exiled card's power on
// the target creature (702.97a); a power of 0 or less puts none.
func opScavenge(g *Game, r *resolution, ins Instruction) error {
	g.noteKeyword(r.source.name(), scavenge)
	power := r.source.chars().Power
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		if power <= 0 {
			g.record("702.97a", "%s, the card exiled, has power %d: scavenge puts no counters on %s", r.source.name(), power, g.name(id))
			continue
		}
		g.putCountersOn(o, "+1/+1", power, false)
		g.record("702.97a", "scavenge: %s, the card exiled, has power %d, so %s gets %s", r.source.name(), power, g.name(id), count(power, "+1/+1 counter"))
	}
	return nil
}

// activationMana is the mana of the activation cost of ability a of the
// object seen in v: its cost's, or for a keyword granted with "the
// [keyword] cost is equal to its mana cost" (Varolz, the Scar-Striped),
// the object's mana cost, which is that keyword's cost, the rest of the
// activation cost still the keyword's own (702.1a of 2026).
func (g *Game) activationMana(v *view, a *Ability) ManaCost {
	if !a.CostIsManaCost {
		return a.Cost.Mana
	}
	m := v.chars().ManaCost
	var rest []string
	for _, part := range a.Cost.Parts {
		rest = append(rest, "\""+part.Text+"\"")
	}
	g.record("702.1a", "the %s cost of %s is equal to its mana cost, %s: the activation cost of its %s ability is that mana plus %s", a.Keyword, v.name(), m, a.Keyword, strings.Join(rest, " and "))
	return m
}
