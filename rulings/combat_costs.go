package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Costs to attack or block: "Creatures can't attack you unless their
// controller pays {2} for each creature" makes each creature attacking
// its controller's opponent cost {2}; "Creatures can't block unless their
// controller pays {1} for each creature" makes each blocker cost {1}. The
// declaring player determines the total cost once the creatures are
// chosen (308.2d, 309.2b), may then play mana abilities (308.2e, 309.2c)
// and pays it all or the declaration is illegal (308.2f, 309.2d; 308.2,
// 309.2).

// combatCostRules are the rules of 308.2 and 309.2 for attacking and for
// blocking: the whole procedure, determining the cost, playing mana
// abilities, paying.
var combatCostRules = map[string][4]string{
	"attack": {"308.2", "308.2d", "308.2e", "308.2f"},
	"block":  {"309.2", "309.2b", "309.2c", "309.2d"},
}

// PayCombatCostWith names the permanents whose mana abilities the player
// plays, during the next declaration of attackers or blockers, to pay the
// costs to attack or block (308.2e, 309.2c).
func (g *Game) PayCombatCostWith(sources []ObjectID) {
	g.combatPayment = slices.Clone(sources)
}

// combatCost totals the cost to attack or block with creatures: for an
// attack only the defending player's permanents ask it ("can't attack
// you").
func (g *Game) combatCost(what string, creatures []ObjectID) (ManaCost, []string) {
	var total ManaCost
	var why []string
	for src, a := range g.staticsInPlay(CombatCost) {
		if a.Static.CombatCostOf != what || (what == "attack" && !slices.Contains(g.defendingPlayers(), src.controller)) {
			continue
		}
		n := 0
		for _, id := range creatures {
			// "Can't attack you": only the creatures attacking its
			// controller ask it (602.3a).
			if what == "attack" && g.defenderOf(id) != src.controller {
				continue
			}
			if g.matches(&a.Static.Filter, g.view(id), src.controller, nil) {
				n++
			}
		}
		if n == 0 {
			continue
		}
		for range n {
			total = total.plus(a.Static.Mana)
		}
		why = append(why, fmt.Sprintf("%s for %s (%s's \"%s\")", a.Static.Mana, count(n, "creature"), src.name(), a.Text))
	}
	return total, why
}

// payCombatCost has the player declaring attackers or blockers determine
// the total cost to do so, play the mana abilities named for it, and pay
// it in full; a cost that can't be paid makes the declaration illegal.
func (g *Game) payCombatCost(p PlayerID, what string, creatures []ObjectID) error {
	sources := g.combatPayment
	g.combatPayment = nil
	rules := combatCostRules[what]
	name := g.playerName(p)
	total, why := g.combatCost(what, creatures)
	if len(why) == 0 {
		if len(sources) > 0 {
			return g.illegal(rules[1], "no creature %s declared needs a cost paid to %s: there is nothing to pay", name, what)
		}
		return nil
	}
	g.record(rules[1], "%s determines the total cost to %s: %s, %s", name, what, total, strings.Join(why, ", "))
	if len(sources) > 0 {
		g.record(rules[2], "the cost requires mana: %s plays mana abilities", name)
	}
	for _, id := range sources {
		if err := g.tapForMana(p, id); err != nil {
			return err
		}
	}
	pool := &g.players[p].Pool
	if !covers(*pool, total) {
		holds := "nothing"
		if pool.Total() > 0 {
			holds = pool.String()
		}
		return g.illegal(rules[0], "%s can't pay %s to %s, with %s in his or her mana pool: unable to comply, the declaration is illegal", name, total, what, holds)
	}
	if err := g.payMana(p, pool, total); err != nil {
		return err
	}
	g.record(rules[3], "%s pays %s to %s; partial payments are not allowed", name, total, what)
	return nil
}

// covers reports whether a pool holds enough mana, of the right colors,
// for a cost without hybrid symbols.
func covers(pool ManaPool, cost ManaCost) bool {
	for _, c := range allColors {
		if pool.Colored[c] < cost.Colored[c] {
			return false
		}
	}
	return pool.Total() >= cost.ConvertedCost()
}
