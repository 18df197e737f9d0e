package rulings

import "slices"

// The game's state as its readers see it: copies, so that the state
// changes only through the engine's own methods.

// Players returns the players in turn order, as copies.
func (g *Game) Players() []Player {
	out := make([]Player, len(g.players))
	for i := range g.players {
		out[i] = g.Player(PlayerID(i))
	}
	return out
}

// Player returns a copy of one player's state.
func (g *Game) Player(id PlayerID) Player {
	p := *g.players[id]
	p.Library = slices.Clone(p.Library)
	p.Hand = slices.Clone(p.Hand)
	p.Graveyard = slices.Clone(p.Graveyard)
	return p
}

// InPlay lists the permanents in play, oldest first.
func (g *Game) InPlay() []ObjectID { return slices.Clone(g.inPlay) }

// Stack lists the stack, bottom first.
func (g *Game) Stack() []ObjectID { return slices.Clone(g.stack) }

// Removed lists the objects removed from the game.
func (g *Game) Removed() []ObjectID { return slices.Clone(g.removed) }

// Turn is the turn number.
func (g *Game) Turn() int { return g.turn }

// Active is the player whose turn it is.
func (g *Game) Active() PlayerID { return g.active }

// Step is the current step.
func (g *Game) Step() StepKind { return g.step }

// Priority is the player who has priority.
func (g *Game) Priority() PlayerID { return g.priority }

// Over reports whether the game has ended (102.1).
func (g *Game) Over() bool { return g.over }
