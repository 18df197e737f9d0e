package rulings

// Effects on how many lands a player may play this turn: "You may play an
// additional land this turn" raises the number (212.6b of 2006, 305.2 of
// 2026); "You can't play lands this turn" forbids playing any, and where
// one effect allows an action and another says it can't happen, the
// "can't" effect wins (103.2 of 2006, 101.2 of 2026).

// landPlays is what this turn's effects say about a player's land plays.
type landPlays struct {
	// additional counts the additional lands effects let the player play.
	additional int
	// forbidden names the source of an effect that says the player can't
	// play lands this turn, if any.
	forbidden string
}

// opAdditionalLand lets each player named play one more land this turn.
func opAdditionalLand(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.players[p].lands.additional++
		g.record("212.6b", "%s may play %d land(s) this turn: an effect lets him or her play an additional land", g.playerName(p), 1+g.players[p].lands.additional)
	}
	return nil
}

// opNoLands stops each player named from playing lands this turn.
func opNoLands(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.players[p].lands.forbidden = "an effect"
		if r.source != nil {
			g.players[p].lands.forbidden = r.source.name() + "'s effect"
		}
		g.record("212.6b", "%s can't play lands this turn", g.playerName(p))
	}
	return nil
}

// checkLandPlay returns the error of an illegal land play by p: one
// forbidden by an effect, or one beyond the lands p may play this turn.
func (g *Game) checkLandPlay(p PlayerID) error {
	pl := g.players[p]
	name := g.playerName(p)
	if pl.lands.forbidden != "" {
		if pl.lands.additional > 0 {
			return g.illegal("103.2", "%s can't play a land: one effect lets him or her play an additional land, but %s says he or she can't play lands this turn; the \"can't\" effect wins", name, pl.lands.forbidden)
		}
		return g.illegal("103.2", "%s can't play a land: %s says he or she can't play lands this turn", name, pl.lands.forbidden)
	}
	if pl.LandsPlayed >= 1+pl.lands.additional {
		if pl.lands.additional == 0 {
			return g.illegal("212.6b", "%s has already played a land this turn", name)
		}
		return g.illegal("212.6b", "%s has already played %d lands this turn", name, pl.LandsPlayed)
	}
	return nil
}
