package rulings

import (
	"errors"
	"fmt"
	"hash/maphash"
	"maps"
	"slices"
	"strconv"
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
	if n := g.trace.Len(); n > g.stepLimit {
		return fmt.Errorf("stopped after %d steps: %w (%d); the last step was %q", n, ErrStepLimit, g.stepLimit, g.trace.text(n-1))
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
	// The words are appended to one buffer with strconv rather than
	// printed with fmt: every resolution hashes the state.
	b := make([]byte, 0, 1024)
	num := func(n int, sep byte) {
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, sep)
	}
	flag := func(v bool, sep byte) {
		b = strconv.AppendBool(b, v)
		b = append(b, sep)
	}
	num(g.turn, '|')
	num(int(g.active), '|')
	num(int(g.step), '|')
	num(int(g.priority), '|')
	num(len(g.effects), '|')
	num(g.spellsThisTurn, ';')
	for _, p := range g.players {
		b = append(b, p.Name...)
		b = append(b, ' ')
		num(p.Life, ' ')
		num(p.Poison, ' ')
		b = append(b, p.Pool.String()...)
		b = append(b, ' ')
		num(p.LandsPlayed, ' ')
		num(p.DamageThisTurn, ' ')
		flag(p.DrewFromEmpty, ' ')
		flag(p.Lost, ' ')
		// The dungeon and room of the venture marker, the dungeons
		// completed, the times the Ring tempted and the Ring-bearer
		// (action_venture.go, action_ring_tempts.go).
		b = append(b, g.name(p.venture.dungeon)...)
		b = append(b, ' ')
		num(p.venture.room, ' ')
		num(p.dungeonsCompleted, ' ')
		num(p.tempted, ' ')
		b = append(b, g.name(p.ringBearer)...)
		b = append(b, ';')
		for _, z := range []Zone{ZoneLibrary, ZoneHand, ZoneGraveyard} {
			for _, id := range *g.zoneList(p.ID, z) {
				b = append(b, g.name(id)...)
				b = append(b, ',')
			}
			b = append(b, ';')
		}
	}
	for _, id := range g.inPlay {
		o := g.objects[id]
		b = append(b, g.name(id)...)
		b = append(b, ' ')
		num(int(o.Controller), ' ')
		flag(o.Tapped, ' ')
		num(o.Damage, ' ')
		num(o.Shields, ' ')
		flag(o.CantRegenerate, ' ')
		num(o.Prevention, ' ')
		flag(o.PreventAll, ' ')
		flag(o.FaceDown, ' ')
		b = append(b, g.name(o.AttachedTo)...)
		b = append(b, ';')
		for _, k := range slices.Sorted(maps.Keys(o.Counters)) {
			b = append(b, k...)
			b = append(b, '=')
			num(o.Counters[k], ',')
		}
	}
	for _, id := range g.stack {
		b = append(b, g.name(id)...)
		for _, instance := range g.objects[id].Targets {
			for _, t := range instance {
				b = append(b, ' ')
				b = append(b, g.targetName(t)...)
			}
		}
		b = append(b, ';')
	}
	for _, e := range g.effects {
		b = append(b, e.Text...)
		for _, id := range e.Objects {
			b = append(b, ' ')
			b = append(b, g.name(id)...)
		}
		b = append(b, ';')
	}
	for _, id := range g.removed {
		b = append(b, g.name(id)...)
		b = append(b, ',')
	}
	return maphash.Bytes(loopSeed, b)
}
