package rulings

import "fmt"

// blightAction: to blight N is to put N -1/-1 counters on a creature you
// control (701.68a), chosen as the instruction is followed; a player who
// controls no creature can't (701.68b), and blights nothing. A keyword
// action from Lorwyn Eclipsed; Since is the earliest shared edition
// numbering it.
var blightAction = KeywordAction{
	Name:   "blight",
	Rule:   "701.68",
	Since:  Edition2026,
	Oracle: []string{"blight N"},
	Ops:    []string{"blight"},
}

// opBlight has each player of the instruction blight N.
func opBlight(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		var ids []ObjectID
		var names []string
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == p && v.chars().HasType("creature") {
				ids = append(ids, id)
				names = append(names, v.name())
			}
		}
		if len(ids) == 0 {
			g.record("701.68b", "%s controls no creature to put %s on: they can't blight %d", g.playerName(p), count(n, "-1/-1 counter"), n)
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "701.68a", About: fmt.Sprintf("a creature you control to blight %d", n), Options: names})
		if err != nil {
			return err
		}
		id := ids[pick(names, answer)]
		put := g.putCountersOn(g.objects[id], "-1/-1", n, false)
		g.record("701.68a", "%s blights %d: %s, a creature they control, gets %s", g.playerName(p), n, g.name(id), count(put, "-1/-1 counter"))
		g.completedAction(p, "blight", fmt.Sprintf("%s put on %s", count(put, "-1/-1 counter"), g.name(id)))
	}
	return nil
}
