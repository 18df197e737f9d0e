package rulings

import (
	"slices"
	"strings"
)

// One-shot effects that move an object "until" an event: the object is
// exiled until its source leaves play, and a second one-shot effect,
// created immediately after that event, returns it (610.3 of 2026). Those
// created after simultaneous events are simultaneous (610.3d).

// untilLeaves is a card exiled until a permanent leaves play.
type untilLeaves struct {
	source ObjectID
	card   ObjectID
}

// opExileUntilLeaves exiles its objects until the source of the resolving
// ability leaves play. If the source has already left, the objects aren't
// exiled at all (610.3b).
func opExileUntilLeaves(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if src := g.objects[r.source.id]; src == nil || src.Zone != ZoneInPlay {
		for _, id := range ids {
			g.noteNotExiledUntil(r, id)
		}
		return nil
	}
	for _, id := range ids {
		name := g.name(id)
		before := g.snapshotInPlay()
		ev := g.move(id, ZoneRemoved, g.objects[id].Owner)
		g.effects = append(g.effects, &ContinuousEffect{Controller: r.controller, Timestamp: g.newTimestamp(), Text: ins.Text, until: &untilLeaves{source: r.source.id, card: ev.NewID}})
		g.record("610.3", "%s is exiled until %s leaves the battlefield", name, r.source.name())
		g.afterEvents([]Event{ev}, before)
	}
	return nil
}

// returnExiledUntil returns, immediately after the events that took their
// sources out of play, the cards exiled until then: all at once, each
// under its owner's control (610.3, 610.3c-d).
func (g *Game) returnExiledUntil() {
	var due []*ContinuousEffect
	for _, e := range g.effects {
		if e.until == nil {
			continue
		}
		if src := g.objects[e.until.source]; src == nil || src.Zone != ZoneInPlay {
			due = append(due, e)
		}
	}
	if len(due) == 0 {
		return
	}
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *ContinuousEffect) bool { return slices.Contains(due, e) })
	g.effectsChanged()
	var events []Event
	var names []string
	for _, e := range due {
		o := g.objects[e.until.card]
		if o == nil || o.Zone != ZoneRemoved {
			continue
		}
		ev := g.move(o.ID, ZoneInPlay, o.Owner)
		g.applyEntryStatics(g.objects[ev.NewID])
		ev.Object = g.view(ev.NewID)
		names = append(names, g.name(ev.NewID))
		g.record("610.3c", "%s returns to the battlefield under its owner's control: its source left the battlefield", g.name(ev.NewID))
		events = append(events, ev)
	}
	if len(events) > 1 {
		g.record("610.3d", "the one-shot effects returning %s were created immediately after the same event, so they are simultaneous: they return at the same time", strings.Join(names, " and "))
	}
	g.afterEvents(events, nil)
}

// noteNotExiledUntil records that id isn't exiled because the source of
// the resolving spell or ability left the battlefield first: since the
// ability triggered (610.3b), or since a spell or activated ability was
// put on the stack, which the 2026 rules number apart (610.3a).
func (g *Game) noteNotExiledUntil(r *resolution, id ObjectID) {
	if g.rules.Edition == Edition2026 && (r.ability == nil || r.ability.Kind != TriggeredAbility) {
		g.recordLater("610.3a", "%s has already left the battlefield since this spell or activated ability was put on the stack: %s isn't exiled", r.source.name(), g.name(id))
		return
	}
	g.record("610.3b", "%s has already left the battlefield since its ability triggered: %s isn't exiled", r.source.name(), g.name(id))
}
