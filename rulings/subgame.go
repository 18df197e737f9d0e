package rulings

import (
	"fmt"
	"maps"
	"slices"
)

// SubgameFunc plays out a subgame (506.1): it takes the actions scripted
// for the subgame until the subgame ends.
type SubgameFunc func(sub *Game) error

// SetSubgamePlayer sets what plays the next subgame a spell or ability
// starts. Without one, a subgame must end by itself (a player losing as it
// starts, 506.3a).
func (g *Game) SetSubgamePlayer(f SubgameFunc) { g.subgamePlayer = f }

// subgameResult is who won and lost the last subgame.
type subgameResult struct {
	winner PlayerID
	won    bool
}

// Concede has a player concede the game (102.3a).
func (g *Game) Concede(p PlayerID) error {
	if g.over {
		return fmt.Errorf("the game is over")
	}
	if err := g.checkOwnDecision(p, "507.3b", "concede"); err != nil {
		return err
	}
	g.record("102.3a", "%s concedes and loses the game", g.playerName(p))
	g.recordLater("405.6g", "%s concedes without the stack: a player may concede at any time, and leaves the game immediately", g.playerName(p))
	g.players[p].Lost = true
	g.endIfDecided()
	if g.over {
		return nil
	}
	g.leaveGame(p)
	// The game goes on: what the player took along may leave state-based
	// effects to check (an Aura enchanting nothing) before the player with
	// priority acts.
	return g.givePriority(g.priority)
}

// opSubgame plays a Magic subgame using the players' libraries as their
// decks (506).
func opSubgame(g *Game, r *resolution, ins Instruction) error {
	g.record("506.1", "%s creates a subgame: the main game is discontinued until the subgame ends", r.source.name())
	g.recordLater("729.1", "%s lets the players play a Magic subgame", r.source.name())
	g.record("506.5", "all objects in the main game are outside the subgame, except those brought into it")
	names := make([]string, len(g.players))
	for i, p := range g.players {
		names[i] = p.Name
	}
	sub := NewGame(g.rules, names, g.rng.Uint64())
	// brought maps a subgame card to the main-game card it came from.
	brought := map[ObjectID]ObjectID{}
	var events []Event
	for _, p := range g.apnap() {
		library := g.objectsIn(p, ZoneLibrary)
		g.record("506.3", "%s removes his or her library (%d cards) from the game face down: it becomes his or her deck in the subgame", g.playerName(p), len(library))
		for _, id := range library {
			ev := g.move(id, ZoneRemoved, p)
			events = append(events, ev)
			brought[sub.AddCard(p, ZoneLibrary, g.objects[ev.NewID].Card)] = ev.NewID
		}
	}
	if len(events) > 0 {
		g.record("506.5a", "the %s brought into the subgame are removed from the main game: abilities in the main game that trigger on objects being removed from it trigger", count(len(events), "card"))
	}
	g.afterEvents(events, nil)
	for _, p := range sub.players {
		lib := p.Library
		sub.shuffleIDs(lib)
	}
	first := PlayerID(sub.rng.IntN(len(sub.players)))
	g.record("506.4", "the subgame proceeds like a normal game: %s is randomly determined to go first", g.playerName(first))
	for _, p := range sub.players {
		if len(p.Library) < 7 {
			g.record("506.3a", "%s's subgame deck has only %d cards, fewer than seven: he or she will lose the subgame as soon as it starts", p.Name, len(p.Library))
		}
		if _, err := sub.draw(p.ID, 7); err != nil {
			return err
		}
	}
	sub.SetTurn(1, first, Main1)
	err := sub.Start()
	if err == nil && !sub.over && g.subgamePlayer != nil {
		err = g.subgamePlayer(sub)
	}
	for _, s := range sub.trace.Steps() {
		g.trace.add(s.Rule, "subgame: "+s.Text)
	}
	if err != nil {
		return fmt.Errorf("in the subgame: %w", err)
	}
	if !sub.over {
		return fmt.Errorf("the subgame did not end: script it to the end (a player conceding or losing)")
	}
	g.subgame = &subgameResult{}
	for _, p := range sub.players {
		if !p.Lost {
			g.subgame.winner, g.subgame.won = p.ID, true
		}
	}
	g.endSubgame(sub, brought)
	if len(g.pending) > 0 {
		g.record("506.2", "main-game abilities that triggered during the subgame go on the stack only now that it is over")
	}
	return nil
}

// endSubgame sends every card brought into the subgame back to its owner's
// library, except those removed from the game in the subgame, which stay
// removed (506.6).
func (g *Game) endSubgame(sub *Game, brought map[ObjectID]ObjectID) {
	var events []Event
	for _, id := range slices.Sorted(maps.Keys(sub.objects)) {
		o := sub.objects[id]
		home, ok := brought[o.Origin]
		if !ok || g.objects[home] == nil {
			continue
		}
		if o.Zone == ZoneRemoved {
			g.record("506.6", "%s was removed from the game in the subgame: it stays removed from the game in the main game", o.Card.Name)
			continue
		}
		events = append(events, g.move(home, ZoneLibrary, g.objects[home].Owner))
	}
	for _, p := range g.players {
		lib := p.Library
		g.shuffleIDs(lib)
	}
	g.record("506.6", "the subgame ends: each player puts the cards he or she brought into it into his or her library in the main game, then shuffles")
	g.afterEvents(events, nil)
}

// opSubgamePenalty: each player who didn't win the last subgame loses
// half his or her life, rounded up.
func opSubgamePenalty(g *Game, r *resolution, ins Instruction) error {
	if g.subgame == nil {
		return nil
	}
	for _, p := range g.players {
		if g.subgame.won && g.subgame.winner == p.ID {
			continue
		}
		n := (p.Life + 1) / 2
		if p.Life%2 != 0 {
			g.recordLater("107.1", "the only numbers the game uses are integers: half of %d, %d.5, can't be used", p.Life, p.Life/2)
			g.record("104.1", "half of %s's %d life is not a whole number: the ability says to round up, to %d", p.Name, p.Life, n)
		}
		p.Life -= n
		g.record("413.2b", "%s didn't win the subgame and loses half his or her life, rounded up: %d (now %d)", p.Name, n, p.Life)
	}
	return nil
}
