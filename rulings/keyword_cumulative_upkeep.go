package rulings

import "fmt"

// cumulative upkeep {COST}: "At the beginning of your upkeep, put an age
// counter on this permanent, then sacrifice this permanent unless you pay
// COST for each age counter on it" (502.13).
var cumulativeUpkeep = Keyword{Name: "cumulative upkeep", Rule: "502.13", Form: "cumulative upkeep {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Trigger: upkeepTrigger(nil),
			Effect: []Instruction{{Op: "cumulative-upkeep", Text: fmt.Sprintf("put an age counter on this, then sacrifice it unless you pay %s for each age counter on it", v.cost)}}}
	}}

// opCumulativeUpkeep adds an age counter, then asks for the cost once per
// age counter, all or nothing (502.13a). Each instance counts every age
// counter on the permanent, whichever instance put it there (502.13b).
func opCumulativeUpkeep(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneInPlay {
		return nil
	}
	g.putCounters(o, "age", 1)
	n := o.Counters["age"]
	var total ManaCost
	for range n {
		total = total.plus(r.ability.Cost.Mana)
	}
	g.record("502.13a", "an age counter is put on %s: it has %d, so keeping it costs %s (%s for each age counter)", g.name(o.ID), n, total, r.ability.Cost.Mana)
	if instances := countKeyword(g.view(o.ID), "cumulative upkeep"); instances > 1 {
		g.record("502.13b", "%s has %d instances of cumulative upkeep: each counts all %d age counters on it", g.name(o.ID), instances, n)
	}
	_, err := g.payOrSacrifice(o.ID, total, "502.13a")
	return err
}
