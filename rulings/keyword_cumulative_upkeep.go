package rulings

import (
	"fmt"
	"slices"
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
		if v.x && v.n == drawCost {
			// "cumulative upkeep—draw a card" (Psychic Vortex)
			part := &CostPart{Action: DrawCard, Text: "draw a card"}
			return &Ability{Kind: TriggeredAbility, Text: text, Trigger: upkeepTrigger(nil),
				Effect: []Instruction{{Op: "cumulative-upkeep", CostPart: part, Text: "put an age counter on this, then sacrifice it unless you draw a card for each age counter on it"}}}
		}
		if v.x {
			// "cumulative upkeep—sacrifice a creature"
			part := &CostPart{Action: Sacrifice, Filter: v.filter, Text: "sacrifice a " + v.filter.Text}
			return &Ability{Kind: TriggeredAbility, Text: text, Trigger: upkeepTrigger(nil),
				Effect: []Instruction{{Op: "cumulative-upkeep", CostPart: part, Text: fmt.Sprintf("put an age counter on this, then sacrifice it unless you %s for each age counter on it", part.Text)}}}
		}
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Trigger: upkeepTrigger(nil),
			Effect: []Instruction{{Op: "cumulative-upkeep", Costs: v.costs, Text: fmt.Sprintf("put an age counter on this, then sacrifice it unless you pay %s for each age counter on it", orCosts(v.costs))}}}
	}}

const cumulativeUpkeepName = "cumulative upkeep"

// drawCost marks, in a keywordValue, the cumulative upkeep cost "draw a
// card".
const drawCost = -1

// matchCumulativeUpkeep reads "cumulative upkeep {COST}" and the costs
// with choices, "cumulative upkeep {W} or {U}".
func matchCumulativeUpkeep(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
	if text == cumulativeUpkeepName+"—draw a card" {
		return keywordValue{x: true, n: drawCost}, true, nil
	}
	if what, ok := strings.CutPrefix(text, cumulativeUpkeepName+"—sacrifice a "); ok {
		if filter == nil {
			return keywordValue{}, true, fmt.Errorf("no filter reader")
		}
		f, err := filter(strings.TrimPrefix(what, "n "))
		return keywordValue{filter: f, x: true}, true, err
	}
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
	g.putCountersOn(o, "age", 1, false)
	n := o.Counters["age"]
	if ins.CostPart != nil && ins.CostPart.Action == DrawCard {
		return g.drawForEachCounter(o, n)
	}
	if ins.CostPart != nil {
		return g.sacrificeForEachCounter(o, n, *ins.CostPart)
	}
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

// sacrificeForEachCounter pays a cumulative upkeep cost of sacrificing a
// permanent for each of the n age counters, or sacrifices the permanent
// o: each counter needs a different permanent, so the same one can't be
// sacrificed twice, and the whole set is paid or none of it (502.13a).
func (g *Game) sacrificeForEachCounter(o *Object, n int, part CostPart) error {
	p, name := o.Controller, g.name(o.ID)
	var candidates []ObjectID
	for _, id := range g.inPlay {
		v := g.view(id)
		f := part.Filter
		if v.controller == p && g.matches(&f, v, p, nil) {
			candidates = append(candidates, id)
		}
	}
	g.record("502.13a", "an age counter is put on %s: it has %d, so keeping it takes a %s sacrificed for each age counter, %s in all; no permanent can pay for two counters", name, n, part.Filter.Text, count(n, "different "+part.Filter.Text))
	pay := fmt.Sprintf("%s %s", part.Text, count(n, "time"))
	options := []string{"sacrifice " + name}
	if len(candidates) >= n {
		options = []string{pay, "sacrifice " + name}
	} else {
		g.record("502.13a", "%s controls %s, fewer than %d: the cost can't be paid in full", g.playerName(p), count(len(candidates), part.Filter.Text), n)
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.13a", About: fmt.Sprintf("whether to %s or sacrifice %s", pay, name), Options: options})
	if err != nil {
		return err
	}
	if answer != pay {
		g.record("502.13a", "%s doesn't pay the cost: %s is sacrificed", g.playerName(p), name)
		g.sacrificeAll([]ObjectID{o.ID})
		return nil
	}
	var chosen []ObjectID
	for i := range n {
		var ids []ObjectID
		var names []string
		for _, id := range candidates {
			if !slices.Contains(chosen, id) {
				ids = append(ids, id)
				names = append(names, g.name(id))
			}
		}
		pick, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "502.13a", About: fmt.Sprintf("the %s sacrificed for age counter %d of %d (one not chosen already)", part.Filter.Text, i+1, n), Options: names})
		if err != nil {
			return err
		}
		chosen = append(chosen, ids[slices.Index(names, pick)])
	}
	g.record("502.13a", "%s sacrifices %s, a different %s for each age counter, and keeps %s", g.playerName(p), g.names(chosen), part.Filter.Text, name)
	g.sacrificeAll(chosen)
	return nil
}

// drawForEachCounter pays a cumulative upkeep cost of drawing a card for
// each of the n age counters, or sacrifices the permanent o. The draws are
// events like any other, which replacement effects may modify; whatever
// they become, the cost has been paid (118.11 of 2026).
func (g *Game) drawForEachCounter(o *Object, n int) error {
	p, name := o.Controller, g.name(o.ID)
	g.record("502.13a", "an age counter is put on %s: it has %d, so keeping it takes drawing %s", name, n, count(n, "card"))
	pay := "draw " + count(n, "card")
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.13a", About: fmt.Sprintf("whether to %s or sacrifice %s", pay, name), Options: []string{pay, "sacrifice " + name}})
	if err != nil {
		return err
	}
	if answer != pay {
		g.record("502.13a", "%s doesn't pay the cost: %s is sacrificed", g.playerName(p), name)
		g.sacrificeAll([]ObjectID{o.ID})
		return nil
	}
	before := len(g.players[p].Hand)
	events, err := g.draw(p, n)
	g.afterEvents(events, nil)
	if err != nil {
		return err
	}
	if drawn := len(g.players[p].Hand) - before; drawn < n {
		g.record("118.11", "%s paid the cost of %s's cumulative upkeep, %s, though effects modified the draws and %s drew %s: the cost has still been paid, and %s stays", g.playerName(p), name, pay, g.playerName(p), count(max(drawn, 0), "card"), name)
	} else {
		g.record("502.13a", "%s draws %s, paying the cost, and keeps %s", g.playerName(p), count(n, "card"), name)
	}
	return nil
}
