package rulings

import (
	"slices"
	"strings"
)

// A delayed triggered ability is created by a resolving spell or ability
// and does something later (404.4 of 2006, 603.7 of 2026): "destroy that
// creature at end of combat", "exile it at the beginning of the next end
// step". It triggers only once (404.4b), and only after it was created
// (404.4a). The object it refers to is fixed as it is created; it still
// affects that object if its characteristics change, but not if it left
// the zone it was in (404.4c-d, 603.7c).

// delayedTrigger is a delayed triggered ability waiting for its trigger
// event.
type delayedTrigger struct {
	// ability is the triggered ability: its trigger and its effect, whose
	// object references name object.
	ability    *Ability
	source     *view
	controller PlayerID
	// object is the object the ability refers to, as it was when the
	// ability was created; nil if it refers to none.
	object *view
	// turn and step are when it was created: a delayed ability that waits
	// for the beginning of a step created during that step waits for the
	// next one.
	turn int
	step StepKind
}

// objectRefKinds are the references that name an object.
var objectRefKinds = map[RefKind]bool{RefThis: true, RefTarget: true, RefThatCard: true, RefIt: true, RefEventSource: true, RefEventObject: true}

// opDelayed creates the delayed triggered ability ins.Ability. The object
// its effect acts on is found now, in the resolution that creates it, and
// its effect is rewritten to name that object.
func opDelayed(g *Game, r *resolution, ins Instruction) error {
	inner := ins.Ability
	d := &delayedTrigger{source: r.source, controller: r.controller, turn: g.turn, step: g.step}
	effect := slices.Clone(inner.Effect)
	for i, e := range effect {
		if !objectRefKinds[e.Object.Kind] {
			continue
		}
		if d.object == nil {
			if ids := r.objects(e.Object); len(ids) > 0 {
				d.object = g.view(ids[0])
			}
		}
		effect[i].Object = Ref{Kind: RefEventObject}
	}
	d.ability = &Ability{Kind: TriggeredAbility, Text: inner.Text, Trigger: inner.Trigger, Effect: effect}
	if t := inner.Trigger; t.Kind == OnEvent && t.Self {
		// "When this creature leaves the battlefield": the event is about
		// the object with the ability that creates it.
		ids := r.objects(Ref{Kind: RefThis})
		if len(ids) == 0 {
			g.record("404.4a", "%s has already left the %s, so the delayed triggered ability \"%s\" it would watch is created but can never trigger", r.source.name(), g.rules.ZoneName(r.source.zone), inner.Text)
			return nil
		}
		d.object = g.view(ids[0])
		g.delayed = append(g.delayed, d)
		g.record("404.4", "%s creates a delayed triggered ability, \"%s\"", r.source.name(), inner.Text)
		cond, _, _ := strings.Cut(inner.Text, ", ")
		g.record("404.4a", "it triggers only on an event after it was created: the next time %s %s", d.object.name(), strings.TrimPrefix(cond, "when this "))
		return nil
	}
	g.delayed = append(g.delayed, d)
	about := ""
	if d.object != nil {
		about = ", which refers to " + d.object.name()
	}
	g.record("404.4", "%s creates a delayed triggered ability, \"%s\"%s", r.source.name(), inner.Text, about)
	return nil
}

// triggerDelayedAtBeginning triggers the delayed triggered abilities that
// wait for the step that just began.
func (g *Game) triggerDelayedAtBeginning() {
	var waiting []*delayedTrigger
	for _, d := range g.delayed {
		t := d.ability.Trigger
		if t.Kind != AtBeginning || t.Step != g.step || d.turn == g.turn && d.step == g.step {
			waiting = append(waiting, d)
			continue
		}
		ev := &Event{Kind: DelayedTime, Object: d.object, Player: d.controller, NoPlayer: true}
		g.pending = append(g.pending, &pendingTrigger{ability: d.ability, source: d.source, controller: d.controller, event: ev})
		g.record("404.4b", "the delayed triggered ability \"%s\" of %s triggers as the %s step begins; it triggers only once", d.ability.Text, d.source.name(), g.step)
	}
	g.delayed = waiting
}

// triggerDelayedOnEvents triggers the delayed triggered abilities that wait
// for one of events ("when that creature leaves play").
func (g *Game) triggerDelayedOnEvents(events []Event) {
	var waiting []*delayedTrigger
	for _, d := range g.delayed {
		fired := false
		for i := range events {
			ev := &events[i]
			if d.ability.Trigger.Kind != OnEvent || d.object == nil || !g.triggerMatches(d.ability.Trigger, ev, d.object) {
				continue
			}
			g.pending = append(g.pending, &pendingTrigger{ability: d.ability, source: d.source, controller: d.controller, event: ev})
			g.record("404.4b", "the delayed triggered ability \"%s\" of %s triggers on %s; it triggers only once", d.ability.Text, d.source.name(), describeEvent(g, ev))
			fired = true
			break
		}
		if !fired {
			waiting = append(waiting, d)
		}
	}
	g.delayed = waiting
}

// eventObject resolves "that creature": the object of the trigger event,
// if it is still the same object in the zone it was in.
func (r *resolution) eventObject() []ObjectID {
	ev := r.event
	if ev == nil || ev.Object == nil {
		return nil
	}
	if o := r.g.objects[ev.Object.id]; o != nil && o.Zone == ev.Object.zone {
		if ev.Kind == DelayedTime && !slices.Equal(r.g.view(o.ID).chars().Types, ev.Object.chars().Types) {
			r.g.record("404.4c", "the delayed triggered ability still affects %s, though its characteristics changed", r.g.name(o.ID))
		}
		return []ObjectID{o.ID}
	}
	if ev.Kind == DelayedTime {
		r.g.record("404.4d", "%s is no longer on the %s, where the delayed triggered ability expected it: the ability doesn't affect it", ev.Object.name(), r.g.rules.ZoneName(ev.Object.zone))
	} else {
		r.g.record("217.1c", "%s is no longer on the %s: an object that moves from one zone to another is a new object, which the ability doesn't affect", ev.Object.name(), r.g.rules.ZoneName(ev.Object.zone))
	}
	return nil
}

// EventSourceMatches returns a trigger condition that holds when the
// event's other creature (the blocker of "becomes blocked by") matches f
// as the event happens.
func EventSourceMatches(f Filter) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		if ev.Source == nil {
			return false
		}
		f := f
		f.Zone = ev.Source.zone
		return g.matches(&f, ev.Source, src.controller, nil)
	}
}
