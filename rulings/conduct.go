package rulings

// The decisions a player makes himself or herself, even while another
// player controls his or her turn: conceding (102.3a, 507.3b) and the
// decisions no rule or object calls for, those of the tournament rules
// among them, such as agreeing to an intentional draw (507.3c).

// checkOwnDecision refuses a decision taken for player p by another
// player: the controller of p's turn can't make it (rule, 507.3b or
// 507.3c), and no other player makes any of p's decisions (507.3).
func (g *Game) checkOwnDecision(p PlayerID, rule, what string) error {
	if !g.acting.on || g.acting.player != p {
		return nil
	}
	by := g.acting.by
	if !g.controlsTurnOf(by, p) {
		return g.illegal("507.3", "%s doesn't control %s's turn and can't make %s's decisions", g.playerName(by), g.playerName(p), g.playerName(p))
	}
	if rule == "507.3b" {
		return g.illegal(rule, "%s controls %s's turn but can't make %s %s: %s may %s at any time, and only %s", g.playerName(by), g.playerName(p), g.playerName(p), what, g.playerName(p), what, g.playerName(p))
	}
	return g.illegal(rule, "%s controls %s's turn but can't decide for %s to %s: no rule or object calls for that decision, so %s still makes it", g.playerName(by), g.playerName(p), g.playerName(p), what, g.playerName(p))
}

// AgreeToDraw has player p agree to an intentional draw, a decision of
// the tournament rules, not of the game's; once every player remaining in
// the game has agreed, the game is a draw (102.4).
func (g *Game) AgreeToDraw(p PlayerID) error {
	if g.over {
		return g.illegal("102.4", "the game is over: there is nothing left to draw")
	}
	if err := g.checkOwnDecision(p, "507.3c", "agree to an intentional draw"); err != nil {
		return err
	}
	if c := g.controlledTurn; c.on && c.player == p {
		g.record("507.3c", "%s controls %s's turn, but the decision to agree to an intentional draw is %s's own: the tournament rules call for it, not the game's rules or any object", g.playerName(c.by), g.playerName(p), g.playerName(p))
	}
	g.drawAgreed |= 1 << uint(p)
	g.record("102.4", "%s agrees to an intentional draw", g.playerName(p))
	for _, pl := range g.players {
		if !pl.Lost && g.drawAgreed&(1<<uint(pl.ID)) == 0 {
			return nil
		}
	}
	g.record("102.4", "every player remaining in the game has agreed to an intentional draw: the game is a draw")
	g.over = true
	return nil
}
