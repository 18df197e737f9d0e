package rulings

import "fmt"

// transfigure {COST}: "[Cost], Sacrifice this permanent: Search your
// library for a creature card with the same mana value as this permanent
// and put it onto the battlefield. Then shuffle your library. Activate
// only as a sorcery" (702.71a of 2026). The permanent is sacrificed as the
// cost is paid: its mana value is the one it had as it last existed on the
// battlefield. Its controller answers with the card found, or `nothing`.
// A keyword from Coldsnap, which the rules of 2006-10-01 still lack: it is
// dated by the first edition of the shared ones that has it (502.71 of
// 2008-02-01).
var transfigure = Keyword{Name: "transfigure", Rule: "702.71", Form: "transfigure {COST}", arg: argCost, Since: "2008-02-01",
	build: func(text string, v keywordValue) *Ability {
		what := "search your library for a creature card with the same mana value as this permanent and put it onto the battlefield, then shuffle"
		return &Ability{Kind: ActivatedAbility, Text: text + ": " + v.cost.String() + ", sacrifice this permanent: " + what + "; activate only as a sorcery", SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: Sacrifice, Self: true, Text: "sacrifice this permanent"}}},
			Effect: []Instruction{{Op: "transfigure", Player: Ref{Kind: RefYou}, Text: what}}}
	}}

// opTransfigure searches the controller's library for a creature card
// with the mana value the sacrificed permanent last had, puts the card
// chosen onto the battlefield, and shuffles.
func opTransfigure(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil {
		return nil
	}
	p := r.controller
	mv := r.source.chars().ManaCost.ConvertedCost()
	g.noteKeywordNamed(r.source, "transfigure")
	f := Filter{Types: []string{"creature"}, CMC: &Value{N: mv}, Zone: ZoneLibrary, Text: fmt.Sprintf("creature card with mana value %d", mv)}
	ids, options := g.candidates(p, &f, r)
	g.record("702.71a", "%s searches their library for a creature card with the same mana value as %s as it last existed: %d", g.playerName(p), r.source.name(), mv)
	if len(ids) > 0 {
		options = append(options, "nothing")
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "702.71a", About: "which " + f.Text + " to find", Options: options})
		if err != nil {
			return err
		}
		if i := indexFold(options, answer); i < len(ids) {
			g.record("702.71a", "%s finds %s and puts it onto the battlefield", g.playerName(p), answer)
			g.enterPlay(ids[i], p)
		} else {
			g.record("702.71a", "%s finds no card: a search for a card with a stated quality may find none", g.playerName(p))
		}
	} else {
		g.record("702.71a", "%s's library holds no %s", g.playerName(p), f.Text)
	}
	lib := g.players[p].Library
	g.shuffleIDs(lib)
	g.record("702.71a", "then %s shuffles their library", g.playerName(p))
	return nil
}
