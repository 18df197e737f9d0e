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
