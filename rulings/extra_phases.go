package rulings

// opExtraCombat adds an additional combat phase followed by an additional
// main phase directly after the current main phase (300.7).
func opExtraCombat(g *Game, r *resolution, ins Instruction) error {
	g.extraCombats++
	g.record("300.7", "an additional combat phase followed by an additional main phase is added after this main phase")
	return nil
}

// addedPhasesFollow reports, as a main phase ends, whether a combat phase
// follows that the normal order doesn't have: an additional one (300.7),
// or, after the additional phases added to the precombat main phase, the
// turn's own combat phase.
func (g *Game) addedPhasesFollow() bool {
	if !g.step.isMain() {
		return false
	}
	if g.extraCombats > 0 {
		g.extraCombats--
		if g.step == Main1 {
			g.combatOwed = true
		}
		g.record("300.7", "the main phase ends: the additional combat phase begins, to be followed by an additional main phase")
		return true
	}
	if g.step == Main2 && g.combatOwed {
		g.combatOwed = false
		g.record("300.7", "the additional phases are over: the turn's own combat phase follows")
		return true
	}
	return false
}
