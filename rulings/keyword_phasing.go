package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// phasing: during each player's untap step, before untapping, the
// permanents with phasing that player controls phase out, and those that
// phased out under his or her control phase in (502.15).
var phasing = Keyword{redundantRule: "502.15p", Name: phasingName, Rule: "502.15", natureRule: "502.15a", nature: "phasing is a static ability that modifies the rules of the untap step", Form: "phasing", build: staticKeyword(PlayRule)}

const phasingName = "phasing"

// phase performs the phasing of the active player's untap step, all at
// once (502.15b). A phased-out permanent leaves the list of permanents in
// play but stays the same object, keeping its status, counters and
// timestamp (502.15f, h, k); its damage is removed (502.15e). Auras and
// Equipment attached to it phase out with it and phase in with it
// (502.15i).
func (g *Game) phase() {
	p := g.active
	k := g.keywordsState()
	var in []ObjectID
	for _, id := range k.phasedOut {
		if o := g.objects[id]; o != nil && o.Controller == p {
			in = append(in, id)
		}
	}
	var out []ObjectID
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == p && hasKeyword(v.chars(), phasingName) {
			out = append(out, id)
		}
	}
	out, both := g.phasingBothWays(out)
	direct := len(out)
	out = append(out, both...)
	for _, id := range g.inPlay {
		if o := g.objects[id]; o.AttachedTo != 0 && slices.Contains(out[:direct], o.AttachedTo) && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	if len(in)+len(out) == 0 {
		return
	}
	g.record("302.1", "first in %s's untap step, the permanents with phasing he or she controls phase out and those that phased out under his or her control phase in, simultaneously and without the stack", g.playerName(p))
	g.notePhasingAction2026()
	for i, id := range out {
		o := g.objects[id]
		o.Damage = 0
		if i < direct {
			g.record("502.15b", "%s has phasing: it phases out as %s's untap step begins, before he or she untaps", g.name(id), g.playerName(p))
			g.recordRedundant(g.view(id), phasingName)
		} else {
			if slices.Contains(both, id) {
				g.recordLater("702.26h", "%s has phasing and is attached to %s, which phases out: it would phase out both directly and indirectly, so it just phases out indirectly", g.name(id), g.name(o.AttachedTo))
			}
			g.record("502.15i", "%s is attached to %s and phases out with it, indirectly", g.name(id), g.name(o.AttachedTo))
		}
	}
	g.inPlay = slices.DeleteFunc(g.inPlay, func(id ObjectID) bool { return slices.Contains(out, id) })
	k.phasedOut = slices.DeleteFunc(k.phasedOut, func(id ObjectID) bool { return slices.Contains(in, id) })
	for _, id := range in {
		g.inPlay = append(g.inPlay, id)
		g.record("502.15b", "%s phases in under %s's control", g.name(id), g.playerName(p))
		g.recordLater("702.26c", "%s phases in: its status changes to phased in, and the game once again treats it as though it exists", g.name(id))
		g.record("502.15f", "%s is the same permanent it was when it phased out: it doesn't forget its previous existence", g.name(id))
		if o := g.objects[id]; len(o.Counters) > 0 {
			g.record("502.15h", "%s remembers the counters it had as it phased out: %s", g.name(id), describeCounters(o.Counters))
		}
		k.phasedIn[id] = g.turn
		g.noteRemembers(id)
	}
	k.phasedOut = append(k.phasedOut, out...)
	g.forgetLimitedEffects(out)
	g.effectsChanged()
}

// phasingBothWays splits the permanents with phasing that phase out in
// the untap step into those that phase out directly and those also
// attached to one that phases out: under the 2026 rules these would phase
// out both directly and indirectly, and just phase out indirectly
// (702.26h). The reference edition has no such rule: all phase out
// directly.
func (g *Game) phasingBothWays(out []ObjectID) (direct, both []ObjectID) {
	if g.rules.Edition != Edition2026 {
		return out, nil
	}
	for _, id := range out {
		if o := g.objects[id]; o.AttachedTo != 0 && slices.Contains(out, o.AttachedTo) {
			both = append(both, id)
			continue
		}
		direct = append(direct, id)
	}
	return direct, both
}

// opPhaseOut performs "T phases out" (Reality Ripple): the permanents
// phase out, with what is attached to them; their damage is removed
// (502.15e), and the effects with a limited duration that name them
// can't affect them further (502.15g).
func opPhaseOut(g *Game, r *resolution, ins Instruction) error {
	out := r.objectsOf(ins)
	if len(out) == 0 {
		return nil
	}
	direct := len(out)
	for _, id := range g.inPlay {
		if o := g.objects[id]; o.AttachedTo != 0 && slices.Contains(out[:direct], o.AttachedTo) && !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	for i, id := range out {
		g.objects[id].Damage = 0
		if i < direct {
			g.record("502.15e", "%s phases out, and all damage dealt to it is removed", g.name(id))
		} else {
			g.record("502.15i", "%s is attached to %s and phases out with it, indirectly", g.name(id), g.name(g.objects[id].AttachedTo))
		}
	}
	g.inPlay = slices.DeleteFunc(g.inPlay, func(id ObjectID) bool { return slices.Contains(out, id) })
	k := g.keywordsState()
	k.phasedOut = append(k.phasedOut, out...)
	g.forgetLimitedEffects(out)
	g.effectsChanged()
	return nil
}

// forgetLimitedEffects takes the phased-out permanents out of the effects
// with a limited duration that name them: those effects can't affect them
// further, even if they phase in before the effects end (502.15g).
// Effects of unlimited duration still apply to them when they return.
// From the 2009 phasing rules, effects go on applying while they last.
func (g *Game) forgetLimitedEffects(out []ObjectID) {
	for i, e := range g.effects {
		if e.Duration == Forever || e.Objects == nil {
			continue
		}
		kept := slices.DeleteFunc(slices.Clone(e.Objects), func(id ObjectID) bool { return slices.Contains(out, id) })
		if len(kept) == len(e.Objects) {
			continue
		}
		var names []string
		for _, id := range e.Objects {
			if slices.Contains(out, id) {
				names = append(names, g.name(id))
			}
		}
		if !g.rules.PhasingForgetsLimitedEffects {
			// An effect may expire while the permanent is phased out;
			// until it does, it goes on affecting it (702.26f of 2026).
			g.record("502.15g", "the effect %q has a limited duration and goes on affecting %s while phased out, until it expires", e.Text, strings.Join(names, " and "))
			continue
		}
		// Effects are shared with the snapshots that undo an action:
		// change a copy.
		changed := *e
		changed.Objects = kept
		g.effects[i] = &changed
		g.record("502.15g", "the effect %q has a limited duration and specifically references %s: it can't affect %s further, even if it phases back in", e.Text, strings.Join(names, " and "), strings.Join(names, " and "))
	}
}

// opPhaseInAll performs "all phased-out creatures phase in" (Time and
// Tide): each returns as the same permanent it was, in the state it left
// (502.15f, 502.15h), with its timestamp (502.15k).
func opPhaseInAll(g *Game, r *resolution, ins Instruction) error {
	k := g.keywordsState()
	var in []ObjectID
	for _, id := range k.phasedOut {
		if v := g.view0(id); v != nil && g.matches(&ins.Filter, v, r.controller, nil) {
			in = append(in, id)
		}
	}
	k.phasedOut = slices.DeleteFunc(k.phasedOut, func(id ObjectID) bool { return slices.Contains(in, id) })
	for _, id := range in {
		g.inPlay = append(g.inPlay, id)
		g.record("502.15f", "%s phases in, the same permanent it was when it phased out, in the state it left", g.name(id))
		if o := g.objects[id]; len(o.Counters) > 0 {
			g.record("502.15h", "%s remembers the counters it had as it phased out: %s", g.name(id), describeCounters(o.Counters))
		}
		g.noteRemembers(id)
		k.phasedIn[id] = g.turn
	}
	g.effectsChanged()
	return nil
}

// noteRemembers records, for a permanent that phased in, the players it
// remembers having dealt damage to (502.15h).
func (g *Game) noteRemembers(id ObjectID) {
	o := g.objects[id]
	if len(o.Damaged) == 0 {
		return
	}
	var names []string
	for _, p := range o.Damaged {
		names = append(names, g.playerName(p))
	}
	g.record("502.15h", "%s remembers that it has dealt damage to %s", g.name(id), strings.Join(names, " and "))
}

// notePhasingSkipped records, as the active player skips his or her untap
// step, that the phasing event of that step doesn't occur (502.15c).
func (g *Game) notePhasingSkipped() {
	var names []string
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == g.active && hasKeyword(v.chars(), phasingName) {
			names = append(names, v.name())
		}
	}
	if g.keywords != nil {
		for _, id := range g.keywords.phasedOut {
			if o := g.objects[id]; o != nil && o.Controller == g.active {
				names = append(names, g.name(id))
			}
		}
	}
	if len(names) > 0 {
		g.record("502.15c", "%s's untap step is skipped, so the phasing event doesn't occur this turn: %s neither phases in nor out", g.playerName(g.active), strings.Join(names, " and "))
	}
}

// notePhasedInAsThoughHaste records, where a creature attacks or pays a
// {T} cost, that it phased in this turn: it may, as though it had haste,
// until it changes controllers or leaves play (502.15m). Phasing in is not
// coming into play, so the engine never counts it as new.
func (g *Game) notePhasedInAsThoughHaste(o *Object, v *view) {
	if g.keywords == nil || !v.chars().HasType("creature") {
		return
	}
	if turn, ok := g.keywords.phasedIn[o.ID]; ok && turn == g.turn && !g.controlGainedSince(o, v) {
		g.record("502.15m", "%s phased in this turn: it can attack and pay {T} costs as though it had haste", v.name())
	}
}

// describeCounters lists counters by kind, in a fixed order: "1 +1/+1".
func describeCounters(counters map[string]int) string {
	kinds := slices.Sorted(maps.Keys(counters))
	parts := make([]string, 0, len(kinds))
	for _, kind := range kinds {
		parts = append(parts, fmt.Sprintf("%d %s", counters[kind], kind))
	}
	return strings.Join(parts, ", ")
}
