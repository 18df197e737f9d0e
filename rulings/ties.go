package rulings

import (
	"fmt"
	"strings"
)

// Ties (413.2i): an effect that could result in a tie says what to do in
// one, and the game has no default. "The player with the most life" is
// written with the text's own answer for a tie: every tied player
// ("each player with the most life"), or none ("unless two or more
// players are tied for the most life").

// The answers a text gives for a tie, in Ref.Name of a RefMostLife.
const (
	// TieEach makes every player tied for the most life do it.
	TieEach = "each"
	// TieNone makes no player do it when two or more are tied.
	TieNone = "none"
)

// mostLife resolves "the player with the most life" among the players
// still in the game, as the instruction is followed.
func (r *resolution) mostLife(ref Ref) []PlayerID {
	g := r.g
	var most []PlayerID
	best := 0
	for _, p := range g.apnap() {
		pl := g.players[p]
		if pl.Lost {
			continue
		}
		switch {
		case len(most) == 0 || pl.Life > best:
			most, best = []PlayerID{p}, pl.Life
		case pl.Life == best:
			most = append(most, p)
		}
	}
	if len(most) < 2 {
		return most
	}
	names := make([]string, len(most))
	for i, p := range most {
		names[i] = g.playerName(p)
	}
	tied := fmt.Sprintf("%s are tied for the most life (%d)", strings.Join(names, " and "), best)
	if ref.Name == TieNone {
		g.record("413.2i", "%s; the text says what to do in a tie, the game having no default: no player does it", tied)
		return nil
	}
	g.record("413.2i", "%s; the text says what to do in a tie, the game having no default: each of them does it", tied)
	return most
}
