package rulings

import (
	"fmt"
	"strings"
)

// cumulative upkeep {COST}: "At the beginning of your upkeep, put an age
// counter on this permanent, then sacrifice this permanent unless you pay
// COST for each age counter on it" (502.13).
//
// A cost with choices ("cumulative upkeep {W} or {U}") is chosen
// separately for each age counter (502.13a).
var cumulativeUpkeep = Keyword{Name: cumulativeUpkeepName, Rule: "502.13", Form: "cumulative upkeep {COST}",
	match: matchCumulativeUpkeep,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Trigger: upkeepTrigger(nil),
			Effect: []Instruction{{Op: "cumulative-upkeep", Costs: v.costs, Text: fmt.Sprintf("put an age counter on this, then sacrifice it unless you pay %s for each age counter on it", orCosts(v.costs))}}}
	}}

const cumulativeUpkeepName = "cumulative upkeep"

// matchCumulativeUpkeep reads "cumulative upkeep {COST}" and the costs
// with choices, "cumulative upkeep {W} or {U}".
func matchCumulativeUpkeep(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	rest, ok := strings.CutPrefix(text, cumulativeUpkeepName+" ")
	if !ok {
		return keywordValue{}, text == cumulativeUpkeepName, fmt.Errorf("a cost is missing")
	}
	var v keywordValue
	for _, part := range strings.Split(rest, " or ") {
		c, err := ParseManaCost(strings.TrimSpace(part))
		if err != nil {
			return keywordValue{}, true, err
		}
		v.costs = append(v.costs, c)
	}
	v.cost = v.costs[0]
	return v, true, nil
}

// totalsWithChoices returns every total of n costs, each one of choices,
// without repeats: {W}{W}, {W}{U}, {U}{U} for two of {W} or {U}.
func totalsWithChoices(choices []ManaCost, n int) []ManaCost {
	var out []ManaCost
	var walk func(from, left int, sum ManaCost)
	walk = func(from, left int, sum ManaCost) {
		if left == 0 {
			out = append(out, sum)
			return
		}
		for i := from; i < len(choices); i++ {
			walk(i, left-1, sum.plus(choices[i]))
		}
	}
	walk(0, n, ManaCost{})
	return out
}

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
	costs := ins.Costs
	if len(costs) == 0 {
		costs = []ManaCost{r.ability.Cost.Mana}
	}
	totals := totalsWithChoices(costs, n)
	g.record("502.13a", "an age counter is put on %s: it has %d, so keeping it costs %s (%s for each age counter)", g.name(o.ID), n, orCosts(totals), orCosts(costs))
	if len(costs) > 1 {
		g.record("502.13a", "the cost has choices: each is made separately for each of the %d age counters, then the whole set is paid or none of it", n)
	}
	if instances := countKeyword(g.view(o.ID), "cumulative upkeep"); instances > 1 {
		g.record("502.13b", "%s has %d instances of cumulative upkeep: each counts all %d age counters on it", g.name(o.ID), instances, n)
	}
	_, err := g.payOrSacrifice(o.ID, totals[0], "502.13a", totals[1:]...)
	return err
}
