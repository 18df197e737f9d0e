package rulings

import (
	"fmt"
	"maps"
	"slices"
)

// Restarting the game (727 of 2026): the game immediately ends, no player
// winning, losing or drawing it, and all players in it start a new game
// following the procedure of rule 103, the player who controlled the
// spell or ability that restarted it starting (727.1, 727.1a). Every card
// involved in the ended game, brought in from outside it or phased out
// included, is in the new one, in its owner's library: ownership doesn't
// change (727.2). Tokens and copies, which aren't cards, don't go on, nor
// does anything outside the game (a sideboard), which stays outside.
// Each library is shuffled (103.3), life totals become the starting life
// total (103.4), and each player draws a hand of seven, a player with
// fewer cards losing when state-based actions are first checked, in the
// upkeep of the first turn (727.3), after which players take mulligans
// (103.5) before the starting player's first turn begins (103.8), at its
// upkeep.

// OpRestartGame is the instruction "restart the game".
const OpRestartGame = "restart-game"

// restartZones are the zones of the game whose cards go into their
// owners' libraries in the new game (727.2); the battlefield holds
// phased-out permanents too. The command zone's cards (an Attraction deck,
// a conspiracy) are not played here: a restart leaves them out.
var restartZones = []Zone{ZoneLibrary, ZoneHand, ZoneGraveyard, ZoneInPlay, ZoneStack, ZoneRemoved}

// opRestartGame restarts the game: the spell or ability restarting it
// stops there, the new game having begun.
func opRestartGame(g *Game, r *resolution, ins Instruction) error {
	starter := r.controller
	if g.rules.Edition != Edition2026 {
		return fmt.Errorf("%q: restarting the game is played under the 2026 rules (727)", ins.Text)
	}
	if a := r.ability; a != nil && len(a.Effect) > 0 && a.Effect[len(a.Effect)-1].Text != ins.Text {
		// Karn Liberated's "then put all cards exiled with ..." isn't
		// played: what follows would act in the new game.
		return fmt.Errorf("%q: an instruction after restarting the game is not played", ins.Text)
	}
	g.record("727.1", "the game is restarted: it immediately ends, and no player in it wins, loses or draws it; all players in it start a new game following the procedures of rule 103")
	type involved struct {
		owner PlayerID
		card  *CardDefinition
	}
	var cards []involved
	for _, id := range slices.Sorted(maps.Keys(g.objects)) {
		o := g.objects[id]
		if o.Card == nil || o.Ability != nil || o.Combat != nil || !slices.Contains(restartZones, o.Zone) {
			continue
		}
		if o.Token || o.Copy {
			continue
		}
		cards = append(cards, involved{o.Owner, o.Card})
		if o.Owner != o.Controller && o.Zone == ZoneInPlay {
			g.record("727.2", "%s, owned by %s and controlled by %s, goes into the new game as %s's card: ownership doesn't change", o.Card.Name, g.playerName(o.Owner), g.playerName(o.Controller), g.playerName(o.Owner))
		}
		if g.broughtIn(o) {
			g.record("727.2", "%s, brought into the game from outside it, is involved in the game as it ends: it is in the new game too, in %s's library", o.Card.Name, g.playerName(o.Owner))
		}
	}
	names := make([]string, len(g.players))
	for i, p := range g.players {
		names[i] = p.Name
	}
	n := NewGame(g.rules, names, g.rngSeed)
	// What belongs to the play rather than to one game goes on: the
	// trace, the scripted answers and rolls, the card reference, the
	// random numbers, the object numbering and the timestamps.
	n.trace, n.choices, n.rolls, n.cardReference, n.rng = g.trace, g.choices, g.rolls, g.cardReference, g.rng
	n.stepLimit, n.subgamePlayer, n.refused, n.noted = g.stepLimit, g.subgamePlayer, g.refused, g.noted
	n.nextID, n.timestamp = g.nextID, g.timestamp
	for i, p := range g.players {
		// A sideboard is outside the game: it stays there.
		n.players[i].Sideboard = slices.Clone(p.Sideboard)
		for _, id := range p.Sideboard {
			n.objects[id] = g.objects[id]
		}
		n.players[i].Lost = p.Lost
	}
	for _, c := range cards {
		n.AddCard(c.owner, ZoneLibrary, c.card)
	}
	*g = *n
	g.SetTurn(1, starter, Upkeep)
	g.record("727.2", "every card involved in the game as it ended is involved in the new one, in its owner's library: %s", g.librarySizes())
	g.record("727.1a", "%s, who controlled the spell or ability that restarted the game, is the starting player of the new game", g.playerName(starter))
	// The shuffle and starting life total of 103 are cited by their 2026
	// numbers (recordLater): a restart is played under 2026 only, and
	// 103.3 and 103.4 of 2006 are other rules.
	for _, p := range g.inGamePlayers() {
		g.shuffleIDs(g.players[p].Library)
		g.recordLater("103.3", "%s shuffles their deck so that its cards are in a random order: it becomes their library", g.playerName(p))
		g.recordLater("103.4", "%s begins the new game with the starting life total, %d", g.playerName(p), g.players[p].Life)
	}
	for _, p := range g.inGamePlayers() {
		pl := g.players[p]
		drawn := min(startingHandSize, len(pl.Library))
		for range drawn {
			g.move(pl.Library[0], ZoneHand, p)
		}
		if drawn < startingHandSize {
			pl.DrewFromEmpty = true
			g.record("727.3", "%s has %s in their library, fewer than seven: they will lose the game when state-based actions are checked during the upkeep of the first turn, whatever mulligans they take", g.playerName(p), count(drawn, "card"))
		}
	}
	return g.BeginMulligans(nil)
}

// broughtIn reports whether card o was brought into the game from
// outside it (108.3b, wish.go).
func (g *Game) broughtIn(o *Object) bool {
	return slices.Contains(g.broughtInCards, o.Origin)
}

// inGamePlayers lists the players still in the game, in turn order.
func (g *Game) inGamePlayers() []PlayerID {
	var out []PlayerID
	for _, p := range g.players {
		if g.inGame(p.ID) {
			out = append(out, p.ID)
		}
	}
	return out
}

// librarySizes says how many cards each player's library holds.
func (g *Game) librarySizes() string {
	var parts []string
	for _, p := range g.players {
		parts = append(parts, g.playerName(p.ID)+"'s "+count(len(p.Library), "card"))
	}
	return joinAnd(parts)
}
