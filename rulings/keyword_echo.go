package rulings

import "fmt"

// echo {COST}: "At the beginning of your upkeep, if this permanent came
// under your control since the beginning of your last upkeep, sacrifice it
// unless you pay COST" (502.19).
var echo = Keyword{Name: "echo", Rule: "502.19", Form: "echo {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true},
			Trigger: upkeepTrigger(echoDue),
			Effect:  []Instruction{{Op: "echo", Text: fmt.Sprintf("sacrifice this unless you pay %s", v.cost)}}}
	}}

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
	_, err := g.payOrSacrifice(id, r.ability.Cost.Mana, "502.19a")
	return err
}
