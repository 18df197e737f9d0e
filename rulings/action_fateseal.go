package rulings

import "fmt"

// fatesealAction: to fateseal N is to look at the top N cards of an
// opponent's library, then put any number of them on the bottom of that
// library and the rest on top (701.29a): a scry of another player's
// library, its opponent chosen by the player fatesealing when there are
// several. The cards kept on top, and those put on the bottom, keep the
// order they had. A keyword action from Fifth Dawn; the rules of
// 2008-02-01 number it (501.9), those of 2006-10-01 don't.
var fatesealAction = KeywordAction{
	Name:   "fateseal",
	Rule:   "701.29",
	Since:  "2008-02-01",
	Oracle: []string{"fateseal N"},
	Ops:    []string{"fateseal"},
}

// opFateseal has the controller of the instruction fateseal N.
func opFateseal(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	p := r.controller
	q, ok, err := g.askOpponent(p, "701.29a", fmt.Sprintf("the opponent whose library %s fateseals %d", g.playerName(p), n))
	if err != nil || !ok {
		return err
	}
	lib := g.players[q].Library
	look := min(max(n, 0), len(lib))
	g.record("701.29a", "%s fateseals %d: they look at the top %s of %s's library", g.playerName(p), n, count(look, "card"), g.playerName(q))
	g.noteLookedAt(p, q, lib[:look])
	top, bottom, err := g.topOrBottom(p, q, look, "701.29a", g.playerName(q)+"'s library")
	if err != nil {
		return err
	}
	g.record("701.29a", "%s puts %s on the bottom of %s's library and %s back on top", g.playerName(p), count(bottom, "card"), g.playerName(q), count(top, "card"))
	return nil
}
