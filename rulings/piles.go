package rulings

import (
	"fmt"
	"slices"
)

// Piles: some effects group objects into piles for a while ("An opponent
// separates those cards into two piles", Fact or Fiction). Each object
// goes into exactly one pile (700.3a), a pile may be empty (700.3d), and
// the objects don't leave their zone while they are grouped: revealed
// cards from a library stay in it until the effect puts each pile
// somewhere (700.3c of 2026).

// opSeparatePiles reveals the top Amount cards of its controller's
// library; an opponent separates them into two piles, and the controller
// puts one pile into their hand and the other into their graveyard.
func opSeparatePiles(g *Game, r *resolution, ins Instruction) error {
	p := r.controller
	lib := g.players[p].Library
	cards := slices.Clone(lib[:min(r.value(ins.Amount), len(lib))])
	g.record("701.20a", "%s reveals the top %s of their library: %s", g.playerName(p), count(len(cards), "card"), g.names(cards))
	opp, ok, err := g.askOpponent(p, "700.3", "the opponent who separates the revealed cards into two piles")
	if err != nil || !ok {
		return err
	}
	piles, err := g.separate(opp, cards)
	if err != nil {
		return err
	}
	g.record("700.3a", "%s separates the cards into two piles: pile 1, %s; pile 2, %s", g.playerName(opp), g.pileNames(piles[0], "no cards"), g.pileNames(piles[1], "no cards"))
	if len(piles[0]) == 0 || len(piles[1]) == 0 {
		g.record("700.3d", "a pile can contain no cards")
	}
	inLibrary := 0
	for _, id := range cards {
		if o := g.objects[id]; o != nil && o.Zone == ZoneLibrary {
			inLibrary++
		}
	}
	g.record("700.3c", "grouped into piles, the cards don't leave the zone they're in: %s of the piles are still in %s's library, which holds %s, until a pile is put somewhere", count(inLibrary, "card"), g.playerName(p), count(len(g.players[p].Library), "card"))
	options := []string{"pile 1: " + g.pileNames(piles[0], "no cards"), "pile 2: " + g.pileNames(piles[1], "no cards")}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "700.3", About: "the pile put into the hand; the other goes into the graveyard", Options: options})
	if err != nil {
		return err
	}
	hand, yard := piles[0], piles[1]
	if answer == options[1] {
		hand, yard = yard, hand
	}
	if len(cards) > 0 {
		g.record("700.3b", "a pile is not an object: each of its cards is still an individual object, and is moved as one")
	}
	g.moveAll(hand, ZoneHand, "700.3c", "put from the library into its owner's hand")
	g.moveAll(yard, ZoneGraveyard, "700.3c", "put from the library into its owner's graveyard")
	g.recordLater("700.3b", "each card of the piles is still an individual object: %s moved, one by one, and neither pile is an object", count(len(hand)+len(yard), "card"))
	return nil
}

// opSeparatePermanentPiles is "Separate all FILTER target player controls
// into two piles. That player sacrifices all permanents in the pile of
// their choice." (Liliana of the Veil): the effect's controller puts each
// such permanent into one pile (700.3a), either pile may be empty
// (700.3d), the permanents stay on the battlefield while grouped (700.3c),
// and the player chooses a pile and sacrifices its permanents at once.
func opSeparatePermanentPiles(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var ids []ObjectID
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == p && g.matches(&ins.Filter, v, r.controller, r) {
				ids = append(ids, id)
			}
		}
		piles, err := g.separate(r.controller, ids)
		if err != nil {
			return err
		}
		g.record("700.3a", "%s separates the %s %s controls into two piles: pile 1, %s; pile 2, %s", g.playerName(r.controller), ins.Filter.Text, g.playerName(p), g.pileNames(piles[0], "no permanents"), g.pileNames(piles[1], "no permanents"))
		if len(piles[0]) == 0 || len(piles[1]) == 0 {
			g.record("700.3d", "a pile can contain no permanents")
		}
		if len(ids) > 0 {
			g.record("700.3c", "grouped into piles, the permanents don't leave the battlefield: each pile's permanents are still there until the effect acts on them")
		}
		options := []string{"pile 1: " + g.pileNames(piles[0], "no permanents"), "pile 2: " + g.pileNames(piles[1], "no permanents")}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "700.3", About: "the pile whose permanents they sacrifice", Options: options})
		if err != nil {
			return err
		}
		pile := piles[0]
		if answer == options[1] {
			pile = piles[1]
		}
		g.record("700.3", "%s sacrifices the permanents of the pile they chose, %s, at the same time", g.playerName(p), g.pileNames(pile, "no permanents"))
		g.sacrificeAll(pile)
	}
	return nil
}

// separate has player p put each of ids into one of two piles, answering
// "pile 1" or "pile 2" for each in turn (700.3a).
func (g *Game) separate(p PlayerID, ids []ObjectID) ([2][]ObjectID, error) {
	var piles [2][]ObjectID
	for _, id := range ids {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "700.3a", About: fmt.Sprintf("the pile %s goes into", g.name(id)), Options: []string{"pile 1", "pile 2"}})
		if err != nil {
			return piles, err
		}
		i := 0
		if answer == "pile 2" {
			i = 1
		}
		piles[i] = append(piles[i], id)
	}
	return piles, nil
}

// pileNames names a pile's objects, or says empty when it has none (a
// pile can, 700.3d).
func (g *Game) pileNames(pile []ObjectID, empty string) string {
	if len(pile) == 0 {
		return empty
	}
	return g.names(pile)
}
