package rulings

import "fmt"

// surveilAction: to surveil N is to look at the top N cards of your
// library, then put any number of them into your graveyard and the rest
// on top of your library in any order (701.25a); surveil 0 is no surveil
// event (701.25c). A keyword action from Guilds of Ravnica.
var surveilAction = KeywordAction{
	Name:   "surveil",
	Rule:   "701.25",
	Since:  "2018-10-05",
	Oracle: []string{"surveil N"},
	Ops:    []string{"surveil"},
}

// opSurveil has each player of the instruction surveil N: look at the top
// N cards of their library (all of them if fewer) and choose, card by
// card, whether it goes into the graveyard or stays on top. The cards
// kept on top keep the order they had.
func opSurveil(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		if n <= 0 {
			g.record("701.25c", "%s is instructed to surveil 0: no surveil event occurs", g.playerName(p))
			continue
		}
		lib := g.players[p].Library
		look := min(n, len(lib))
		g.record("701.25a", "%s surveils %d: they look at the top %s of their library", g.playerName(p), n, count(look, "card"))
		var binned []ObjectID
		for _, id := range lib[:look] {
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.25a", About: fmt.Sprintf("whether %s goes into the graveyard or stays on top of the library", g.name(id)), Options: []string{"top", "graveyard"}})
			if err != nil {
				return err
			}
			if answer == "graveyard" {
				binned = append(binned, id)
			}
		}
		if len(binned) > 0 {
			g.record("701.25a", "%s puts %s into their graveyard and the rest on top of their library", g.playerName(p), g.names(binned))
			g.moveAll(binned, ZoneGraveyard, "701.25a", "put into its owner's graveyard by surveil")
		} else {
			g.record("701.25a", "%s puts all %s back on top of their library", g.playerName(p), count(look, "card"))
		}
		g.completedAction(p, "surveil", completedWhat(look, n))
	}
	return nil
}
