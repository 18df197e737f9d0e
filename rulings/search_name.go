package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// opExileSameName performs "Search P's graveyard, hand, and library for
// all cards with the same name as X and exile them. Then that player
// shuffles." (Splinter, Lobotomy). The name is X's, as it last existed if
// it has left its zone. The graveyard is a public zone: every card there
// with the name is found. The hand and the library are hidden zones,
// searched for cards with a stated quality: the searcher may find any
// number of those present, none included (701.23b of 2026). When nothing
// gives X a name, the quality is undefined: the zones are searched, and
// no card is found (701.23c). The library is shuffled all the same.
func opExileSameName(g *Game, r *resolution, ins Instruction) error {
	players := r.players(ins.Player)
	if len(players) == 0 {
		return nil
	}
	p := players[0]
	searcher := r.controller
	name := r.sameNameAs(ins.Object)
	if name == "" {
		what := ins.Object.Name
		if ins.Object.Kind == RefChosenCard {
			what = "the chosen card"
		}
		g.record("701.23c", "%s searches %s's graveyard, hand, and library for cards with the same name as %s, which names no card: the quality is undefined, and no card can be found", g.playerName(searcher), g.playerName(p), what)
	} else {
		var found []ObjectID
		for _, z := range []Zone{ZoneGraveyard, ZoneHand, ZoneLibrary} {
			var named []ObjectID
			for _, id := range *g.zoneList(p, z) {
				if g.hasName(g.view(id), name) {
					named = append(named, id)
				}
			}
			if len(named) == 0 {
				continue
			}
			if z == ZoneGraveyard {
				g.record("701.23b", "%s's graveyard is a public zone: %s finds every card there named %s (%d)", g.playerName(p), g.playerName(searcher), name, len(named))
				found = append(found, named...)
				continue
			}
			options := make([]string, len(named)+1)
			for i := range options {
				options[i] = strconv.Itoa(i)
			}
			answer, err := g.ask(Question{Kind: ChooseOption, Player: searcher, Rule: "701.23b", About: fmt.Sprintf("how many of the %d cards named %s in %s's %s to find", len(named), name, g.playerName(p), g.rules.ZoneName(z)), Options: options})
			if err != nil {
				return err
			}
			n, _ := strconv.Atoi(answer)
			g.record("701.23b", "%s's %s is a hidden zone: %s isn't required to find the cards named %s there, and finds %d of %d", g.playerName(p), g.rules.ZoneName(z), g.playerName(searcher), name, n, len(named))
			found = append(found, named[:n]...)
		}
		var events []Event
		for _, id := range found {
			events = append(events, g.move(id, ZoneRemoved, p))
		}
		if len(events) > 0 {
			g.record("701.13a", "%s exiles %s named %s", g.playerName(searcher), count(len(events), "card"), name)
			g.afterEvents(events, nil)
		}
	}
	lib := g.players[p].Library
	g.shuffleIDs(lib)
	g.recordAction("413.2b#shuffle", "%s shuffles their library: its cards are randomized so that no player knows their order", g.playerName(p))
	return nil
}

// sameNameAs is the name of the object ref names, as it last existed if it
// has left its zone; "" when it names none.
func (r *resolution) sameNameAs(ref Ref) string {
	if ref.Kind == RefTarget {
		for _, t := range r.targets[ref.Name] {
			if t.IsPlayer {
				continue
			}
			if v := r.g.view(t.Object); v != nil {
				return v.chars().Name
			}
		}
	}
	if ref.Kind == RefChosenCard && r.chosenCard != nil {
		return r.chosenCard.chars().Name
	}
	return ""
}

// hasName reports whether the object seen in v has the name: a split card
// has each half's (709.4a of 2026).
func (g *Game) hasName(v *view, name string) bool {
	return name != "" && v.anyFace(func(c *Characteristics) bool { return c.Name == name })
}

// opChooseFromHand performs "P reveals their hand, then you choose a
// FILTER card from it" (Lobotomy): the card chosen is what "the chosen
// card" of a later instruction names. With no such card in the hand,
// none is chosen.
func opChooseFromHand(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		ids, names := g.handMatching(r, p, ins.Filter)
		options := g.nameList(ids)
		if len(names) == 0 {
			g.record("701.20a", "%s reveals their hand, which has no cards", g.playerName(p))
		} else {
			g.record("701.20a", "%s reveals their hand: %s", g.playerName(p), strings.Join(names, ", "))
		}
		if len(ids) == 0 {
			g.record("608.2d", "%s has no %s in hand: %s chooses no card", g.playerName(p), ins.Filter.Text, g.playerName(r.controller))
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "608.2d", About: fmt.Sprintf("a %s from %s's hand", ins.Filter.Text, g.playerName(p)), Options: options})
		if err != nil {
			return err
		}
		r.chosenCard = g.view(ids[indexFold(options, answer)])
		g.record("608.2d", "%s chooses %s from %s's hand", g.playerName(r.controller), r.chosenCard.name(), g.playerName(p))
	}
	return nil
}

// searchTopOnly applies a replacement effect of an opponent of p's, "If
// an opponent would search a library, that player searches the top four
// cards of that library instead" (Aven Mindcensor), to the cards p would
// find in their library: only those among the top cards remain. The other
// instructions about searching the library still apply: the entire
// library is shuffled afterwards (701.23f of 2026).
func (g *Game) searchTopOnly(p PlayerID, ids []ObjectID, options []string) ([]ObjectID, []string) {
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller == p {
			continue
		}
		for _, a := range v.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Replacement == nil || a.Static.Replacement.Event != ReplaceSearch {
				continue
			}
			n := a.Static.Replacement.TopCards
			lib := g.players[p].Library
			top := lib[:min(n, len(lib))]
			var keptIDs []ObjectID
			var kept []string
			for i, id := range ids {
				if slices.Contains(top, id) {
					keptIDs, kept = append(keptIDs, id), append(kept, options[i])
				}
			}
			g.record("701.23f", "%s's effect replaces %s's search of their library with a search of its top %d cards; the instructions that refer to searching the library still apply, so the entire library is shuffled", v.name(), g.playerName(p), n)
			return keptIDs, kept
		}
	}
	return ids, options
}
