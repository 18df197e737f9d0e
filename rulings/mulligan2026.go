package rulings

import (
	"fmt"
	"slices"
)

// The mulligan of the 2026 rules (103.5 of 2026): each player has drawn a
// hand of their starting hand size, seven. The starting player declares
// first whether they will take a mulligan, then each other player in turn
// order; once each has declared, those who chose to mulligan do so at the
// same time. A mulligan shuffles the hand back into the library and draws
// seven again, then puts as many of those cards on the bottom of the
// library as mulligans the player has taken. In a multiplayer game the
// first mulligan isn't counted (103.5c); in a game using the shared team
// turns option the starting team declares first (103.5d). The process
// repeats until no player takes a mulligan, and then the starting player
// takes their first turn (103.8), skipping its draw step in a two-player
// game (103.8a).

// startingHandSize is a player's starting hand size, normally seven
// (103.5 of 2026).
const startingHandSize = 7

// londonMulligan reports whether the game's mulligans follow 103.5 of
// 2026 rather than the reference edition's 101.4.
func (g *Game) londonMulligan() bool { return g.rules.Edition == Edition2026 }

// multiplayerGame reports whether the game began with more than two
// players (100.1b of 2026).
func (g *Game) multiplayerGame() bool { return len(g.players) > 2 }

// recordPlayerCount says which kind of game the rules that tell two
// players from more apply to: a game that began with only two players
// is a two-player game (100.1a of 2026), one that began with more a
// multiplayer game (100.1b).
func (g *Game) recordPlayerCount() {
	var list []string
	for _, pl := range g.players {
		list = append(list, pl.Name)
	}
	names := joinAnd(list)
	if g.multiplayerGame() {
		g.recordLater("100.1b", "the game began with %d players, %s: it is a multiplayer game", len(g.players), names)
		return
	}
	g.recordLater("100.1a", "the game began with only two players, %s: it is a two-player game", names)
}

// countedMulligans is how many of n mulligans count toward the cards a
// player puts on the bottom and the mulligans they may take: all of them,
// or all but the first in a multiplayer game (103.5c of 2026).
func (g *Game) countedMulligans(n int) int {
	if g.multiplayerGame() && n > 0 {
		return n - 1
	}
	return n
}

// beginLondonMulligans records the start of the mulligan process of 2026.
func (g *Game) beginLondonMulligans() {
	g.recordLater("101.4e", "while the game starts, %s, the starting player, is considered the active player and each other player a nonactive player: choices are made in APNAP order", g.playerName(g.active))
	g.recordLater("103.5", "each player has drawn a hand of their starting hand size, %d cards: %s, the starting player, declares first whether they will take a mulligan, then each other player in turn order", startingHandSize, g.playerName(g.active))
	if g.mulligans.teams != nil {
		g.recordLater("103.5d", "with shared team turns, each player on the starting team (%s) declares first, then the players of the other team; all mulligans are then taken at the same time", joinAnd(g.playerNameList(g.mulliganGroups()[0])))
	}
}

// londonTurn refuses a declaration out of turn: a player declares once
// every player before them in the declaration order has (103.5 of 2026);
// with teams, once every player of the teams before theirs has (103.5d).
func (g *Game) londonTurn(p PlayerID) error {
	m := g.mulligans
	for _, group := range g.mulliganGroups() {
		if slices.Contains(group, p) {
			return nil
		}
		for _, q := range group {
			if _, ok := m.decided[q]; !ok && !m.kept[q] {
				order := "the starting player declares first whether they will take a mulligan, then each other player in turn order"
				if m.teams != nil {
					order = "each player on the starting team declares first whether they will take a mulligan, then the players on each other team"
				}
				return g.illegal(g.mulliganRule(), "%s declares in turn: %s, and %s hasn't declared yet", g.playerName(p), order, g.playerName(q))
			}
		}
	}
	return nil
}

// londonHandSize is the opening hand player p would have after one more
// mulligan: seven cards less one for each counted mulligan (103.5,
// 103.5c of 2026).
func (g *Game) londonHandSize(p PlayerID) int {
	return startingHandSize - g.countedMulligans(g.mulligans.taken[p]+1)
}

// takeLondonMulligan has player p take a mulligan (103.5 of 2026): the
// hand goes back into the library, which is shuffled, seven cards are
// drawn, and p puts one card for each counted mulligan on the bottom of
// the library, in the order p chooses them.
func (g *Game) takeLondonMulligan(p PlayerID) error {
	m := g.mulligans
	pl := g.players[p]
	for _, id := range slices.Clone(pl.Hand) {
		g.move(id, ZoneLibrary, p)
	}
	g.shuffleIDs(pl.Library)
	drawn := min(startingHandSize, len(pl.Library))
	for range drawn {
		g.move(pl.Library[0], ZoneHand, p)
	}
	m.taken[p]++
	bottom := g.countedMulligans(m.taken[p])
	g.recordLater("103.5", "%s takes a mulligan: they shuffle their hand into their library, draw a new hand of %s, then put %s on the bottom of their library, one for each mulligan they have taken", g.playerName(p), count(drawn, "card"), count(bottom, "card"))
	if g.multiplayerGame() && m.taken[p] == 1 {
		g.recordPlayerCount()
		g.recordLater("103.5c", "in a multiplayer game the first mulligan %s takes doesn't count: they put no card on the bottom of their library for it", g.playerName(p))
	}
	for i := range min(bottom, len(pl.Hand)) {
		id, err := g.chooseAmong(p, slices.Clone(pl.Hand), "101.4", fmt.Sprintf("the card %s puts on the bottom of their library (%d of %d)", g.playerName(p), i+1, bottom))
		if err != nil {
			return err
		}
		ev := g.move(id, ZoneLibrary, p)
		pl.Library = append(slices.DeleteFunc(pl.Library, func(x ObjectID) bool { return x == ev.NewID }), ev.NewID)
		g.recordLater("103.5", "%s puts %s on the bottom of their library", g.playerName(p), g.name(ev.NewID))
	}
	return nil
}

// firstTurnDraw records whether the starting player skips the draw step of
// the game's first turn: in a two-player game they do (103.8a of 2026),
// and in other multiplayer games no player does (103.8c). skip is true
// when the draw is skipped.
func (g *Game) firstTurnDraw() (skip bool) {
	if g.firstTurn == 0 || g.turn != g.firstTurn {
		return false
	}
	g.recordPlayerCount()
	if g.firstTeam != nil {
		g.recordLater("103.8b", "in a Two-Headed Giant game the team who plays first, %s, skips the draw step of their first turn: %s draws no card", joinAnd(g.playerNameList(g.firstTeam)), g.playerName(g.active))
		return true
	}
	if g.multiplayerGame() {
		g.recordLater("103.8c", "in a multiplayer game no player skips the draw step of their first turn: %s draws", g.playerName(g.active))
		return false
	}
	g.recordLater("103.8a", "in a two-player game the player who plays first skips the draw step of their first turn: %s draws no card", g.playerName(g.active))
	return true
}

// nonactiveNames names the players other than the active player, the
// nonactive players (102.1 of 2026), with the verb: "bob is", "bob and
// carol are".
func (g *Game) nonactiveNames() string {
	var names []string
	for _, pl := range g.players {
		if pl.ID != g.active {
			names = append(names, pl.Name)
		}
	}
	if len(names) == 1 {
		return names[0] + " is"
	}
	return joinAnd(names) + " are"
}
