package rulings

// horsemanship: a creature with horsemanship can't be blocked by creatures
// without horsemanship; it can block any creature (502.17).
var horsemanship = Keyword{evasion: true, redundantRule: "502.17c", Name: horsemanshipName, Rule: "502.17", natureRule: "502.17a", nature: "horsemanship is an evasion ability", Form: "horsemanship", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).horsemanshipForbidsBlock}

const horsemanshipName = "horsemanship"

// horsemanshipForbidsBlock applies 502.17b.
func (g *Game) horsemanshipForbidsBlock(attacker, blocker *view) error {
	a, b := hasKeyword(attacker.chars(), horsemanshipName), hasKeyword(blocker.chars(), horsemanshipName)
	switch {
	case a && !b:
		return g.illegal("502.17b", "%s has horsemanship and can't be blocked by creatures without horsemanship; %s can't block it", attacker.name(), blocker.name())
	case b && !a:
		g.record("502.17b", "%s has horsemanship and can block %s, a creature without it", blocker.name(), attacker.name())
	case a && b:
		g.record("502.17b", "%s has horsemanship, so it can block %s", blocker.name(), attacker.name())
	}
	return nil
}
