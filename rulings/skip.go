package rulings

import (
	"fmt"
	"slices"
)

// skip is a step a player will skip the next time it would begin in his
// or her turn (419.6e).
type skip struct {
	player PlayerID
	step   StepKind
}

// opSkipStep creates the effect "skip your next STEP step": a replacement
// effect that waits for the next occurrence of the step (419.6e).
func opSkipStep(g *Game, r *resolution, ins Instruction) error {
	step, ok := ParseStep(ins.Name)
	if !ok {
		return fmt.Errorf("%q: no step named %q", ins.Text, ins.Name)
	}
	for _, p := range r.players(ins.Player) {
		g.skips = append(g.skips, skip{player: p, step: step})
		g.record("419.6e", "%s will skip his or her next %s step: instead of that step, nothing happens", g.playerName(p), step)
		g.recordLater("614.1b", "\"%s\" uses the word skip: it is a replacement effect that replaces %s's next %s step with nothing", ins.Text, g.playerName(p), step)
	}
	return nil
}

// opSkipTurn creates the effect "skip your next turn": a replacement
// effect that waits for the next turn the player would take, extra turns
// included; the turn already begun can no longer be skipped (419.6e).
func opSkipTurn(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.skippedTurns = append(g.skippedTurns, p)
		g.record("419.6e", "%s will skip his or her next turn: instead of that turn, nothing happens; the turn already begun can't be skipped", g.playerName(p))
		g.recordLater("614.1b", "\"%s\" uses the word skip: it is a replacement effect that replaces %s's next turn with nothing", ins.Text, g.playerName(p))
	}
	return nil
}

// skipsTurn reports whether p skips the turn that would begin now, using
// up the first skip effect for p: the game proceeds past the turn as
// though it didn't exist (300.9), and what was scheduled for it waits for
// the next turn that actually occurs (419.6f).
func (g *Game) skipsTurn(p PlayerID) bool {
	i := slices.Index(g.skippedTurns, p)
	if i < 0 {
		return false
	}
	g.skippedTurns = slices.Delete(slices.Clone(g.skippedTurns), i, i+1)
	g.record("300.9", "%s skips the turn %s would take now: the game proceeds past it as though it didn't exist", g.playerName(p), g.playerName(p))
	return true
}

// skipStep reports whether the step that is beginning is skipped, using
// up the first skip effect that applies to it: the game proceeds past the
// step as though it didn't exist (300.9), and the "at the beginning of"
// abilities that would have triggered in it don't (419.6f).
func (g *Game) skipStep() bool {
	for i, s := range g.skips {
		if s.player != g.active || s.step != g.step {
			continue
		}
		g.skips = append(g.skips[:i:i], g.skips[i+1:]...)
		g.record("300.9", "%s skips his or her %s step: the game proceeds past it as though it didn't exist", g.playerName(g.active), g.step)
		g.noteSkipUsedUp()
		if g.step == Untap {
			g.notePhasingSkipped()
		}
		for _, id := range g.inPlay {
			v := g.view(id)
			for _, a := range v.chars().Abilities {
				if a.Kind == TriggeredAbility && a.Trigger.Kind == AtBeginning && a.Trigger.Step == g.step && (a.Trigger.Whose != "your" || v.controller == g.active) {
					g.record("419.6f", "%s's ability \"%s\" was scheduled for the skipped step: it doesn't trigger", v.name(), a.Text)
				}
			}
		}
		return true
	}
	return false
}
