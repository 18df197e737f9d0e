package rulings

import "fmt"

// learnAction: "Learn" means "You may discard a card. If you do, draw a
// card. If you didn't discard a card, you may reveal a Lesson card you
// own from outside the game and put it into your hand" (701.48a). The
// player answers one question: a card of their hand to discard, a Lesson
// of their sideboard to reveal, or nothing. Outside the game is where
// the Judgment Wishes look (outsideTheGame). A keyword action from
// Strixhaven: School of Mages, in the rules of 2021-04-23.
var learnAction = KeywordAction{
	Name:   "learn",
	Rule:   "701.48",
	Since:  "2021-04-23",
	Oracle: []string{"learn"},
	Ops:    []string{"learn"},
}

// opLearn has each player of the instruction learn.
func opLearn(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		name := g.playerName(p)
		var ids []ObjectID
		var options []string
		for _, id := range g.objectsIn(p, ZoneHand) {
			ids = append(ids, id)
			options = append(options, "discard "+g.name(id))
		}
		discards := len(ids)
		for _, id := range g.outsideTheGame(p) {
			if c := g.view(id).chars(); c.HasSubtype("Lesson") {
				ids = append(ids, id)
				options = append(options, "reveal "+g.name(id))
			}
		}
		if len(ids) == 0 {
			g.record("701.48a", "%s learns: they have no card to discard and no Lesson outside the game, so they do nothing", name)
			continue
		}
		options = append(options, "nothing")
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.48a", About: fmt.Sprintf("how %s learns: a card to discard and then draw, or a Lesson to reveal from outside the game", name), Options: options})
		if err != nil {
			return err
		}
		i := indexFold(options, answer)
		switch {
		case i < 0 || i == len(ids):
			g.record("701.48a", "%s learns and chooses neither to discard a card nor to reveal a Lesson", name)
		case i < discards:
			g.record("701.48a", "%s learns: they discard %s, so they draw a card", name, g.name(ids[i]))
			g.discardAll([]ObjectID{ids[i]})
			events, err := g.draw(p, 1)
			g.afterEvents(events, nil)
			if err != nil {
				return err
			}
		default:
			g.record("701.48a", "%s learns without discarding: they reveal %s, a Lesson they own from outside the game, and put it into their hand", name, g.name(ids[i]))
			g.afterEvents([]Event{g.move(ids[i], ZoneHand, p)}, nil)
		}
	}
	return nil
}
