package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Control-changing effects of resolving spells and abilities (layer 2 of
// 418.5a, 613.1b of 2026). Which one decides a permanent's controller is
// settled in control_static.go.

// WhileYouControlSource is the duration "for as long as you control
// [this permanent]" (418.3d).
const WhileYouControlSource Duration = 100

// controlChange is, for an effect lasting "for as long as you control"
// a permanent, the permanent whose control the duration follows.
type controlChange struct {
	source ObjectID
}

// opGainControlFor gives the controller of the resolving spell or ability
// control of its objects for the instruction's duration. A "for as long
// as you control" duration that is already over when the effect would
// begin never starts: the effect does nothing (418.3d).
func opGainControlFor(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	var change *controlChange
	if ins.Duration == WhileYouControlSource {
		src := g.objects[r.source.id]
		if src == nil || src.Zone != ZoneInPlay || src.Controller != r.controller {
			g.record("418.3d", "the duration \"for as long as %s controls %s\" ended before the effect would first apply: it does nothing, rather than start and stop at once or last forever", g.playerName(r.controller), r.source.name())
			return nil
		}
		change = &controlChange{source: src.ID}
	}
	g.effects = append(g.effects, &ContinuousEffect{Layer: LayerControl, Objects: ids, Controller: r.controller, Timestamp: g.newTimestamp(), Duration: ins.Duration, Text: ins.Text, control: change})
	g.effectsChanged()
	shifts := g.settleControl()
	names := g.nameList(ids)
	if len(ids) > 1 {
		g.record("608.2f", "the action is taken on %d permanents: it is processed for all of them at once", len(ids))
	}
	g.record("418.5a#control", "%s gains control of %s (%s), a control-changing effect applied in layer 2", g.playerName(r.controller), strings.Join(names, " and "), durationText(g, ins.Duration, r.source))
	if ins.Duration == Forever {
		g.record("418.3a", "no duration is stated for %q: it lasts until the end of the game", ins.Text)
	}
	g.recordControlShifts(ids, shifts)
	g.noteAttachmentsKeepController(ids)
	return nil
}

// durationText says, for the trace, how long an effect lasts.
func durationText(g *Game, d Duration, source *view) string {
	switch d {
	case UntilEndOfTurn:
		return "until end of turn"
	case UntilPlaneswalk:
		return "until a player planeswalks"
	case WhileYouControlSource:
		return fmt.Sprintf("for as long as its controller controls %s", source.name())
	}
	return "for the rest of the game"
}

// endControl settles control as control-changing effects end, already
// taken out of the game's effects: each permanent they applied to goes to
// the controller the effects still applying name, or back to the one it
// had before any did.
func (g *Game) endControl(ended ...*ContinuousEffect) {
	if len(ended) == 0 {
		return
	}
	g.effectsChanged()
	shifts := g.settleControl()
	g.noteControlKept(ended, shifts)
	for _, s := range shifts {
		i := slices.IndexFunc(ended, func(e *ContinuousEffect) bool { return slices.Contains(e.Objects, s.id) })
		if i < 0 {
			g.recordShifts([]controlShift{s})
			continue
		}
		to := "returns to " + g.playerName(s.to) + "'s control"
		if s.by != nil {
			to = fmt.Sprintf("comes under %s's control again, by %q, the latest control-changing effect still applying to it", g.playerName(s.to), s.by.Text)
		}
		g.record("418.5a#control", "the control-changing effect %q ends: %s %s", ended[i].Text, g.name(s.id), to)
		g.noteControlStatics(s)
	}
}

// endControlFollowing ends the "for as long as you control" effects whose
// permanent has left play or changed control.
func (g *Game) endControlFollowing() {
	var ended []*ContinuousEffect
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *ContinuousEffect) bool {
		if e.control == nil {
			return false
		}
		src := g.objects[e.control.source]
		if src != nil && src.Zone == ZoneInPlay && src.Controller == e.Controller {
			return false
		}
		ended = append(ended, e)
		return true
	})
	for _, e := range ended {
		g.record("418.3d", "%s no longer controls the permanent the effect %q lasts for: it ends", g.playerName(e.Controller), e.Text)
	}
	g.endControl(ended...)
}

// opEnterAs puts its objects into play under the controller of the
// resolving spell or ability with an effect that they are also of the
// instruction's types: the effect applies as each enters, not after, so
// abilities that trigger on a permanent of those types entering trigger
// (611.2e).
func opEnterAs(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		g.record("413.2b", "%s is put into play under %s's control", g.name(id), g.playerName(r.controller))
		ev := g.move(id, ZoneInPlay, r.controller)
		g.effects = append(g.effects, &ContinuousEffect{Layer: LayerType, AddTypes: ins.Types, Objects: []ObjectID{ev.NewID}, Controller: r.controller, Timestamp: g.newTimestamp(), Text: ins.Text})
		g.effectsChanged()
		g.record("611.2e", "%s enters as %s %s: the effect saying it is one applies as it enters, not after", g.name(ev.NewID), articleFor(ins.Types[0]), strings.Join(ins.Types, " "))
		g.noteOwnEntering(ev)
		g.applyEntryStatics(g.objects[ev.NewID])
		ev.Object = g.view(ev.NewID)
		g.noteModifiedOnEntry(g.objects[ev.NewID], ev.Object)
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}

// articleFor is "a" or "an" for a word.
func articleFor(w string) string {
	if w != "" && strings.ContainsRune("aeiouAEIOU", rune(w[0])) {
		return "an"
	}
	return "a"
}

// noteOwnDecisions records, once a game, that p, who controls another
// player's turn, takes an action of their own: a player who controls
// another player also continues to make their own choices and decisions
// (723.8).
func (g *Game) noteOwnDecisions(p PlayerID) {
	c := g.controlledTurn
	if !c.on || c.by != p || c.player == p || g.rules.Edition != Edition2026 || !g.noteOnce("723.8") {
		return
	}
	g.recordLater("723.8", "%s controls %s's turn and still makes their own choices and decisions: %s takes this action for themselves", g.playerName(p), g.playerName(c.player), g.playerName(p))
}
