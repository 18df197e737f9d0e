package rulings

// noteEndOfTurnTriggerWaits records that a permanent that came into play
// after the end of turn step began doesn't have its "at end of turn"
// abilities trigger in this step: the step doesn't back up, and they wait
// for the next turn's end of turn step (313.2).
func (g *Game) noteEndOfTurnTriggerWaits(id ObjectID) {
	if g.step != EndOfTurn {
		return
	}
	v := g.view(id)
	if v == nil {
		return
	}
	for _, a := range v.chars().Abilities {
		if a.Kind == TriggeredAbility && a.Trigger != nil && a.Trigger.Kind == AtBeginning && a.Trigger.Step == EndOfTurn {
			g.record("313.2", "%s came into play after the end of turn step began: its ability \"%s\" waits for the next end of turn step", v.name(), a.Text)
		}
	}
}

// noteDelayedEndOfTurnWaits records that a delayed triggered ability
// waiting for the beginning of the end of turn step, created during that
// step, doesn't trigger in it: the step doesn't back up, and the ability
// waits for the next turn's end of turn step (313.2; 513.2 of 2026).
func (g *Game) noteDelayedEndOfTurnWaits(d *delayedTrigger) {
	if g.step != EndOfTurn || d.step != EndOfTurn || d.leavesPlay || d.untaps {
		return
	}
	g.record("313.2", "\"%s\" is created after the end of turn step began: the step doesn't back up, so it waits for the next turn's end of turn step", d.ability.Text)
}
