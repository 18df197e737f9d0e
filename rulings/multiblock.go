package rulings

import (
	"fmt"
	"slices"
)

// mayBlockAnother checks that blocker may block attacker in addition to
// the attacking creatures it already blocks: a creature blocks one
// attacking creature (309.2a) unless an ability of it lets it block more
// ("can block an additional creature", "can block any number of
// creatures"). Blocking the same creature twice is never allowed.
func (g *Game) mayBlockAnother(blocker *view, attacker ObjectID) error {
	blocking := g.combat.blocking[blocker.id]
	if len(blocking) == 0 {
		return nil
	}
	if slices.Contains(blocking, attacker) {
		return g.illegal("309.2a", "%s already blocks %s", blocker.name(), g.name(attacker))
	}
	limit, text := 1, ""
	for _, a := range blocker.chars().Abilities {
		if a.Kind != StaticAbility || a.Static.Kind != BlocksAdditional {
			continue
		}
		text = a.Text
		if a.Static.Amount.Var != "" {
			limit = -1
			break
		}
		limit += a.Static.Amount.N
	}
	declared := len(blocking) - g.bandMembersBlockedAlong(blocker.id)
	if limit >= 0 && declared >= limit {
		if text == "" {
			return g.illegal("309.2a", "%s can block only one attacking creature", blocker.name())
		}
		return g.illegal("309.2a", "%s can block only %s: its ability \"%s\" allows no more", blocker.name(), count(limit, "attacking creature"), text)
	}
	many := "any number of attacking creatures"
	if limit > 0 {
		many = fmt.Sprintf("up to %s", count(limit, "attacking creature"))
	}
	g.record("309.2a", "%s's ability \"%s\" lets it block %s: it blocks %s too", blocker.name(), text, many, g.name(attacker))
	return nil
}

// bandMembersBlockedAlong counts the attacking creatures blocker blocks
// only because they are in a band with one it was declared to block
// (502.10e): they don't use up its blocks.
func (g *Game) bandMembersBlockedAlong(blocker ObjectID) int {
	n := 0
	seen := map[int]bool{}
	for _, a := range g.combat.blocking[blocker] {
		for i, band := range g.combat.bands {
			if slices.Contains(band, a) {
				if seen[i] {
					n++
				}
				seen[i] = true
			}
		}
	}
	return n
}

// noteBlockTriggerCount records, for a block trigger of a creature that
// blocks or is blocked by several creatures, that its wording decides
// whether it triggered once or once for each (410.9).
func (g *Game) noteBlockTriggerCount(t *pendingTrigger, n int) {
	ev := t.event
	if g.combat == nil || ev == nil || ev.Object == nil {
		return
	}
	var fought int
	switch ev.Kind {
	case Blocks, BlocksCreature:
		fought = len(g.combat.blocking[ev.Object.id])
	case BecomesBlocked, BlockedBy:
		fought = len(g.combat.blockers[ev.Object.id])
	default:
		return
	}
	if fought < 2 {
		return
	}
	how := "once, though"
	if n > 1 {
		how = "once for each creature, as"
	}
	g.record("410.9", "%s triggered %s %s fights %d creatures: a block ability triggers once or repeatedly, depending on its wording", t.describe(), how, ev.Object.name(), fought)
}

// BlockedByAtLeast is the rest of the trigger condition "whenever this
// becomes blocked by N or more creatures": the creatures blocking it are
// counted as the block declaration is made (410.9e).
func BlockedByAtLeast(n int) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		if g.combat == nil || ev.Object == nil {
			return false
		}
		blockers := len(g.combat.blockers[ev.Object.id])
		if blockers < n {
			g.record("410.9e", "%s is blocked by %s as blockers are declared, fewer than %d: its ability doesn't trigger", ev.Object.name(), count(blockers, "creature"), n)
			return false
		}
		g.record("410.9e", "%s is blocked by %s as blockers are declared: its ability for being blocked by %d or more triggers", ev.Object.name(), count(blockers, "creature"), n)
		return true
	}
}
