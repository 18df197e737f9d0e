package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Replacement effects that modify how a permanent enters may have other
// objects change zones: "As this creature enters, exile any number of
// creature cards from your graveyard." Neither the permanent itself nor
// any object entering at the same time can be chosen (614.13a).

// ExileAsEnters is "as this comes into play, exile any number of FILTER
// from your graveyard", a replacement effect of the entering permanent.
const ExileAsEnters StaticKind = 125

// opReturnAll puts every card matching the filter into play from its
// owner's graveyard at the same time, under its owner's control.
func opReturnAll(g *Game, r *resolution, ins Instruction) error {
	f := ins.Filter
	f.Zone = ZoneGraveyard
	var ids []ObjectID
	for _, p := range r.players(Ref{Kind: RefYou}) {
		for _, id := range g.objectsIn(p, ZoneGraveyard) {
			if g.matches(&f, g.view(id), r.controller, r) {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		return nil
	}
	names := g.nameList(ids)
	g.record("413.2b", "%s are put into play at the same time", strings.Join(names, " and "))
	before := g.snapshotInPlay()
	var events []Event
	for _, id := range ids {
		events = append(events, g.move(id, ZoneInPlay, g.objects[id].Owner))
	}
	g.entering = nil
	for _, ev := range events {
		g.entering = append(g.entering, ev.NewID)
	}
	for i := range events {
		g.applyEntryStatics(g.objects[events[i].NewID])
		events[i].Object = g.view(events[i].NewID)
	}
	g.entering = nil
	g.afterEvents(events, before)
	return nil
}

// enteringExiles applies o's own "as this comes into play, exile any
// number of FILTER from your graveyard": its controller chooses cards one
// at a time, never an object entering play at the same time.
func (g *Game) enteringExiles(o *Object) {
	v := g.view(o.ID)
	for _, a := range v.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != ExileAsEnters {
			continue
		}
		if len(g.entering) > 0 {
			var others []string
			for _, id := range g.entering {
				others = append(others, g.name(id))
			}
			g.record("614.13a", "as %s enters, the objects entering at the same time (%s) can't be chosen for its %q", v.name(), strings.Join(others, " and "), a.Text)
		}
		f := a.Static.Filter
		f.Zone = ZoneGraveyard
		var chosen []ObjectID
		for {
			var ids []ObjectID
			var options []string
			for _, id := range g.objectsIn(o.Controller, ZoneGraveyard) {
				if !containsID(chosen, id) && g.matches(&f, g.view(id), o.Controller, nil) {
					ids = append(ids, id)
					options = append(options, fmt.Sprintf("%s (%d)", g.name(id), len(ids)))
				}
			}
			if len(ids) == 0 {
				break
			}
			options = append(options, "no more")
			answer, err := g.ask(Question{Kind: ChooseObject, Player: o.Controller, Rule: "410.10e", About: "a card to exile as " + v.name() + " comes into play", Options: options})
			if err != nil {
				g.deferError(err)
				return
			}
			i := pick(options, answer)
			if i == len(ids) {
				break
			}
			chosen = append(chosen, ids[i])
		}
		for _, id := range chosen {
			name := g.name(id)
			g.move(id, ZoneRemoved, g.objects[id].Owner)
			g.record("410.10e", "as %s comes into play, %s exiles %s", v.name(), g.playerName(o.Controller), name)
		}
		if len(chosen) == 0 {
			g.record("410.10e", "as %s comes into play, %s exiles no cards", v.name(), g.playerName(o.Controller))
			g.noteAnyNumberZero(a.Text)
		}
	}
}

// LayerCopy is layer 1: copy effects, applied before every other.
const LayerCopy Layer = 1

// EnterAsCopy is "creatures you control enter as a copy of this
// creature": a replacement effect on other permanents matching Filter.
const EnterAsCopy StaticKind = 126

// enteringCopies applies the effects of other permanents that make o
// enter as a copy of them. A copy effect is applied before the other
// replacement effects that modify how a permanent enters (616.1c), and
// those are then checked again against what the permanent has become
// (616.1f).
func (g *Game) enteringCopies(o *Object) {
	before := g.view(o.ID)
	for _, id := range g.inPlay {
		if id == o.ID {
			continue
		}
		sv := g.view(id)
		for _, a := range sv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != EnterAsCopy || !g.matches(&a.Static.Filter, before, sv.controller, nil) {
				continue
			}
			src := g.objects[id]
			values := src.Card.Faces[0]
			g.effects = append(g.effects, &ContinuousEffect{Layer: LayerCopy, Objects: []ObjectID{o.ID}, Source: id, Controller: sv.controller, Timestamp: g.newTimestamp(), Text: a.Text, copyOf: &values})
			g.effectsChanged()
			g.record("616.1c", "%s's effect %q would make %s enter as a copy: a copy effect is applied before the other effects that modify how it enters", sv.name(), a.Text, before.name())
			g.noteLayer(g.effects[len(g.effects)-1], []string{before.name()})
			var lost []string
			for _, b := range before.chars().Abilities {
				if b.Kind == StaticAbility && b.Static != nil && (b.Static.Kind == EntersTapped || b.Static.Kind == EntersWithCounters) {
					lost = append(lost, fmt.Sprintf("%q", b.Text))
				}
			}
			if len(lost) > 0 {
				g.record("616.1f", "the process repeats with the effects that would now apply: as a copy of %s it no longer has %s, which does nothing", sv.name(), strings.Join(lost, " and "))
			}
			return
		}
	}
}

// ReplaceCreateTokens is an effect creating tokens under a player's
// control (replacement_order.go).
const ReplaceCreateTokens ReplacedEvent = 50

// opCreateTokenCopy creates, for each object, a token that's a copy of it
// under the controller of the resolving spell or ability. Replacement
// effects on creating the tokens apply first; entering the battlefield is
// an event contained in creating them, so each token's own "as this
// enters" effects apply after (616.1g), as the token is created (614.12).
func opCreateTokenCopy(g *Game, r *resolution, ins Instruction) error {
	return g.createTokenCopiesExcept(r, r.objectsOf(ins), ins.CopyExcept)
}

// createTokenCopies creates, for each object of ids, a token that's a copy
// of it, under the control of the resolving spell's or ability's
// controller.
func (g *Game) createTokenCopies(r *resolution, ids []ObjectID) error {
	return g.createTokenCopiesExcept(r, ids, nil)
}

// createTokenCopiesExcept is createTokenCopies with the copy effect's
// exception except, when not nil (tokenCopyException).
func (g *Game) createTokenCopiesExcept(r *resolution, ids []ObjectID, except *Characteristics) error {
	for _, id := range ids {
		orig := g.objects[id]
		ev := &event{kind: ReplaceCreateTokens, affected: r.controller, amount: 1}
		if err := g.replace(ev); err != nil {
			return err
		}
		if len(ev.used) > 0 {
			g.record("616.1g", "creating the tokens is the event that contains their entering the battlefield: the effect on creating them applies first, then each token's own effects as it enters, in the order its controller chooses")
		}
		var events []Event
		for range ev.amount {
			o := &Object{Card: orig.Card, Token: true, Owner: r.controller, Controller: r.controller, Face: -1}
			g.tokenCopyFaces(o, orig)
			g.tokenCopyException(o, orig, except)
			g.place(o, ZoneInPlay, false)
			g.recordLater("614.12", "a token that's a copy of %s is created: its own abilities that modify how it enters apply to it as it is created", g.name(id))
			g.record("503.2", "the token copies the copiable values of %s, its name among them: it is named %s", g.name(id), orig.Card.Name)
			if g.rules.TokenNameAddsToken {
				g.record("111.4", "the effect creating the token sets its name through the copy: the copied name, %s", orig.Card.Name)
			}
			g.applyEntryStatics(o)
			events = append(events, Event{Kind: ZoneChanged, Object: g.view(o.ID), From: ZoneNone, To: ZoneInPlay, NewID: o.ID, Player: r.controller})
		}
		g.afterEvents(events, nil)
	}
	return nil
}

// entryModifyingKinds are the static abilities of a permanent that modify
// how it enters (614.1c-d of 2026).
var entryModifyingKinds = []StaticKind{EntersTapped, EntersWithCounters, EntersPayingLife, Bloodthirst, ExileAsEnters}

// noteEntryAbilitiesRemoved records, under the numbering of 2026, each
// ability of o's own that would modify how it enters but that o, as it
// would exist on the battlefield, doesn't have: the continuous effects
// that would apply to it there (Blood Moon making a land a Mountain) are
// taken into account, so the replacement effect doesn't apply (614.12).
func (g *Game) noteEntryAbilitiesRemoved(o *Object, v *view) {
	if g.rules.Numbers == nil || o.CopyOf != nil || slices.ContainsFunc(g.effects, func(e *ContinuousEffect) bool {
		return e.copyOf != nil && slices.Contains(e.Objects, o.ID)
	}) {
		// A copy effect taking the ability away is applied first, and
		// said so, among the replacement effects (616.1c, 616.1f).
		return
	}
	var own view
	if g.unaffectedView(o.ID, &own); len(own.faces) == 0 {
		return
	}
	for _, a := range own.chars().Abilities {
		if a.Kind != StaticAbility || a.Static == nil || !slices.Contains(entryModifyingKinds, a.Static.Kind) || hasAbilityIn(v, a) {
			continue
		}
		g.record("614.12", "%s's \"%s\" would modify how it enters, but %s as it would exist on the battlefield, with the continuous effects that would apply to it there, doesn't have that ability: it doesn't apply", v.name(), a.Text, v.name())
	}
}
