package rulings

import "fmt"

// bolsterAction: "bolster N" means "choose a creature you control with the
// least toughness or tied for least toughness among creatures you
// control; put N +1/+1 counters on that creature" (701.39a). Bolster
// targets nothing: the creature is chosen as the instruction is followed,
// among the creatures then, by their toughness then. A keyword action
// from Fate Reforged.
var bolsterAction = KeywordAction{
	Name:   "bolster",
	Rule:   "701.39",
	Since:  "2015-01-23",
	Oracle: []string{"bolster N"},
	Ops:    []string{"bolster"},
}

// opBolster has each player of the instruction bolster N.
func opBolster(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		var least []ObjectID
		var names []string
		low := 0
		for _, id := range g.inPlay {
			v := g.view(id)
			if v.controller != p || !v.chars().HasType("creature") {
				continue
			}
			t := v.chars().Toughness
			switch {
			case len(least) == 0 || t < low:
				least, names, low = []ObjectID{id}, []string{v.name()}, t
			case t == low:
				least, names = append(least, id), append(names, v.name())
			}
		}
		if len(least) == 0 {
			g.record("701.39a", "%s bolsters %d but controls no creature: no counters are put", g.playerName(p), n)
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.39a", About: fmt.Sprintf("the creature with the least toughness (%d) to bolster", low), Options: names})
		if err != nil {
			return err
		}
		id := least[pick(names, answer)]
		if len(least) > 1 {
			g.record("701.39a", "%s are tied for the least toughness (%d) among the creatures %s controls: %s chooses %s", joinAnd(names), low, g.playerName(p), g.playerName(p), g.name(id))
		}
		put := g.putCountersOn(g.objects[id], "+1/+1", n, false)
		g.record("701.39a", "%s bolsters %d: %s, with the least toughness (%d) among the creatures they control, gets %s", g.playerName(p), n, g.name(id), low, count(put, "+1/+1 counter"))
	}
	return nil
}
