package rulings

import (
	"fmt"
	"slices"
)

// manaSourcesFor returns the untapped permanents player p controls that
// have a mana ability: what p may tap while a resolving spell or ability
// asks for a mana payment (411.2 of 2006, 605.3a of 2026); names are
// their names, each once: permanents of one name are tapped first to last.
func (g *Game) manaSourcesFor(p PlayerID) (ids []ObjectID, names []string) {
	for _, id := range g.inPlay {
		if !g.tapsForMana(p, id) {
			continue
		}
		if name := g.name(id); !slices.Contains(names, name) {
			ids = append(ids, id)
			names = append(names, name)
		}
	}
	return ids, names
}

// tapsForMana reports whether permanent id is an untapped one player p
// controls with a mana ability whose cost is {T}.
func (g *Game) tapsForMana(p PlayerID, id ObjectID) bool {
	v := g.view(id)
	return v != nil && v.controller == p && !v.tapped && v.hasAbility(func(a *Ability) bool { return a.Kind == ActivatedAbility && a.Mana && a.Cost.Tap })
}

// mightPay reports whether player p might pay cost during a resolution:
// with the mana in their pool and one mana more from each permanent they
// could tap for mana. The payment itself is made, or refused, as the
// player names what they tap (tapToPay).
func (g *Game) mightPay(p PlayerID, cost ManaCost) bool {
	pool := g.players[p].Pool
	if canPay(pool, cost) {
		return true
	}
	untapped := 0
	for _, id := range g.inPlay {
		if g.tapsForMana(p, id) {
			untapped++
		}
	}
	return pool.Total()+untapped >= cost.ConvertedCost()
}

// tapToPay has player p, who chose to pay cost as a spell or ability
// resolves, activate mana abilities until their pool can pay it, naming
// the kind of permanent to tap each time there is a choice ("alice
// chooses yes, Island"; with only Mountains untapped, none is asked; 411.2
// of 2006, 605.3a of 2026), then pays it. about says what the payment is for.
func (g *Game) tapToPay(p PlayerID, cost ManaCost, about string) error {
	pool := &g.players[p].Pool
	for !canPay(*pool, cost) {
		ids, names := g.manaSourcesFor(p)
		if len(ids) == 0 {
			return g.illegal("118.3", "%s can't pay %s for %s: the pool holds %s and nothing is left to tap for mana", g.playerName(p), cost, about, pool)
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "411.2", About: fmt.Sprintf("a permanent to tap for mana to pay %s for %s (the pool holds %s)", cost, about, pool), Options: names})
		if err != nil {
			return err
		}
		g.record("411.2", "a resolving spell or ability asks %s for a mana payment: %s may %s mana abilities, and taps %s", g.playerName(p), g.playerName(p), verbStem(g.rules.Words.PlaysAbility), answer)
		if err := g.tapForMana(p, ids[pick(names, answer)]); err != nil {
			return err
		}
	}
	return g.payMana(p, pool, cost)
}

// payInstead offers player p to pay cost as an effect's "unless [a
// player] pays" (118.12a of 2026); otherwise is what happens if they
// don't ("Shock is countered") and spared what happens if they do ("Shock
// isn't countered"). The player may pay, tapping permanents for
// mana as it resolves, or not; a player who can't pay isn't asked. It
// reports whether the cost was paid.
func (g *Game) payInstead(p PlayerID, cost ManaCost, otherwise, spared string) (bool, error) {
	g.recordLater("118.12a", "\"unless %s pays %s\": %s may pay %s; if they don't, %s", g.playerName(p), cost, g.playerName(p), cost, otherwise)
	if !g.mightPay(p, cost) {
		g.record("118.3", "%s can't pay %s, with %s in their mana pool and the permanents they could tap for mana: partial payments aren't allowed, so %s", g.playerName(p), cost, g.players[p].Pool.String(), otherwise)
		return false, nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "118.3", About: fmt.Sprintf("whether to pay %s; if not, %s", cost, otherwise), Options: []string{"yes", "no"}})
	if err != nil {
		return false, err
	}
	if answer != "yes" {
		g.record("118.3", "%s doesn't pay %s, so %s", g.playerName(p), cost, otherwise)
		return false, nil
	}
	if err := g.tapToPay(p, cost, "the payment"); err != nil {
		return false, err
	}
	g.record("118.3", "%s pays %s, so %s", g.playerName(p), cost, spared)
	return true, nil
}
