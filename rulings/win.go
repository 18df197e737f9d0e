package rulings

// opWinGame: an effect states that a player wins the game (102.2b). Every
// other player still in the game loses, and the game ends at once (102.1).
func opWinGame(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		if g.players[p].Lost {
			continue
		}
		g.record("102.2b", "an effect states that %s wins the game: every other player loses and the game ends", g.playerName(p))
		for _, q := range g.players {
			if q.ID != p {
				q.Lost = true
			}
		}
		g.over = true
		return nil
	}
	return nil
}

// opLoseGame: an effect states that a player loses the game (104.3e of
// 2026). The player leaves the game at once, without waiting for
// state-based actions; a player already out of the game loses nothing
// more, and the game ends when one player remains (102.2a).
func opLoseGame(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		pl := g.players[p]
		if pl.Lost {
			continue
		}
		g.recordLater("104.3e", "an effect states that %s loses the game", pl.Name)
		pl.Lost = true
		g.endIfDecided()
		if g.over {
			return nil
		}
		g.leaveGame(p)
	}
	return nil
}

// opDrawGame: an effect states that the game is a draw (104.4c of 2026).
// It ends at once, with no winner, for every player still in it.
func opDrawGame(g *Game, r *resolution, ins Instruction) error {
	if g.over {
		return nil
	}
	g.recordLater("104.4c", "an effect states that the game is a draw: it ends with no winner for %s", joinAnd(g.remainingNames()))
	g.over = true
	return nil
}

// remainingNames names the players still in the game, in turn order.
func (g *Game) remainingNames() []string {
	var out []string
	for _, p := range g.players {
		if !p.Lost {
			out = append(out, p.Name)
		}
	}
	return out
}
