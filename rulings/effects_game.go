package rulings

// opWinGame carries out "you win the game" (102.2b): the game ends at once
// (102.1), every opponent of the winner having lost it. A player who would
// win and lose at the same time loses (102.3e), so a winner who has
// already lost wins nothing.
func opWinGame(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		winner := g.players[p]
		if winner.Lost || g.over {
			continue
		}
		g.record("102.2b", "an effect states that %s wins the game", winner.Name)
		for _, o := range g.players {
			if o.ID != p {
				o.Lost = true
			}
		}
		g.over = true
		g.record("102.1", "the game ends immediately: %s wins it", winner.Name)
	}
	return nil
}
