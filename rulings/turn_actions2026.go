package rulings

// turnBasedActions2026 names, for each step with a turn-based action the
// engine takes as the step begins, the subrule of 703.4 of 2026 listing
// that action and what it is. The 2006 edition lists none: the rule of
// each step the steps beside these cite says it.
var turnBasedActions2026 = map[StepKind]struct{ rule, action string }{
	Untap:            {"703.4c", "the active player untaps their permanents"},
	Draw:             {"703.4d", "the active player draws a card"},
	DeclareAttackers: {"703.4i", "the active player declares attackers"},
	DeclareBlockers:  {"703.4j", "the defending player declares blockers"},
	CombatDamage:     {"703.4k", "each player announces how the attacking and blocking creatures they control assign their combat damage"},
	Cleanup:          {"703.4n", "the active player discards down to their maximum hand size if their hand holds more cards"},
}

// noteTurnBasedAction records, under the 2026 numbering, the turn-based
// action the step beginning takes at once (703.4), before any player
// receives priority and without using the stack (703.2).
func (g *Game) noteTurnBasedAction() {
	if g.rules.Numbers == nil {
		return
	}
	if a, ok := turnBasedActions2026[g.step]; ok {
		g.record("703.3", "the %s step has a turn-based action: it is dealt with first, before any player receives priority", g.step)
		g.record(a.rule, "immediately after the %s step begins, %s: a turn-based action", g.step, a.action)
		g.noteNoController()
	}
}

// notePhasingAction2026 records, under the 2026 numbering, that phasing
// is the untap step's first turn-based action (703.4a).
func (g *Game) notePhasingAction2026() {
	if g.rules.Numbers == nil {
		return
	}
	g.record("703.4a", "immediately after the untap step begins, the active player's permanents with phasing phase out and those that phased out under their control phase in: a turn-based action")
}

// noteManaEmptied2026 records, under the 2026 numbering, that a mana
// pool emptying as a step or phase ends is a turn-based action (703.4q).
func (g *Game) noteManaEmptied2026() {
	if g.rules.Numbers == nil {
		return
	}
	g.record("703.4q", "unspent mana empties from a mana pool as each step and phase ends: a turn-based action")
}

// noteEndOfCombatPhase2026 records, under the 2026 numbering, when an
// "until end of combat" effect ends: at the end of the combat phase, not
// as its end of combat step begins (500.5a).
func (g *Game) noteEndOfCombatPhase2026() {
	if g.rules.Numbers == nil {
		return
	}
	g.record("500.5a", "an effect that lasts \"until end of combat\" expires at the end of the combat phase, not at the beginning of the end of combat step")
}

// noteCombatDamageDealt2026 records, under the 2026 numbering, that once
// combat damage has been assigned it is all dealt at once as a turn-based
// action (703.4m).
func (g *Game) noteCombatDamageDealt2026() {
	if g.rules.Numbers == nil {
		return
	}
	g.record("703.4m", "immediately after combat damage has been assigned, all combat damage is dealt simultaneously: a turn-based action")
}

// noteCleanupRemoval2026 records, under the 2026 numbering, the cleanup
// step's second turn-based action (703.4p).
func (g *Game) noteCleanupRemoval2026() {
	if g.rules.Numbers == nil {
		return
	}
	g.record("703.4p", "immediately after discarding to hand size, all damage is removed from permanents and \"until end of turn\" and \"this turn\" effects end: a turn-based action")
}

// noteCombatStepsSkipped2026 records, under the 2026 numbering, the
// combat phase's steps that take place when no creature attacks: of its
// five, the declare blockers and combat damage steps are skipped (506.1).
// The step is named by its 2006 rule and a mark, 506.1 of 2006 being a
// rule of subgames.
func (g *Game) noteCombatStepsSkipped2026() {
	if g.rules.Numbers == nil {
		return
	}
	g.record("308.4#phase", "of the combat phase's five steps, beginning of combat, declare attackers, declare blockers, combat damage and end of combat, the declare blockers and combat damage steps are skipped: no creatures are declared as attackers")
}

// noteLandPlayTiming2026 records, under the 2026 numbering, when the
// active player may play a land: during a main phase, with priority and
// the stack empty, and only the lands they may play this turn (505.6b);
// playLand has checked each.
func (g *Game) noteLandPlayTiming2026(name string) {
	if g.rules.Numbers == nil {
		return
	}
	g.record("505.6b", "%s plays a land during their main phase with priority and the stack empty, within the lands they may play this turn: the action doesn't use the stack and can't be responded to", name)
}
