package rulings

// The keyword actions on a library: mill, search and shuffle, each played
// by the instructions the reference edition words without the keyword
// ("put the top N cards of his or her library into his or her
// graveyard", "search your library ..., then shuffle your library").

// millAction: to mill N cards is to put that many cards from the top of
// the library into the graveyard (701.17a); instructed to mill more than
// the library holds, the player mills as many as possible (701.17b).
var millAction = KeywordAction{
	Name:   "mill",
	Rule:   "701.17",
	Oracle: []string{"TARGET mills N cards", "put the top N cards of TARGET's library into their graveyard"},
	Ops:    []string{"mill"},
	cites: map[string]string{
		"413.2b#mill": "701.17a",
		"416.3#mill":  "701.17b",
	},
}

// searchAction: to search a zone is to look at all its cards and find one
// that matches the description (701.23a); searching a hidden zone for a
// card with a stated quality, the player needn't find it (701.23b).
var searchAction = KeywordAction{
	Name:   "search",
	Rule:   "701.23",
	Oracle: []string{"search your library for a FILTER, reveal it, put it into your hand, then shuffle", "search PLAYER's graveyard, hand, and library for all cards with the same name as NAME and exile them"},
	Ops:    []string{"search-library", "exile-same-name", "choose-from-hand"},
	cites: map[string]string{
		"413.2b#search": "701.23a",
		"413.2c#search": "701.23b",
	},
}

// shuffleAction: to shuffle a library is to randomize its cards so that
// no player knows their order (701.24a); "shuffle C into its owner's
// library" shuffles even when C is gone (701.24c, 701.24d, written in
// shuffle2026.go).
var shuffleAction = KeywordAction{
	Name:   "shuffle",
	Rule:   "701.24",
	Oracle: []string{"then shuffle", "shuffle NAME into its owner's library", "TARGET shuffles C into their library"},
	Ops:    []string{"search-library", "shuffle-into-library", "shuffle-cards-into-library", "shuffle-object-into-library"},
	cites: map[string]string{
		"413.2b#shuffle": "701.24a",
	},
}

// scryAction: to scry N is to look at the top N cards of the library and
// put any number on the bottom and the rest on top, in any order
// (701.22a). The reference edition has it as a keyword ability (502.36),
// which plays it from its line "scry N"; in the effect of an ability
// ("When ..., scry 1.", a dungeon's room) the instruction "scry" plays
// it.
var scryAction = KeywordAction{
	Name:    "scry",
	Rule:    "701.22",
	Oracle:  []string{"scry N"},
	Keyword: "scry",
	Ops:     []string{"scry"},
}

// opScry has each player of the instruction scry its amount: look at the
// top cards of their library and put any number of them on the bottom
// and the rest on top (701.22a; 502.36a of the reference edition).
func opScry(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		pl := g.players[p]
		k := min(n, len(pl.Library))
		g.record("502.36a", "scry %d: %s looks at the top %d card(s) of his or her library", n, pl.Name, k)
		top, bottom, err := g.topOrBottom(p, p, k, "502.36a", "the library")
		if err != nil {
			return err
		}
		g.record("502.36a", "%s puts %d card(s) on the bottom of his or her library and %d back on top", pl.Name, bottom, top)
		g.completedAction(p, scryName, completedWhat(k, n))
	}
	return nil
}

// exileAction: to exile an object is to move it to the exile zone from
// wherever it is (701.13a); "remove from the game" of the reference
// edition.
var exileAction = KeywordAction{
	Name:   "exile",
	Rule:   "701.13",
	Oracle: []string{"exile TARGET", "remove TARGET from the game"},
	Ops:    []string{"move"},
	cites: map[string]string{
		"217.7a#exile": "701.13a",
	},
}

// revealAction: to reveal a card is to show it to all players; it
// doesn't leave its zone (701.20a-b).
var revealAction = KeywordAction{
	Name:   "reveal",
	Rule:   "701.20",
	Oracle: []string{"TARGET reveals their hand and discards all FILTER"},
	Ops:    []string{"discard-matching"},
	cites: map[string]string{
		"413.2b#reveal":   "701.20a",
		"413.2b#revealed": "701.20b",
	},
}
