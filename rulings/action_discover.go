package rulings

import (
	"fmt"
	"strings"
)

// discoverAction: "Discover N" means exile cards from the top of your
// library until you exile a nonland card with mana value N or less; you
// may cast it without paying its mana cost if the resulting spell's mana
// value is N or less, and if you don't, put it into your hand; the other
// exiled cards go to the bottom of your library in a random order
// (701.57a). The process is done even when some of it is impossible
// (701.57b), and the last card exiled, if its mana value is N or less, is
// the discovered card (701.57c). A keyword action from The Lost Caverns of
// Ixalan, close kin of cascade (702.85a).
var discoverAction = KeywordAction{
	Name:   "discover",
	Rule:   "701.57",
	Since:  "2023-11-17",
	Oracle: []string{"discover N"},
	Ops:    []string{"discover"},
}

// opDiscover has each player of the instruction discover N.
func opDiscover(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		if err := g.discover(p, n); err != nil {
			return err
		}
	}
	return nil
}

// discover plays 701.57a for player p and the number n.
func (g *Game) discover(p PlayerID, n int) error {
	pl := g.players[p]
	ids, hit, misses := g.exileUntilNonland(p, n)
	if len(misses) > 0 {
		g.record("701.57a", "%s discovers %d and exiles %s, none a nonland card with mana value %d or less", pl.Name, n, strings.Join(misses, ", "), n)
	}
	var cast ObjectID
	if hit == 0 {
		g.record("701.57b", "%s's library runs out with no nonland card of mana value %d or less exiled: %s has still discovered", pl.Name, n, pl.Name)
	} else {
		mv := g.view(hit).chars().ManaCost.ConvertedCost()
		g.record("701.57c", "%s discovers %d and exiles %s, a nonland card with mana value %d: it is the discovered card", pl.Name, n, g.name(hit), mv)
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.57a", About: fmt.Sprintf("whether to cast %s without paying its mana cost or put it into their hand", g.name(hit)), Options: []string{"cast", "hand"}})
		if err != nil {
			return err
		}
		if answer == "cast" {
			// A card that can't be cast goes to its owner's hand.
			ok, err := g.castWithoutPaying(p, hit, "701.57a", "it isn't cast")
			if err != nil {
				return err
			}
			if ok {
				cast = hit
			}
		}
		if cast == 0 {
			g.record("701.57a", "%s doesn't cast %s: it is put into their hand", pl.Name, g.name(hit))
			g.afterEvents([]Event{g.move(hit, ZoneHand, p)}, nil)
		}
	}
	if n := g.bottomInRandomOrder(p, ids, hit); n > 0 {
		g.record("701.57a", "the other %s exiled go to the bottom of %s's library in a random order", count(n, "card"), g.players[p].Name)
	}
	return nil
}
