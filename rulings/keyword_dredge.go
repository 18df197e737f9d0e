package rulings

import "slices"

// dredge N: if you would draw a card, you may instead put N cards from the
// top of your library into your graveyard and return this card from your
// graveyard to your hand (502.47).
var dredge = Keyword{Name: "dredge", Rule: "502.47", Form: "dredge N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: Dredge, Amount: Value{N: v.n}}}
	}}

// dredge offers to replace one draw with a dredge ability of a card in the
// player's graveyard (502.47a); a card whose number exceeds the library
// can't be dredged (502.47b). It reports whether the draw was replaced.
func (g *Game) dredge(p PlayerID) ([]Event, bool, error) {
	pl := g.players[p]
	options := []string{"draw"}
	var cards []ObjectID
	var counts []int
	for _, id := range g.objectsIn(p, ZoneGraveyard) {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Dredge {
				continue
			}
			n := a.Static.Amount.N
			if n > len(pl.Library) {
				g.record("502.47b", "%s can't dredge %s: the library has fewer than %d cards", pl.Name, v.name(), n)
				continue
			}
			options = append(options, "dredge "+v.name())
			cards = append(cards, id)
			counts = append(counts, n)
		}
	}
	if len(cards) == 0 {
		return nil, false, nil
	}
	for _, id := range cards {
		g.noteKeyword(g.name(id), dredge)
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.47a", About: "whether to draw or to dredge instead", Options: options})
	if err != nil {
		return nil, false, err
	}
	i := indexFold(options, answer)
	if i == 0 {
		return nil, false, nil
	}
	id, n := cards[i-1], counts[i-1]
	g.record("502.47a", "%s dredges %s instead of drawing: %d cards go from the top of the library to the graveyard and %s returns to hand", pl.Name, g.name(id), n, g.name(id))
	events := g.moveAll(slices.Clone(pl.Library[:n]), ZoneGraveyard, "502.47a", "put from the top of the library into the graveyard")
	return append(events, g.move(id, ZoneHand, p)), true, nil
}
