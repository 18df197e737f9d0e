package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Delayed triggered abilities (404.4): an instruction such as "destroy
// that creature at end of combat" or "when T leaves play, you gain 3
// life" creates, as it is followed, an ability that triggers later. The
// objects it refers to are fixed as it is created: it affects those
// particular objects even if their characteristics change (404.4c), and
// a permanent that leaves play is a new object, which the ability can't
// find (404.4d).

// DelayedAtEndOfTurn, DelayedAtEndOfCombat and DelayedLeavesPlay are the
// trigger conditions a delayed instruction names (Instruction.Name of a
// "delayed" instruction).
const (
	DelayedAtEndOfTurn   = "end of turn"
	DelayedAtEndOfCombat = "end of combat"
	DelayedLeavesPlay    = "leaves play"
	DelayedUntaps        = "becomes untapped"
)

// delayedTrigger is a delayed triggered ability waiting for its trigger
// event. It triggers once, the next time the event occurs (404.4b).
type delayedTrigger struct {
	// ability is the ability that goes on the stack; its effect refers to
	// the remembered objects (RefRemembered).
	ability    *Ability
	source     *view
	controller PlayerID
	// step is the step at whose beginning it triggers; leavesPlay makes
	// it trigger instead when one of the objects leaves play.
	step       StepKind
	leavesPlay bool
	// ownTurn makes a step's delayed ability wait for that step of its
	// controller's turn ("at the beginning of your next upkeep").
	ownTurn bool
	// untaps makes it trigger when one of the objects becomes untapped.
	untaps bool
	// diesOrExiled narrows leavesPlay to a creature put into a graveyard
	// or a permanent put into exile (earthbend, 701.66a of 2026).
	diesOrExiled bool
	// objects are the objects it refers to, as they were when it was
	// created.
	objects []*view
	// triggered marks one that has triggered: it waits only to be found
	// by its ability as that resolves.
	triggered bool
}

// opDelayed creates a delayed triggered ability (404.4a): the objects its
// instruction acts on are fixed now, as it is created.
func opDelayed(g *Game, r *resolution, ins Instruction) error {
	if len(ins.Else) != 1 {
		return fmt.Errorf("%q: a delayed triggered ability holds one instruction", ins.Text)
	}
	inner := ins.Else[0]
	d := &delayedTrigger{source: r.source, controller: r.controller}
	switch ins.Name {
	case DelayedAtEndOfTurn:
		d.step = EndOfTurn
	case DelayedAtEndOfCombat:
		d.step = EndOfCombat
	case DelayedLeavesPlay:
		d.leavesPlay = true
	case DelayedUntaps:
		d.untaps = true
	default:
		return fmt.Errorf("%q: unknown delayed trigger condition %q", ins.Text, ins.Name)
	}
	refs := append([]Ref{ins.Object}, ins.Objects...)
	if !d.leavesPlay && !d.untaps {
		refs = append([]Ref{inner.Object}, inner.Objects...)
	}
	var missing []string
	for _, ref := range refs {
		if ref.Kind == RefNone {
			continue
		}
		ids := r.objects(ref)
		if len(ids) == 0 {
			missing = append(missing, refName(r, ref))
		}
		for _, id := range ids {
			d.objects = append(d.objects, g.view(id))
		}
	}
	if d.leavesPlay {
		if len(d.objects) == 0 {
			g.record("404.4a", "\"%s\" is created only as the spell or ability creating it resolves, and %s already left play: its trigger event can't happen now, so it never triggers", ins.Text, strings.Join(missing, " and "))
			return nil
		}
	} else if d.untaps {
		for _, v := range d.objects {
			if o := g.objects[v.id]; o != nil && !o.Tapped {
				g.record("404.4a", "%s is already untapped as \"%s\" is created: an untapping before now doesn't count, and the ability waits for the next time it becomes untapped", v.name(), ins.Text)
			}
		}
	} else {
		// The instruction now acts on the objects fixed here.
		if inner.Object.Kind != RefNone && inner.Object.Kind != RefYou {
			inner.Object, inner.Objects = Ref{Kind: RefRemembered}, nil
		}
	}
	d.ability = &Ability{Kind: TriggeredAbility, Text: ins.Text, Effect: []Instruction{inner}}
	names := make([]string, 0, len(d.objects))
	for _, v := range d.objects {
		names = append(names, v.name())
	}
	about := ""
	if len(names) > 0 {
		about = " about " + strings.Join(names, " and ")
	}
	g.record("404.4", "%s creates the delayed triggered ability \"%s\"%s", r.source.name(), ins.Text, about)
	g.recordLater("405.6a", "the effect of %s doesn't go on the stack; the delayed triggered ability it creates will, when it triggers", r.source.name())
	g.recordDelayedSource(r, ins)
	g.noteDelayedEndOfTurnWaits(d)
	g.delayed = append(g.delayed, d)
	return nil
}

// refName names what a reference would have found, for the trace.
func refName(r *resolution, ref Ref) string {
	switch ref.Kind {
	case RefThis:
		if r.source != nil {
			return r.source.name()
		}
	case RefTarget:
		for _, t := range r.targets[ref.Name] {
			if !t.IsPlayer {
				if v := r.g.view(t.Object); v != nil {
					return v.name()
				}
			}
		}
	}
	return "the object it refers to"
}

// triggerDelayedAtBeginning triggers the delayed abilities waiting for the
// beginning of the step that just began; each triggers only once (404.4b).
func (g *Game) triggerDelayedAtBeginning() {
	for i, d := range g.delayed {
		if d.triggered || d.leavesPlay || d.untaps || d.step != g.step || d.ownTurn && g.active != d.controller {
			continue
		}
		g.delayed[i] = d.fired()
		g.pending = append(g.pending, &pendingTrigger{ability: d.ability, source: d.source, controller: d.controller, event: &Event{Player: g.active, NoPlayer: true}})
		g.record("404.4b", "the delayed triggered ability \"%s\" triggers at %s, and only this once", d.ability.Text, d.step)
	}
}

// triggerDelayedOnEvent triggers the delayed abilities waiting for one of
// their objects to leave play.
func (g *Game) triggerDelayedOnEvent(ev *Event) {
	leaves := ev.Kind == ZoneChanged && ev.From == ZoneInPlay
	if !leaves && ev.Kind != Untapped {
		return
	}
	for i, d := range g.delayed {
		if d.triggered || (leaves && !d.leavesPlay) || (!leaves && !d.untaps) || leaves && d.diesOrExiled && !diesOrExiled(ev) || !slices.ContainsFunc(d.objects, func(v *view) bool { return v.id == ev.Object.id }) {
			continue
		}
		g.delayed[i] = d.fired()
		g.pending = append(g.pending, &pendingTrigger{ability: d.ability, source: d.source, controller: d.controller, event: ev})
		g.record("404.4b", "the delayed triggered ability \"%s\" triggers on %s, and only this once", d.ability.Text, describeEvent(g, ev))
	}
}

// fired returns a copy of d marked as triggered; the copy keeps an undone
// action's game from sharing the mark.
func (d *delayedTrigger) fired() *delayedTrigger {
	c := *d
	c.triggered = true
	return &c
}

// remembered returns the objects a resolving delayed triggered ability
// refers to that can still be found. A permanent that left play, even if
// it has returned, is a new object the ability can't find (404.4d); one
// whose characteristics changed is still the same object (404.4c).
func (r *resolution) remembered() []ObjectID {
	var out []ObjectID
	for _, d := range r.g.delayed {
		if !d.triggered || d.ability != r.ability {
			continue
		}
		for _, then := range d.objects {
			now := r.g.objects[then.id]
			if now == nil || now.Zone != then.zone {
				r.g.record("404.4d", "%s has left the zone it was in (%s) since \"%s\" was created: it is a new object, and the ability does nothing to it, even if the card has returned", then.name(), r.g.rules.ZoneName(then.zone), d.ability.Text)
				continue
			}
			v := r.g.view(then.id)
			if v.name() != then.name() {
				r.g.record("503.11", "%s was %s when \"%s\" was created: an effect that refers to a permanent by name still tracks it after it changes names or becomes a copy of something else", v.name(), then.name(), d.ability.Text)
			}
			for _, t := range then.chars().Types {
				if !v.chars().HasType(t) {
					r.g.record("404.4c", "%s is no longer %s %s, but \"%s\" still affects that particular object", v.name(), indefinite(t), t, d.ability.Text)
					r.g.record("202.2a", "the ability refers to that particular object, even though it isn't %s %s at the time", indefinite(t), t)
				}
			}
			out = append(out, then.id)
		}
	}
	return out
}

// indefinite returns "a" or "an" for a word.
func indefinite(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}

// recordCombatTriggerTiming says when an ability triggering on attacking
// or blocking looks at the creatures: only as the event happens, so a
// creature whose characteristics change later doesn't trigger it (308.3,
// 309.4).
func (g *Game) recordCombatTriggerTiming(t *pendingTrigger, ev *Event) {
	if l := t.ability.Trigger.Linked; l != "" {
		g.record("404.5", "\"%s\" is a static ability linked to this triggered ability: the trigger condition looks only at the cards it reveals", l)
	}
	switch ev.Kind {
	case Attacks:
		g.record("308.3", "%s triggers as %s is declared as an attacker, the only point at which an attack trigger checks it", t.describe(), ev.Object.name())
	case Blocks:
		g.record("309.3", "%s triggers as %s is declared as a blocker, the only point at which a block trigger checks it", t.describe(), ev.Object.name())
	case BecomesBlocked, BlockedBy:
		g.record("309.4", "%s triggers as %s first becomes blocked this combat, the only point at which it checks the creatures", t.describe(), ev.Object.name())
	}
	g.noteCombatTrigger2026(t, ev)
}

// triggerDelayedOnUntap triggers the delayed abilities waiting for a
// permanent the untap step untapped.
func (g *Game) triggerDelayedOnUntap(events []Event) {
	for i := range events {
		g.triggerDelayedOnEvent(&events[i])
	}
}

// recordDelayedSource notes, under the 2026 rules, that the one-shot
// effect of the resolving spell or ability made a delayed triggered
// ability (610.2), and the source and controller that ability has: the
// spell itself and the player who controlled it (603.7d), or the source of
// the activated or triggered ability that made it and that ability's
// controller (603.7e).
func (g *Game) recordDelayedSource(r *resolution, ins Instruction) {
	if r.source == nil {
		return
	}
	g.recordLater("610.2", "%q is a one-shot effect that creates a delayed triggered ability, which does something later in the game", ins.Text)
	who := g.playerName(r.controller)
	if r.ability == nil || r.ability.Kind == SpellAbility {
		g.recordLater("603.7d", "a spell created the delayed triggered ability: its source is %s and its controller %s, who controlled the spell as it resolved", r.source.name(), who)
		return
	}
	g.recordLater("603.7e", "an ability created the delayed triggered ability: its source is that ability's source, %s, and its controller %s, who controlled that ability as it resolved", r.source.name(), who)
}

// isDelayed reports whether a is the ability of a delayed triggered
// ability, whose controller 603.7d-g give rather than 603.3a.
func (g *Game) isDelayed(a *Ability) bool {
	return slices.ContainsFunc(g.delayed, func(d *delayedTrigger) bool { return d.ability == a })
}
