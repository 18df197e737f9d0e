package rulings

import (
	"fmt"
	"strings"
)

// echo {COST}: "At the beginning of your upkeep, if this permanent came
// under your control since the beginning of your last upkeep, sacrifice it
// unless you pay COST" (502.19).
//
// "echo {X}, where X is your life total" (Volcano Hellion) defines its
// variable by the game state: X is reevaluated as the ability resolves
// (702.1b of 2026).
var echo = Keyword{Name: "echo", Rule: "502.19", Form: "echo {COST}", arg: argCost,
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		rest, ok := strings.CutPrefix(text, "echo ")
		if !ok {
			return keywordValue{}, false, nil
		}
		cost, amount, variable := strings.Cut(rest, ", where x is ")
		if !variable {
			cost, amount, variable = strings.Cut(rest, ", where X is ")
		}
		v := keywordValue{}
		var err error
		v.cost, err = ParseManaCost(strings.ToUpper(cost))
		if err != nil {
			return v, true, err
		}
		if variable {
			if amount != YourLifeTotal || v.cost.X != 1 {
				return v, true, fmt.Errorf("%q: the variable X can be only \"your life total\"", rest)
			}
			v.x = true
		}
		return v, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		ins := Instruction{Op: "echo", Text: fmt.Sprintf("sacrifice this unless you pay %s", v.cost)}
		if v.x {
			ins.Amount = Value{Var: YourLifeTotal}
		}
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true},
			Trigger: upkeepTrigger(echoDue),
			Effect:  []Instruction{ins}}
	}}

// YourLifeTotal is the amount "your life total": the life total of the
// ability's controller as the amount is determined.
const YourLifeTotal = "your life total"

// echoDue is echo's intervening "if": the permanent came under its
// controller's control since his or her last upkeep began. A permanent of
// the starting position has been under control all along; one whose echo
// has resolved under this controller is due no more (502.19a).
func echoDue(g *Game, ev *Event, src *view) bool {
	o := g.objects[src.id]
	if o == nil || o.Arrived == 0 || g.keywordsState().echoed[src.id] == o.Controller+1 {
		g.record("502.19a", "%s didn't come under %s's control since the beginning of his or her last upkeep: echo doesn't trigger", src.name(), g.playerName(src.controller))
		return false
	}
	return true
}

// opEcho sacrifices the permanent unless its controller pays the echo
// cost (502.19a).
func opEcho(g *Game, r *resolution, ins Instruction) error {
	id := r.source.id
	if o := g.objects[id]; o != nil {
		g.keywordsState().echoed[id] = o.Controller + 1
	}
	g.record("502.19a", "echo resolves: %s came under %s's control since the beginning of his or her last upkeep", r.source.name(), g.playerName(r.controller))
	cost := r.ability.Cost.Mana
	if ins.Amount.Var != "" {
		x := r.value(ins.Amount)
		cost.X, cost.Generic = 0, cost.Generic+x
		g.record("702.1b", "the echo cost %s defines X as %s: X is determined now, as echo resolves: %d, so the cost to pay is %s", r.ability.Cost.Mana, ins.Amount.Var, x, cost)
	}
	_, err := g.payOrSacrifice(id, cost, "502.19a")
	return err
}
