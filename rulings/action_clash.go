package rulings

import (
	"fmt"
	"slices"
)

// clashAction: to clash, a player reveals the top card of their library
// and may put it on the bottom (701.30a); "clash with an opponent" has
// the player choose an opponent, and each of them clashes (701.30b), the
// cards revealed at the same time and the players deciding in APNAP order
// (701.30c). A player wins with a card of higher mana value than every
// other revealed (701.30d), which an instruction "if you win, ..." of the
// same effect reads. A keyword action from Lorwyn.
var clashAction = KeywordAction{
	Name:   "clash",
	Rule:   "701.30",
	Since:  "2007-10-12",
	Oracle: []string{"clash with an opponent", "if you win, EFFECT"},
	Ops:    []string{"clash"},
}

// IfWonClash is the Instruction.If of an instruction followed only if the
// controller won the clash of its effect ("if you win, ...", 701.30d).
const IfWonClash = "won clash"

// opClash has the controller clash with an opponent of their choice.
func opClash(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		q, ok, err := g.askOpponent(p, "701.30b", fmt.Sprintf("the opponent %s clashes with", g.playerName(p)))
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("%q: %s has no opponent to clash with: %w", ins.Text, g.playerName(p), ErrNoEffect)
		}
		g.record("701.30b", "%s clashes with %s: they each clash", g.playerName(p), g.playerName(q))
		won, err := g.clash(p, q)
		if err != nil {
			return err
		}
		if r.clashes == nil {
			r.clashes = map[PlayerID]bool{}
		}
		r.clashes[p] = won
	}
	return nil
}

// clash plays 701.30c-d for the player p and the opponent q: it returns
// whether p won.
func (g *Game) clash(p, q PlayerID) (bool, error) {
	players := slices.DeleteFunc(g.apnap(), func(x PlayerID) bool { return x != p && x != q })
	revealed := map[PlayerID]ObjectID{}
	for _, x := range players {
		pl := g.players[x]
		if len(pl.Library) == 0 {
			g.record("701.30a", "%s has no card in their library to reveal", pl.Name)
			continue
		}
		id := pl.Library[0]
		revealed[x] = id
		g.record("701.30c", "%s reveals %s, the top card of their library (mana value %d), at the same time as the other clashing player", pl.Name, g.name(id), g.view(id).chars().ManaCost.ConvertedCost())
	}
	bottom := map[PlayerID]bool{}
	for _, x := range players {
		id, ok := revealed[x]
		if !ok {
			continue
		}
		options := []string{"top", "bottom"}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: x, Rule: "701.30c", About: fmt.Sprintf("where %s puts %s, on the top or the bottom of their library", g.playerName(x), g.name(id)), Options: options})
		if err != nil {
			return false, err
		}
		bottom[x] = pick(options, answer) == 1
	}
	for _, x := range players {
		id, ok := revealed[x]
		if !ok {
			continue
		}
		pl := g.players[x]
		if bottom[x] {
			pl.Library = append(slices.DeleteFunc(pl.Library, func(y ObjectID) bool { return y == id }), id)
			g.record("701.30a", "%s puts %s on the bottom of their library", pl.Name, g.name(id))
		} else {
			g.record("701.30a", "%s leaves %s on top of their library", pl.Name, g.name(id))
		}
	}
	mv := func(x PlayerID) int { return g.view(revealed[x]).chars().ManaCost.ConvertedCost() }
	winner, found := PlayerID(0), false
	for x := range revealed {
		higher := true
		for y := range revealed {
			if y != x && mv(y) >= mv(x) {
				higher = false
			}
		}
		if higher {
			winner, found = x, true
		}
	}
	if !found {
		g.record("701.30d", "no player revealed a card of higher mana value than all the others: nobody wins the clash")
		return false, nil
	}
	g.record("701.30d", "%s wins the clash: their card's mana value %d is higher than all other cards revealed", g.playerName(winner), mv(winner))
	return winner == p, nil
}

// wonClashSkips reports whether ins, written "if you win, ...", is skipped
// because the controller didn't win the clash of its effect.
func (g *Game) wonClashSkips(r *resolution, ins Instruction) bool {
	if ins.If != IfWonClash {
		return false
	}
	if r.clashes[r.controller] {
		g.record("701.30d", "%s won the clash: \"%s\" is followed", g.playerName(r.controller), ins.Text)
		return false
	}
	g.record("701.30d", "%s didn't win the clash: \"%s\" is skipped", g.playerName(r.controller), ins.Text)
	return true
}
