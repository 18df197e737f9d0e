package rulings

import (
	"fmt"
	"slices"
)

// assembleAction: "Assemble is a keyword action in the Unstable set that
// puts Contraptions onto the battlefield" (701.45a of 2026), which adds
// that the Unstable mechanics aren't part of the rules: what the rules
// say is what the engine plays. "Assemble a Contraption" puts the top
// card of its player's Contraption deck onto the battlefield under their
// control. The Contraption deck is a supplementary deck set up in the
// command zone as the Attraction deck of 717.2 is (`alice contraption
// deck: "A", "B"`, top first); with none left, nothing is assembled.
// Sprockets and cranking, which only the Unstable documents describe,
// aren't played: no rule numbers them. A keyword action from Unstable,
// dated by that set's release.
var assembleAction = KeywordAction{
	Name:   "assemble",
	Rule:   "701.45",
	Since:  "2017-12-08",
	Oracle: []string{"assemble a Contraption"},
	Ops:    []string{"assemble"},
}

// SetContraptionDeck gives p, as the game is set up, a Contraption deck
// of the cards given, top first, in the command zone.
func (g *Game) SetContraptionDeck(p PlayerID, cards []*CardDefinition) error {
	st := g.laterState()
	for _, c := range cards {
		if c == nil || len(c.Faces) == 0 || !c.Faces[0].HasType("artifact") || !c.Faces[0].HasSubtype("Contraption") {
			name := "a card"
			if c != nil {
				name = c.Name
			}
			return fmt.Errorf("%s is no Contraption: a Contraption deck holds only artifact cards with the subtype Contraption (701.45a)", name)
		}
		id := g.AddCard(p, ZoneCommand, c)
		st.contraptions[p] = append(slices.Clip(st.contraptions[p]), id)
	}
	return nil
}

// inContraptionDeck reports whether id is a card of a Contraption deck,
// not an object of the command zone whose abilities work there.
func (g *Game) inContraptionDeck(id ObjectID) bool {
	if g.keywords == nil || g.keywords.later == nil {
		return false
	}
	for _, deck := range g.keywords.later.contraptions {
		if slices.Contains(deck, id) {
			return true
		}
	}
	return false
}

// opAssemble has each player of the instruction assemble a Contraption:
// the top card of their Contraption deck is put onto the battlefield
// (701.45a).
func opAssemble(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		st := g.laterState()
		deck := st.contraptions[p]
		if len(deck) == 0 {
			g.record("701.45a", "%s has no card left in their Contraption deck: assembling puts no Contraption onto the battlefield", g.playerName(p))
			continue
		}
		top := deck[0]
		st.contraptions[p] = slices.Clone(deck[1:])
		g.record("701.45a", "%s assembles a Contraption: %s, the top card of their Contraption deck, is put onto the battlefield", g.playerName(p), g.name(top))
		g.enterPlay(top, p)
	}
	return nil
}
