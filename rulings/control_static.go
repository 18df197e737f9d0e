package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Control-changing effects, of resolved spells and abilities ("gain
// control of target creature") and of static abilities ("You control
// enchanted creature"), all apply in layer 2 (418.5a; 613.1b of 2026), in
// timestamp order: the last to apply decides (418.5h; 613.7 of 2026). A
// static ability's effect isn't locked in: it applies at each moment to
// what its text indicates, the permanent its Aura or Equipment is
// attached to now (418.4a; 611.3a of 2026).
//
// The engine keeps a permanent's controller on the object, where every
// rule reads it. settleControl sets it from the effects that apply
// whenever the list of continuous effects is rebuilt, so a permanent
// follows the effects as they begin, end or move: with none left it has
// the controller it had before the first applied.

// controlState is what control-changing effects did to one permanent.
type controlState struct {
	// shifted is set while a control-changing effect has changed the
	// permanent's controller; base is then the controller it had before.
	shifted bool
	base    PlayerID
	// since is the turn its controller last changed: it can't attack or
	// use {T} abilities unless that was before its controller's most
	// recent turn began (212.3d; 302.6 of 2026).
	since int
}

// controlShift is one permanent's change of controller; by is the
// control-changing effect that now decides it, nil when none applies.
type controlShift struct {
	id       ObjectID
	from, to PlayerID
	by       *ContinuousEffect
	// earlier are the texts of the other control-changing effects that
	// apply to the permanent, before by in timestamp order.
	earlier []string
	// before is the permanent with the effects applied to it before its
	// controller changed, kept on the last shift of the permanent in one
	// settling only: the static effects that begin or stop applying with
	// the new controller are noted once (418.4a).
	before *layered
}

// controlsAttached reports whether static ability s is "you control
// enchanted creature" or "you control equipped creature".
func controlsAttached(s *Static) bool { return s.Kind == ControlAttached }

// settleControl gives each permanent the controller named by the last,
// in timestamp order, of the control-changing effects that apply to it,
// or the controller it had before any applied. A change of controller can
// change which effects apply or for whom (an Aura changing controller
// takes its effect along), so it settles again until nothing changes.
func (g *Game) settleControl() []controlShift {
	if g.settlingControl {
		return nil
	}
	g.settlingControl = true
	defer func() { g.settlingControl = false }()
	var shifts []controlShift
	// Each round changes at least one controller; a chain of Auras on
	// Auras is at most as long as the permanents in play.
	for range len(g.inPlay) + 1 {
		round := g.controlRound()
		if len(round) == 0 {
			break
		}
		shifts = append(shifts, round...)
		g.effectsChanged()
	}
	// A permanent moved twice in one settling is compared from before the
	// first move to after the last.
	for i := range shifts {
		for j := i + 1; j < len(shifts); j++ {
			if shifts[j].id == shifts[i].id {
				shifts[j].before, shifts[i].before = shifts[i].before, nil
				break
			}
		}
	}
	return shifts
}

// controlRound works out once which player each permanent touched by a
// control-changing effect should be controlled by, and moves those whose
// controller differs.
func (g *Game) controlRound() []controlShift {
	effects := g.continuousEffects()
	type decided struct {
		id      ObjectID
		by      *ContinuousEffect
		earlier []string
	}
	var decisions []decided
	decide := func(id ObjectID, e *ContinuousEffect) {
		for i := range decisions {
			if decisions[i].id == id {
				decisions[i].earlier = append(decisions[i].earlier, decisions[i].by.Text)
				decisions[i].by = e
				return
			}
		}
		decisions = append(decisions, decided{id: id, by: e})
	}
	for _, e := range effects {
		if e.Layer < LayerControl {
			continue
		}
		if e.Layer > LayerControl {
			break
		}
		if e.ignores != nil || !g.durationHolds(e) {
			continue
		}
		if e.Objects != nil {
			for _, id := range e.Objects {
				if o := g.objects[id]; o != nil && o.Zone == ZoneInPlay {
					decide(id, e)
				}
			}
			continue
		}
		if to := g.attachedControlled(e); to != nil {
			decide(to.ID, e)
		}
	}
	var shifts []controlShift
	move := func(o *Object, to PlayerID, d decided) {
		if o.Controller == to {
			return
		}
		if !o.control.shifted {
			o.control.shifted, o.control.base = true, o.Controller
		}
		shifts = append(shifts, controlShift{id: o.ID, from: o.Controller, to: to, by: d.by, earlier: d.earlier, before: g.layersOf(o.ID)})
		o.Controller = to
		o.control.since = g.turn
	}
	for _, d := range decisions {
		move(g.objects[d.id], d.by.Controller, d)
	}
	for _, id := range g.inPlay {
		o := g.objects[id]
		if !o.control.shifted || slices.ContainsFunc(decisions, func(d decided) bool { return d.id == id }) {
			continue
		}
		// No control-changing effect applies any more.
		move(o, o.control.base, decided{id: id})
		o.control.shifted = false
	}
	return shifts
}

// attachedControlled returns the permanent static control-changing effect
// e gives its controller: the one e's Aura or Equipment is attached to
// now, if it matches the ability's filter; nil otherwise.
func (g *Game) attachedControlled(e *ContinuousEffect) *Object {
	if e.ability == nil || e.ability.Static == nil || !controlsAttached(e.ability.Static) {
		return nil
	}
	src := g.objects[e.Source]
	if src == nil || src.AttachedTo == 0 {
		return nil
	}
	to := g.objects[src.AttachedTo]
	if to == nil || to.Zone != ZoneInPlay || !g.effectApplies(e, to, g.view(to.ID)) {
		return nil
	}
	return to
}

// recordShifts records the changes of controller that settling the
// control-changing effects made without a spell or ability saying so: a
// static ability's effect beginning to apply or moving, and a permanent
// going back to an earlier effect's controller, or to the one it had
// before any, as the effects that outranked it end.
func (g *Game) recordShifts(shifts []controlShift) {
	for _, s := range shifts {
		name := g.name(s.id)
		switch {
		case s.by == nil:
			g.record("418.5a#control", "no control-changing effect applies to %s any longer: it returns to %s, who controlled it before any did", name, g.playerName(s.to))
		case s.by.ability != nil:
			g.record("418.4a", "%s's static ability %q isn't locked in: it applies now to %s, the permanent %s is attached to", g.objectName(s.by.Source), s.by.Text, name, g.objectName(s.by.Source))
			g.record("418.5a#control", "%s comes under %s's control: %s's %q is a control-changing effect, applied in layer 2 for %s's controller", name, g.playerName(s.to), g.objectName(s.by.Source), s.by.Text, g.objectName(s.by.Source))
		default:
			g.record("418.5a#control", "%s comes under %s's control again: %q is the latest control-changing effect still applying to it", name, g.playerName(s.to), s.by.Text)
		}
		g.recordControlOrder(s)
	}
}

// recordControlShifts records the changes of controller that following an
// instruction changing control of ids made: for those, only the order of
// the effects, the instruction saying the rest; for others, such as the
// creature an Aura gives its new controller, all of it.
func (g *Game) recordControlShifts(ids []ObjectID, shifts []controlShift) {
	for _, s := range shifts {
		if slices.Contains(ids, s.id) {
			g.recordControlOrder(s)
			continue
		}
		g.recordShifts([]controlShift{s})
	}
}

// recordControlOrder records, when other control-changing effects apply
// to the permanent of shift s too, that the one with the latest
// timestamp decides its controller (418.5h; 613.7 of 2026).
func (g *Game) recordControlOrder(s controlShift) {
	g.noteControlStatics(s)
	if s.by == nil || len(s.earlier) == 0 {
		return
	}
	if s.by.ability != nil {
		g.record("418.5f", "%q is generated by a static ability: it has the timestamp of %s, the permanent it is on", s.by.Text, g.objectName(s.by.Source))
	} else {
		g.record("418.5g", "%q is generated by a resolved spell or ability: it received its timestamp as it was created", s.by.Text)
	}
	g.record("418.5h#timestamp", "%s has an earlier timestamp than %q, so it applies first and the later effect overrides it: %s controls %s", quotedAll(s.earlier), s.by.Text, g.playerName(s.to), g.name(s.id))
}

// noteControlStatics records the static effects that began or stopped
// applying to the permanent of shift s as its controller changed: an
// effect on "creatures you control" follows the permanent's controller at
// every moment (418.4a; 611.3a of 2026).
func (g *Game) noteControlStatics(s controlShift) {
	if s.before == nil {
		return
	}
	after := g.layersOf(s.id)
	if after == nil {
		return
	}
	g.noteStaticsChanged(s.id, s.before, after, fmt.Sprintf("%s is now controlled by %s", g.name(s.id), g.playerName(after.view.controller)))
}

// quotedAll quotes each text and joins them with "and".
func quotedAll(texts []string) string {
	q := make([]string, len(texts))
	for i, t := range texts {
		q[i] = "\"" + t + "\""
	}
	return strings.Join(q, " and ")
}

// controlGainedSince reports whether o's controller changed this turn, or
// since the start of its controller's most recent turn (212.3d; 302.6 of
// 2026).
func (g *Game) controlGainedSince(o *Object, v *view) bool {
	return o.control.since != 0 && o.control.since >= g.players[v.controller].turnBegan
}

// controlMayShift reports whether settling control could change anything:
// a control-changing effect exists, or one changed a permanent's
// controller before.
func (g *Game) controlMayShift(effects []*ContinuousEffect) bool {
	for _, e := range effects {
		if e.Layer == LayerControl {
			return true
		}
		if e.Layer > LayerControl {
			break
		}
	}
	return slices.ContainsFunc(g.inPlay, func(id ObjectID) bool { return g.objects[id].control.shifted })
}

// noteControlKept records, for each permanent of the ended
// control-changing effects that keeps its controller, the effect with a
// later timestamp that still gives it to that player.
func (g *Game) noteControlKept(ended []*ContinuousEffect, shifts []controlShift) {
	for _, e := range ended {
		for _, id := range e.Objects {
			o := g.objects[id]
			if o == nil || o.Zone != ZoneInPlay || o.Controller != e.Controller || slices.ContainsFunc(shifts, func(s controlShift) bool { return s.id == id }) {
				continue
			}
			if by := g.controlDecider(id); by != nil && by.Timestamp > e.Timestamp {
				g.record("418.5h#timestamp", "the control-changing effect %q ends, but %s stays under %s's control: %q, with a later timestamp, still applies to it", e.Text, g.name(id), g.playerName(o.Controller), by.Text)
			}
		}
	}
}

// controlDecider returns the control-changing effect that decides who
// controls permanent id: the last in timestamp order of those that apply
// to it, nil if none does.
func (g *Game) controlDecider(id ObjectID) *ContinuousEffect {
	var by *ContinuousEffect
	for _, e := range g.continuousEffects() {
		if e.Layer != LayerControl || e.ignores != nil || !g.durationHolds(e) {
			continue
		}
		if slices.Contains(e.Objects, id) {
			by = e
		} else if to := g.attachedControlled(e); e.Objects == nil && to != nil && to.ID == id {
			by = e
		}
	}
	return by
}
