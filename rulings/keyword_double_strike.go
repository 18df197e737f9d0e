package rulings

// double strike: the creature assigns combat damage in both the first and
// the second combat damage step (502.28).
var doubleStrike = Keyword{Name: doubleStrikeName, Rule: "502.28", Form: "double strike", build: staticKeyword(PlayRule)}

const doubleStrikeName = "double strike"

// hasDoubleStrike reports whether the creature seen in v has double strike.
func hasDoubleStrike(v *view) bool { return hasKeyword(v.chars(), doubleStrikeName) }

// strikesFirstAndAgain reports whether v assigns combat damage in the
// first (first is true) or second combat damage step because it has
// double strike (502.28b); a creature that loses double strike before the
// second step doesn't deal damage again (502.28c).
func (g *Game) strikesFirstAndAgain(v *view, first bool) bool {
	if !hasDoubleStrike(v) {
		return false
	}
	if n := countKeyword(v, doubleStrikeName); n > 1 && first {
		g.record("502.28e", "%s has %d instances of double strike: they are redundant", v.name(), n)
	}
	step := "second"
	if first {
		step = "first"
	}
	g.record("502.28b", "%s has double strike: it assigns combat damage in the %s combat damage step", v.name(), step)
	return true
}
