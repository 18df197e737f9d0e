package rulings

import (
	"maps"
	"slices"
)

// first strike: a creature with it deals its combat damage in a combat
// damage step of its own, before creatures without it (502.2, 310.5).
var firstStrike = Keyword{Name: "first strike", Rule: "502.2", Form: "first strike", build: staticKeyword(PlayRule)}

// anyFirstStrike reports whether an attacking or blocking creature has
// first strike (310.5).
func (g *Game) anyFirstStrike() bool {
	c := g.combat
	for _, id := range append(slices.Clone(c.attackers), slices.Collect(maps.Keys(c.blocking))...) {
		if g.inCombat(id) && (hasKeyword(g.view(id).chars(), firstStrike.Name) || hasDoubleStrike(g.view(id))) {
			return true
		}
	}
	return false
}

// dealsDamageThisStep reports whether a creature assigns combat damage in
// the current combat damage step: in the first of two, only creatures
// with first strike do; in the second, only those without (310.5).
func (g *Game) dealsDamageThisStep(id ObjectID) bool {
	c := g.combat
	v := g.view(id)
	first := hasKeyword(v.chars(), firstStrike.Name)
	switch {
	case c.firstStrikeStep:
		return first || g.strikesFirstAndAgain(v, true)
	case c.second:
		return g.strikesFirstAndAgain(v, false) || !first
	}
	return true
}
