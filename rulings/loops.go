package rulings

import (
	"errors"
	"fmt"
	"hash/maphash"
	"maps"
	"slices"
)

// DefaultStepLimit is the number of trace steps after which a game stops
// with ErrStepLimit: a play that runs this long is a loop the rules don't
// end (an optional loop nobody breaks, 421.2), never a real game.
const DefaultStepLimit = 100_000

// ErrStepLimit is returned, wrapped, by the action during which the game's
// trace grew past its step limit.
var ErrStepLimit = errors.New("the play reached the step limit")

// SetStepLimit sets the number of trace steps after which the game stops
// with ErrStepLimit (DefaultStepLimit unless set).
func (g *Game) SetStepLimit(n int) { g.stepLimit = n }

// checkStepLimit returns ErrStepLimit once the trace is longer than the
// limit. It is checked whenever a player would receive priority, which
// every action and resolution leads to, so a play stops within one
// resolution of the limit.
func (g *Game) checkStepLimit() error {
	if len(g.trace.Steps) > g.stepLimit {
		return fmt.Errorf("stopped after %d steps: %w (%d); the last step was %q", len(g.trace.Steps), ErrStepLimit, g.stepLimit, g.trace.Steps[len(g.trace.Steps)-1].Text)
	}
	return nil
}

// loopSeed fixes the hash of game states; any seed works, as states are
// compared only within one game.
var loopSeed = maphash.MakeSeed()

// noteResolution looks for a loop of mandatory actions after a resolution:
// if the game is in a state it was in after an earlier resolution, and no
// player has taken an action or made a choice since (all only passed), the
// same actions will repeat forever, and the game is a draw (421.4).
func (g *Game) noteResolution() {
	if g.over {
		return
	}
	h := g.stateHash()
	if g.loopStates == nil {
		g.loopStates = map[uint64]int{}
	}
	if first, seen := g.loopStates[h]; seen {
		g.noteLoopNotForced()
		g.record("421.4", "the game is back in the state it was in %s ago, and only mandatory actions happened in between: the loop would repeat forever, so the game is a draw", count(g.resolutions-first, "resolution"))
		g.record("102.4b", "the game entered a loop, repeating a sequence of events with no way to stop: it ends in a draw")
		g.over = true
		return
	}
	g.loopStates[h] = g.resolutions
	g.resolutions++
}

// playerActed forgets the states seen since the last action or choice: a
// player's own action or choice can break a loop (421.2).
func (g *Game) playerActed() {
	g.loopStates = nil
	g.resolutions = 0
}

// stateHash hashes what a player could see of the game: the step, life
// totals, mana pools, every zone's contents by name and status, and the
// stack. Object IDs and timestamps, which change as objects move, are left
// out, so a loop that moves the same cards round again matches.
func (g *Game) stateHash() uint64 {
	var h maphash.Hash
	h.SetSeed(loopSeed)
	fmt.Fprintf(&h, "%d|%d|%d|%d|%d|%d;", g.turn, g.active, g.step, g.priority, len(g.effects), g.spellsThisTurn)
	for _, p := range g.players {
		fmt.Fprintf(&h, "%s %d %d %s %d %d %v %v;", p.Name, p.Life, p.Poison, p.Pool, p.LandsPlayed, p.DamageThisTurn, p.DrewFromEmpty, p.Lost)
		for _, z := range []Zone{ZoneLibrary, ZoneHand, ZoneGraveyard} {
			for _, id := range *g.zoneList(p.ID, z) {
				h.WriteString(g.name(id))
				h.WriteByte(',')
			}
			h.WriteByte(';')
		}
	}
	for _, id := range g.inPlay {
		o := g.objects[id]
		fmt.Fprintf(&h, "%s %d %v %d %d %d %v %s;", g.name(id), o.Controller, o.Tapped, o.Damage, o.Shields, o.Prevention, o.FaceDown, g.name(o.AttachedTo))
		for _, k := range slices.Sorted(maps.Keys(o.Counters)) {
			fmt.Fprintf(&h, "%s=%d,", k, o.Counters[k])
		}
	}
	for _, id := range g.stack {
		h.WriteString(g.name(id))
		for _, instance := range g.objects[id].Targets {
			for _, t := range instance {
				h.WriteString(" " + g.targetName(t))
			}
		}
		h.WriteByte(';')
	}
	for _, e := range g.effects {
		h.WriteString(e.Text)
		for _, id := range e.Objects {
			h.WriteString(" " + g.name(id))
		}
		h.WriteByte(';')
	}
	for _, id := range g.removed {
		h.WriteString(g.name(id))
		h.WriteByte(',')
	}
	return h.Sum64()
}
