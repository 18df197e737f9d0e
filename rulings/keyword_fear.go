package rulings

// fear: a creature with fear can't be blocked except by artifact creatures
// and/or black creatures (502.25).
var fear = Keyword{evasion: true, redundantRule: "502.25c", Name: fearName, Rule: "502.25", natureRule: "502.25a", nature: "fear is an evasion ability", Form: "fear", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).fearForbidsBlock}

const fearName = "fear"

// fearForbidsBlock applies 502.25b.
func (g *Game) fearForbidsBlock(attacker, blocker *view) error {
	if !hasKeyword(attacker.chars(), fearName) {
		return nil
	}
	b := blocker.chars()
	switch {
	case b.HasType("artifact"):
		g.record("502.25b", "%s has fear, but %s is an artifact creature and can block it", attacker.name(), blocker.name())
	case b.Colors.Has(Black):
		g.record("502.25b", "%s has fear, but %s is black and can block it", attacker.name(), blocker.name())
	default:
		return g.illegal("502.25b", "%s has fear and can't be blocked except by artifact creatures and/or black creatures; %s can't block it", attacker.name(), blocker.name())
	}
	return nil
}
