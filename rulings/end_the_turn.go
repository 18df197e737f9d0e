package rulings

import (
	"maps"
	"slices"
)

// Ending the turn (509): Time Stop and Sundial of the Infinite end the
// turn as they resolve. Every object on the stack is removed from the game
// and creatures are removed from combat (509.1a); once the spell or ability
// has resolved, state-based effects are checked without anyone getting
// priority or triggered abilities going on the stack (509.1b), and the
// game skips straight to the cleanup step (509.1c), where the abilities
// that triggered meanwhile are put on the stack (509.2).

// opEndTurn ends the turn: "end the turn".
func opEndTurn(g *Game, r *resolution, ins Instruction) error {
	g.record("509.1", "%s ends the turn: the steps of 509.1a-c follow, not the normal process of resolving", r.source.name())
	if g.rules.Numbers != nil {
		// The modern rules add a first step (724.1a of 2026): what
		// triggered before the turn began to end never goes on the stack.
		for _, t := range g.pending {
			g.record("724.1a", "%s triggered before the process of ending the turn began and hasn't been put onto the stack: it ceases to exist", t.describe())
		}
		g.pending = nil
	}
	for i := len(g.stack) - 1; i >= 0; i-- {
		id := g.stack[i]
		o := g.objects[id]
		switch {
		case o == nil:
		case o.Combat != nil || o.Ability != nil:
			g.record("509.1a", "%s is removed from the stack and ceases to exist", g.name(id))
			g.stack = slices.Delete(g.stack, i, i+1)
			g.lki[id] = g.view(id)
			delete(g.objects, id)
		default:
			g.record("509.1a", "%s is removed from the game from the stack", g.name(id))
			ev := g.move(id, ZoneRemoved, o.Owner)
			g.afterEvents([]Event{ev}, nil)
		}
	}
	if c := g.combat; c != nil && len(c.attackers)+len(c.blocking) > 0 {
		for _, id := range slices.Concat(c.attackers, slices.Sorted(maps.Keys(c.blocking))) {
			g.removeFromCombat(id)
		}
		g.record("509.1a#combat", "all attacking and blocking creatures are removed from combat")
	}
	g.endingTurn = true
	return nil
}

// endTheTurn follows 509.1b-c once the spell or ability that ended the
// turn has resolved, and begins the cleanup step.
func (g *Game) endTheTurn() error {
	g.endingTurn = false
	g.record("509.1b", "state-based effects are checked; no player gets priority, and no triggered ability is put onto the stack")
	for range 1000 {
		acted, err := g.checkStateBasedEffects()
		if err != nil || g.over {
			return err
		}
		if !acted {
			break
		}
	}
	g.record("509.1c", "the %s step ends, and the game skips straight to the cleanup step", g.step)
	for _, id := range g.inPlay {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind == TriggeredAbility && a.Trigger != nil && a.Trigger.Kind == AtBeginning && a.Trigger.Step == EndOfTurn && g.step < EndOfTurn {
				g.record("509.3", "%s's ability \"%s\" doesn't trigger: the end of turn step is skipped", v.name(), a.Text)
			}
		}
	}
	g.emptyManaPools()
	g.endCombat()
	if len(g.pending) > 0 {
		g.record("509.2", "abilities triggered while the turn was ending: they wait for the cleanup step, where a player gets priority, and another cleanup step follows")
	}
	g.step = Cleanup
	return g.beginStep()
}
