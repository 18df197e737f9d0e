package rulings

import (
	"maps"
	"slices"
)

// first strike: a creature with it deals its combat damage in a combat
// damage step of its own, before creatures without it (502.2, 310.5).
var firstStrike = Keyword{redundantRule: "502.2d", Name: "first strike", Rule: "502.2", natureRule: "502.2a", nature: "first strike is a static ability that modifies the rules for the combat damage step", Form: "first strike", build: staticKeyword(PlayRule)}

// double strike: the creature deals combat damage in both combat damage
// steps (502.28).
var doubleStrike = Keyword{redundantRule: "502.28e", Name: "double strike", Rule: "502.28", natureRule: "502.28a", nature: "double strike is a static ability that modifies the rules for the combat damage step", Form: "double strike", build: staticKeyword(PlayRule)}

// strikesFirst reports whether a creature assigns damage in the first of
// two combat damage steps: it has first strike or double strike.
func strikesFirst(c *Characteristics) bool {
	return hasKeyword(c, firstStrike.Name) || hasKeyword(c, doubleStrike.Name)
}

// anyFirstStrike reports whether an attacking or blocking creature has
// first strike or double strike (310.5, 502.28b).
func (g *Game) anyFirstStrike() bool {
	c := g.combat
	for _, id := range append(slices.Clone(c.attackers), slices.Collect(maps.Keys(c.blocking))...) {
		if g.inCombat(id) && strikesFirst(g.view(id).chars()) {
			return true
		}
	}
	return false
}

// dealsDamageThisStep reports whether a creature assigns combat damage in
// the current combat damage step. In the first of two, only creatures with
// first strike or double strike do (310.5). In the second, creatures that
// didn't assign damage in the first do, and those with double strike do
// again: gaining or losing first strike after the first step changes
// neither (502.2c), while losing double strike stops the second assignment
// and gaining it allows one (502.28c-d). Which creatures "didn't assign"
// changed with the Magic 2010 update (Rules.SecondStepByFirstStrike).
func (g *Game) dealsDamageThisStep(id ObjectID) bool {
	c := g.combat
	chars := g.view(id).chars()
	switch {
	case c.firstStrikeStep:
		return strikesFirst(chars)
	case c.second:
		first, struck := c.struckFirst[id]
		if struck && !first.assigned && !g.rules.SecondStepByFirstStrike && !hasKeyword(chars, doubleStrike.Name) {
			g.record("310.5", "%s assigned no combat damage in the first combat damage step: it is among the surviving creatures that didn't assign combat damage there, which assign theirs in this one", g.name(id))
			return true
		}
		if !struck {
			if strikesFirst(chars) && !hasKeyword(chars, doubleStrike.Name) {
				g.record("502.2c", "%s has first strike now, but it assigned no combat damage in the first combat damage step: it assigns combat damage in this one", g.name(id))
			}
			return true
		}
		if hasKeyword(chars, doubleStrike.Name) && !first.double {
			g.record("502.28d", "%s was given double strike after it assigned combat damage in the first combat damage step: it assigns combat damage in the second too", g.name(id))
			return true
		}
		if hasKeyword(chars, doubleStrike.Name) {
			g.record("502.28b", "%s has double strike: it assigns combat damage again in the second combat damage step", g.name(id))
			g.recordRedundant(g.view(id), doubleStrike.Name)
			return true
		}
		if first.double {
			g.record("502.28c", "%s lost double strike after it assigned combat damage in the first combat damage step: it assigns none in the second", g.name(id))
			return false
		}
		if !first.assigned {
			g.record("310.5", "%s had first strike as the first combat damage step began, though it assigned no combat damage in it: only the creatures that had neither first strike nor double strike then, and those with double strike now, assign combat damage in this one", g.name(id))
			return false
		}
		if !strikesFirst(chars) {
			g.record("502.2c", "%s no longer has first strike, but it assigned combat damage in the first combat damage step: it assigns none in this one", g.name(id))
		}
		return false
	}
	return true
}

// noteStrikesFirst records the creatures assigning damage in the first of
// two combat damage steps, which the second step looks back to.
func (g *Game) noteStrikesFirst(id ObjectID) {
	c := g.combat
	if !c.firstStrikeStep {
		return
	}
	if c.struckFirst == nil {
		c.struckFirst = map[ObjectID]firstStep{}
	}
	double := hasKeyword(g.view(id).chars(), doubleStrike.Name)
	c.struckFirst[id] = firstStep{double: double}
	// A double striker assigns in the first step by double strike's own
	// rule (502.28b; 702.4b of 2026), whether or not it has first strike.
	rule := "502.2b"
	if double {
		rule = "502.28b"
	}
	g.record(rule, "%s assigns its combat damage in the first combat damage step; creatures without first strike or double strike wait for the second", g.name(id))
	g.recordRedundant(g.view(id), firstStrike.Name)
	g.recordRedundant(g.view(id), doubleStrike.Name)
}

// noteAssignedFirst records, once the first of two combat damage steps'
// damage is assigned, which of its creatures assigned any.
func (g *Game) noteAssignedFirst(all []combatDamage) {
	c := g.combat
	if !c.firstStrikeStep {
		return
	}
	for _, d := range all {
		if f, ok := c.struckFirst[d.source.id]; ok && d.amount > 0 {
			f.assigned = true
			c.struckFirst[d.source.id] = f
		}
	}
}
