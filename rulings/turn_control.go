package rulings

// Controlling another player's turn (507, Mindslaver): "you control
// target player during that player's next turn". The effect waits for
// the next turn that player actually takes (507.1, 507.1b); a later one
// overwrites an earlier (507.1a). During that turn the controller makes
// every choice and decision the player would (507.3), using only that
// player's resources (507.3a); the objects keep their controllers
// (507.1c), and the player may still concede (507.3b).

// turnControl is one player's control of another's turn.
type turnControl struct {
	player, by PlayerID
	on         bool
}

// opControlTurn gives the controller of the resolving spell or ability
// control of the player's next turn.
func opControlTurn(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		for i, c := range g.turnControls {
			if c.player == p {
				g.record("507.1a", "the effect giving %s control of %s's next turn is overwritten: the last one created is the one that works", g.playerName(c.by), g.playerName(p))
				g.turnControls = append(g.turnControls[:i:i], g.turnControls[i+1:]...)
				break
			}
		}
		g.turnControls = append(g.turnControls, turnControl{player: p, by: r.controller, on: true})
		g.record("507.1", "%s will control %s's next turn: the next turn %s actually takes", g.playerName(r.controller), g.playerName(p), g.playerName(p))
	}
	return nil
}

// beginTurnControl starts, as a turn begins, the control of it an effect
// gave, and ends the control of the previous turn (507.1).
func (g *Game) beginTurnControl() {
	if g.controlledTurn.on {
		g.record("507.1", "%s's control of %s's turn ends as the next turn begins", g.playerName(g.controlledTurn.by), g.playerName(g.controlledTurn.player))
		g.controlledTurn = turnControl{}
	}
	for i, c := range g.turnControls {
		if c.player == g.active {
			g.controlledTurn = c
			g.turnControls = append(g.turnControls[:i:i], g.turnControls[i+1:]...)
			g.record("507.1", "%s controls %s's turn: the entire turn is controlled", g.playerName(c.by), g.playerName(c.player))
			g.record("507.1c", "only the control of %s's turn changes: every object is controlled by its normal controller, and %s is still the active player", g.playerName(c.player), g.playerName(c.player))
			if c.by == c.player && g.rules.Numbers != nil {
				g.record("723.9", "the effect gives %s control of themselves: %s makes their own decisions and choices as normal", g.playerName(c.player), g.playerName(c.player))
			}
			return
		}
	}
}

// decider is the player who makes player p's choices and decisions now:
// the controller of p's turn while it is controlled (507.3), or p.
func (g *Game) decider(p PlayerID) PlayerID {
	if g.controlledTurn.on && g.controlledTurn.player == p {
		return g.controlledTurn.by
	}
	return p
}

// ActFor has player by take the next action for player p, as the
// controller of p's turn (507.3); Act(p, p) restores acting for oneself.
func (g *Game) ActFor(by, p PlayerID) {
	g.acting = turnControl{player: p, by: by, on: by != p}
}

// checkDecider refuses an action taken for player p by anyone but the one
// who makes p's decisions now (507.3).
func (g *Game) checkDecider(p PlayerID) error {
	by := p
	if g.acting.on && g.acting.player == p {
		by = g.acting.by
	}
	want := g.decider(p)
	if by == want {
		if by != p {
			g.record("507.3", "%s, who controls %s's turn, makes %s's decision", g.playerName(by), g.playerName(p), g.playerName(p))
		}
		g.noteOwnDecisions(p)
		return nil
	}
	if want != p {
		return g.illegal("507.3", "%s controls %s's turn and makes all of %s's choices and decisions: %s can't take this action", g.playerName(want), g.playerName(p), g.playerName(p), g.playerName(by))
	}
	return g.illegal("507.3", "%s doesn't control %s's turn and can't make %s's decisions", g.playerName(by), g.playerName(p), g.playerName(p))
}

// noteResourcesOf records, when the controller of p's turn pays p's costs,
// that the payment comes from p's resources only (507.3a).
func (g *Game) noteResourcesOf(p PlayerID) {
	if g.acting.on && g.acting.player == p {
		g.record("507.3a", "%s pays %s's costs and uses %s's resources only: %s's mana and cards", g.playerName(g.acting.by), g.playerName(p), g.playerName(p), g.playerName(p))
	}
}
