package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Control-changing effects (layer 2 of 418.5a, 613.1b of 2026). The
// engine keeps the controller of a permanent on the object, so an effect
// that changes control sets it as the effect begins and gives each
// permanent back to the controller it had as the effect ends.

// WhileYouControlSource is the duration "for as long as you control
// [this permanent]" (418.3d).
const WhileYouControlSource Duration = 100

// controlChange is what a control-changing effect changed: the controller
// each permanent had before it, and the permanent whose control the
// duration follows.
type controlChange struct {
	previous map[ObjectID]PlayerID
	source   ObjectID
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
	change := &controlChange{previous: map[ObjectID]PlayerID{}}
	if ins.Duration == WhileYouControlSource {
		src := g.objects[r.source.id]
		if src == nil || src.Zone != ZoneInPlay || src.Controller != r.controller {
			g.record("418.3d", "the duration \"for as long as %s controls %s\" ended before the effect would first apply: it does nothing, rather than start and stop at once or last forever", g.playerName(r.controller), r.source.name())
			return nil
		}
		change.source = src.ID
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		o := g.objects[id]
		change.previous[id] = o.Controller
		o.Controller = r.controller
		names[i] = g.name(id)
	}
	g.effects = append(g.effects, &ContinuousEffect{Objects: ids, Controller: r.controller, Timestamp: g.newTimestamp(), Duration: ins.Duration, Text: ins.Text, control: change})
	g.effectsChanged()
	if len(ids) > 1 {
		g.record("608.2f", "the action is taken on %d permanents: it is processed for all of them at once", len(ids))
	}
	g.record("418.5a#control", "%s gains control of %s (%s), a control-changing effect applied in layer 2", g.playerName(r.controller), strings.Join(names, " and "), durationText(g, ins.Duration, r.source))
	if ins.Duration == Forever {
		g.record("418.3a", "no duration is stated for %q: it lasts until the end of the game", ins.Text)
	}
	g.noteAttachmentsKeepController(ids)
	return nil
}

// durationText says, for the trace, how long an effect lasts.
func durationText(g *Game, d Duration, source *view) string {
	switch d {
	case UntilEndOfTurn:
		return "until end of turn"
	case WhileYouControlSource:
		return fmt.Sprintf("for as long as its controller controls %s", source.name())
	}
	return "for the rest of the game"
}

// endControl gives the permanents of a control-changing effect that ends
// back to the controllers they had before it began, unless a later
// control-changing effect still applies to them.
func (g *Game) endControl(e *ContinuousEffect) {
	for _, id := range e.Objects {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay || g.laterControl(e, id) {
			continue
		}
		if was := e.control.previous[id]; o.Controller != was {
			o.Controller = was
			g.record("418.5a#control", "the control-changing effect %q ends: %s returns to %s's control", e.Text, g.name(id), g.playerName(was))
		}
	}
	g.effectsChanged()
}

// laterControl reports whether a control-changing effect other than e,
// with a later timestamp, still applies to id.
func (g *Game) laterControl(e *ContinuousEffect, id ObjectID) bool {
	return slices.ContainsFunc(g.effects, func(x *ContinuousEffect) bool {
		return x != e && x.control != nil && x.Timestamp > e.Timestamp && slices.Contains(x.Objects, id)
	})
}

// endControlFollowing ends the "for as long as you control" effects whose
// permanent has left play or changed control.
func (g *Game) endControlFollowing() {
	var ended []*ContinuousEffect
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *ContinuousEffect) bool {
		if e.control == nil || e.Duration != WhileYouControlSource {
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
		g.endControl(e)
	}
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
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}
