package rulings

// shadow: a creature with shadow can't be blocked by creatures without
// shadow, and a creature without shadow can't be blocked by creatures
// with shadow (502.8).
var shadow = Keyword{evasion: true, redundantRule: "502.8c", Name: shadowName, Rule: "502.8", natureRule: "502.8a", nature: "shadow is an evasion ability", Form: "shadow", build: staticKeyword(PlayRule),
	restrictsBlock: (*Game).shadowForbidsBlock}

const shadowName = "shadow"

// shadowForbidsBlock applies 502.8b in both directions.
func (g *Game) shadowForbidsBlock(attacker, blocker *view) error {
	a, b := hasKeyword(attacker.chars(), shadowName), hasKeyword(blocker.chars(), shadowName)
	switch {
	case a && !b:
		return g.illegal("502.8b", "%s has shadow and can't be blocked by creatures without shadow; %s can't block it", attacker.name(), blocker.name())
	case b && !a:
		return g.illegal("502.8b", "%s has no shadow and can't be blocked by creatures with shadow; %s can't block it", attacker.name(), blocker.name())
	case a && b:
		g.record("502.8b", "%s and %s both have shadow: the block is allowed", blocker.name(), attacker.name())
	}
	if n := countKeyword(attacker, shadowName); n > 1 {
		g.record("502.8c", "%s has %d instances of shadow: they are redundant", attacker.name(), n)
	}
	return nil
}
