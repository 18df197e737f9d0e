package rulings

import (
	"fmt"
	"strings"
)

// upkeepTrigger is "at the beginning of your upkeep" for a keyword's
// triggered ability.
func upkeepTrigger(condition func(g *Game, ev *Event, src *view) bool) *Trigger {
	return &Trigger{Kind: AtBeginning, Step: Upkeep, Whose: "your", Condition: condition}
}

// canPay reports whether a mana pool holds enough mana of the right
// colors for cost, without paying it.
func canPay(pool ManaPool, cost ManaCost) bool {
	for _, c := range allColors {
		if pool.Colored[c] < cost.Colored[c] {
			return false
		}
		pool.Colored[c] -= cost.Colored[c]
	}
	return pool.Total() >= cost.Generic
}

// payOrSacrifice asks the controller of the permanent id to pay cost, from
// their mana pool and by tapping permanents for mana then (tapToPay), or
// sacrifice it; with too little mana, it is sacrificed. rule is the keyword's rule, cited at each step. It reports
// whether the cost was paid.
//
// more are other costs the player may pay instead of cost (a cost with
// choices, 502.13a).
func (g *Game) payOrSacrifice(id ObjectID, cost ManaCost, rule string, more ...ManaCost) (bool, error) {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return false, nil
	}
	p, name := o.Controller, g.name(id)
	pool := &g.players[p].Pool
	costs := append([]ManaCost{cost}, more...)
	var options []string
	byOption := map[string]ManaCost{}
	for _, c := range costs {
		if g.mightPay(p, c) {
			pay := fmt.Sprintf("pay %s", c)
			options = append(options, pay)
			byOption[pay] = c
		}
	}
	if len(options) == 0 {
		g.record(rule, "%s can't pay %s from a mana pool holding %s and the permanents they could tap for mana: partial payments aren't allowed", g.playerName(p), orCosts(costs), pool)
	}
	options = append(options, "sacrifice")
	answer := options[0]
	if len(options) > 1 {
		var err error
		if answer, err = g.ask(Question{Kind: ChooseOption, Player: p, Rule: rule, About: fmt.Sprintf("whether to pay %s or sacrifice %s", orCosts(costs), name), Options: options}); err != nil {
			return false, err
		}
	}
	if paid, ok := byOption[answer]; ok {
		if err := g.tapToPay(p, paid, "keeping "+name); err != nil {
			return false, err
		}
		g.record(rule, "%s pays %s and keeps %s", g.playerName(p), paid, name)
		return true, nil
	}
	g.record(rule, "%s doesn't pay %s: %s is sacrificed", g.playerName(p), orCosts(costs), name)
	g.sacrificeAll([]ObjectID{id})
	return false, nil
}

// orCosts names costs a player chooses among: "{W}{W} or {W}{U}".
func orCosts(costs []ManaCost) string {
	names := make([]string, len(costs))
	for i, c := range costs {
		names[i] = c.String()
	}
	return strings.Join(names, " or ")
}
