package rulings

// opExtraTurn adds an extra turn for a player directly after the current
// turn (300.6).
func opExtraTurn(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.extraTurns = append(g.extraTurns, p)
		g.record("300.6", "%s will take an extra turn directly after this one", g.playerName(p))
	}
	return nil
}

// nextTurnsPlayer returns the active player of the turn that begins after
// cleanup: the most recently added extra turn's player, taken first
// (300.6), or else the next player in turn order. Extra turns are added
// to the sequence of turns: once they are over, the turn that follows is
// the one that would have followed the turn they were added after, so a
// player given an extra turn by the player before them takes two turns in
// a row.
func (g *Game) nextTurnsPlayer() PlayerID {
	for n := len(g.extraTurns); n > 0; n = len(g.extraTurns) {
		p := g.extraTurns[n-1]
		g.extraTurns = g.extraTurns[:n-1]
		if !g.inGame(p) {
			g.record("600.4#turn", "%s has left the game: the extra turn %s would take doesn't begin", g.playerName(p), g.playerName(p))
			continue
		}
		if g.skipsTurn(p) {
			continue
		}
		if !g.inExtraTurn {
			g.inExtraTurn, g.resumeFrom = true, g.active
		}
		g.record("300.6", "%s takes the extra turn added after the last one", g.playerName(p))
		return p
	}
	last := g.active
	if g.inExtraTurn {
		last = g.resumeFrom
		g.inExtraTurn = false
		g.record("300.6", "the extra turns are over: the turn that follows is the one that would have followed %s's turn", g.playerName(last))
	}
	for {
		next := g.nextInGame(last)
		if skipped := PlayerID((int(last) + 1) % len(g.players)); skipped != next {
			g.record("600.4#turn", "%s has left the game: the turn %s would take next doesn't begin, %s's does", g.playerName(skipped), g.playerName(skipped), g.playerName(next))
		}
		if !g.skipsTurn(next) {
			return next
		}
		// The turn after the skipped one is the one that would have
		// followed it.
		last = next
	}
}
