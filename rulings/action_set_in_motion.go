package rulings

// setInMotionAction: to set a scheme in motion is to move it off the top
// of your scheme deck and turn it face up (701.32b); only a scheme card
// may be set in motion, only during an Archenemy game and only by the
// archenemy (701.32a). Schemes are set in motion one at a time: "set two
// schemes in motion" is setting one in motion twice, each with its own
// "When you set this scheme in motion" triggers (701.32c). The archenemy
// sets the top scheme in motion as their precombat main phase begins
// (904.9, schemes.go); an effect may have them do it at any other time,
// on any player's turn. A keyword action from Archenemy, dated by that
// set's release.
var setInMotionAction = KeywordAction{
	Name:   "set in motion",
	Rule:   "701.32",
	Since:  SchemeSince,
	Oracle: []string{"set a scheme in motion", "set N schemes in motion"},
	Ops:    []string{"set-in-motion"},
}

// opSetInMotion has each player of the instruction set the top scheme of
// their scheme deck in motion, the instruction's amount of times, one at
// a time (701.32c). A player who isn't the archenemy sets none (701.32a).
func opSetInMotion(g *Game, r *resolution, ins Instruction) error {
	n := max(r.value(ins.Amount), 1)
	for _, p := range r.players(ins.Player) {
		name := g.playerName(p)
		if !g.players[p].archenemy {
			g.record("701.32a", "%s is not the archenemy: only the archenemy may set a scheme card in motion, and nothing happens", name)
			continue
		}
		g.record("701.32a", "%s is the archenemy: only they may set a scheme card in motion, and an effect may have them do so on any player's turn", name)
		if n > 1 {
			g.record("701.32c", "%s is instructed to set %d schemes in motion: they set a scheme in motion %d times, one at a time", name, n, n)
		}
		for range n {
			if !g.setInMotion(p) {
				break
			}
		}
	}
	return nil
}
