package rulings

// Under the 2026 numbering, what kind of game action a step of the game
// is: a turn-based action (703), a state-based action (704), or a
// triggered ability that watches for one of the moments these happen at.
// The 2006 edition says so in the rules the steps beside these cite.

// noteNoController records, once a game, that a turn-based action is
// taken by the game, not by a player (703.2).
func (g *Game) noteNoController() {
	if g.rules.Edition != Edition2026 || !g.noteOnce("703.2") {
		return
	}
	g.recordLater("703.2", "no player controls the turn-based action of the %s step: the game takes it as the step begins", g.step)
}

// noteStateBasedActions records, once a game, the first time state-based
// actions were performed: automatically, as their conditions were met,
// without using the stack (704.1), checked by the game and controlled by
// no player (704.2).
func (g *Game) noteStateBasedActions() {
	if g.rules.Edition != Edition2026 || !g.noteOnce("704.1") {
		return
	}
	g.recordLater("704.1", "the state-based actions happened automatically because their conditions were met: they didn't use the stack")
	g.recordLater("704.2", "no player controls the state-based actions: the game checks for them whenever a player would receive priority")
}

// noteWatchedState records that an ability watching for a game state
// triggered: it is a triggered ability, not a state-based action (704.1a).
func (g *Game) noteWatchedState(t *pendingTrigger) {
	g.recordLater("704.1a", "%s watches for a game state: it is a triggered ability that uses the stack, not a state-based action", t.describe())
}

// noteWatchedStep records that an ability watching for a step to begin
// triggered: it is a triggered ability, not a turn-based action (703.1a).
func (g *Game) noteWatchedStep(t *pendingTrigger) {
	g.recordLater("703.1a", "%s watches for the %s step to begin: it is a triggered ability that uses the stack, not a turn-based action", t.describe(), g.step)
}
