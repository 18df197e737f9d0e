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
