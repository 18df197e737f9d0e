package rulings

// vigilance: attacking doesn't cause the creature to tap (502.14b).
var vigilance = Keyword{redundantRule: "502.14c", Name: "vigilance", Rule: "502.14", natureRule: "502.14a", nature: "vigilance is a static ability that modifies the rules for the declare attackers step", Form: "vigilance", build: staticKeyword(PlayRule)}

// attacksWithoutTapping records the attack of a creature with vigilance and
// reports whether it has it; otherwise the caller taps it (308.2c).
func (g *Game) attacksWithoutTapping(v *view) bool {
	if !hasKeyword(v.chars(), vigilance.Name) {
		return false
	}
	g.record("502.14b", "%s attacks %s; it has vigilance, so attacking doesn't cause it to tap", v.name(), g.playerName(g.defendingPlayer()))
	g.recordRedundant(v, vigilance.Name)
	return true
}
