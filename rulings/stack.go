package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// resolution is the context of a spell or ability resolving: who controls
// it, its legal targets, and the values fixed as it resolves (413.2f).
type resolution struct {
	// chosenCard is the card "you choose ... from it" chose from a
	// revealed hand, as it was then; nil if none was chosen.
	chosenCard *view
	g          *Game
	obj        *Object
	ability    *Ability
	controller PlayerID
	source     *view
	// targets maps a target's name to its chosen targets; legal maps it to
	// those still legal for that instance of "target" (413.2a).
	targets map[string][]Target
	legal   map[string][]Target
	vars    map[string]int
	// thatPlayer is the player the trigger event or step is about.
	thatPlayer    PlayerID
	hasThatPlayer bool
	event         *Event
	// thatCard is the object the last instruction moved; moved records
	// that an instruction of this resolution moved one, even to a hidden
	// zone, where it can't be found (400.7j of 2026).
	thatCard *view
	moved    bool
	// thatMelded is, when the last instruction moved a melded permanent,
	// its other card, which "that card" finds too (712.21c of 2026).
	thatMelded    ObjectID
	thatMeldedWas *view
	// milled records that thatCard was milled (701.17c of 2026).
	milled    bool
	manaKinds []Mana
	// named is the card name chosen by a "name a card" instruction.
	named string
	// chosenType is the creature type chosen by a "choose a creature
	// type" instruction (212.1e).
	chosenType string
	// renamedNoted is set once the source's change of name since the
	// ability was put on the stack has been recorded (renamed_source.go).
	renamedNoted bool
	// lowToughness holds the creatures with toughness 0 or less partway
	// through the resolution, with that toughness (420.4, cda.go).
	lowToughness map[ObjectID]int
	// quiet marks a resolution made only to evaluate an amount as a
	// trigger condition is checked: nothing resolves, and the amount's
	// counting isn't traced as an effect's.
	quiet bool
	// did holds the objects a "may" action was taken on, as they were
	// just before, for a reflexive trigger ("when you do", reflexive.go).
	did []*view
	// clashes records, for each player whose clash of this resolution
	// was decided, whether they won it (701.30d), for "if you win" to
	// read (action_clash.go).
	clashes map[PlayerID]bool
	// dieResult is the result of the die last rolled in this resolution,
	// dieRolled whether one was, for the instructions after the roll that
	// depend on it (706.3, 706.4, dice.go).
	dieResult int
	dieRolled bool
	// rolledAgain is set once a results table's "Roll again." has read
	// the whole table for a new roll: the rows after it are not read for
	// the old one (706.3c).
	rolledAgain bool
	// created are the tokens the last create-tokens instruction of this
	// resolution created, for "that token" to refer to (707.10e).
	created []ObjectID
}

// noteXValue says, under the 2026 rules, which X the text of the
// resolving spell or ability uses: a spell's X in its text is the X of
// its mana cost, all instances of X on an object having one value
// (107.3i); an activated ability's is the one announced for its own
// activation cost, independent of any other X of its source (107.3k).
func (r *resolution) noteXValue() {
	o := r.obj
	switch {
	case o.Ability != nil && o.Ability.Kind == ActivatedAbility && (o.Ability.Cost.Mana.X > 0 || slices.ContainsFunc(o.Ability.Cost.Parts, func(c CostPart) bool { return c.LoyaltyX })):
		r.g.recordLater("107.3k", "X in the activation cost of %s's ability is %d: the ability uses that value, independent of any other value of X for %s", r.source.name(), o.X, r.source.name())
	case o.Ability == nil && r.g.view(o.ID).chars().ManaCost.X > 0:
		r.g.recordLater("107.3i", "X in the text of %s is the X of its mana cost, %d: all instances of X on an object have the same value", r.g.name(o.ID), o.X)
	}
}

// value evaluates an amount; variables were fixed earlier in the
// resolution.
func (r *resolution) value(v Value) int {
	if v.Var == "" || r == nil {
		return v.N
	}
	switch v.Var {
	case "X":
		if r.obj != nil {
			r.noteXValue()
			return r.obj.X
		}
	case "the converted mana cost of that card":
		return r.thatCardCost()
	case SacrificedPower:
		return r.sacrificedPower()
	case StartingLifeTotal:
		return StartingLife
	case YourLifeTotal:
		return r.g.players[r.controller].Life
	case "that creature's power":
		return r.eventCreaturePower()
	case "this's power":
		return r.sourcePower()
	case "the converted mana cost of this":
		if r.source != nil {
			return r.source.chars().ManaCost.ConvertedCost()
		}
	case HighestCostYouControl:
		return r.highestCostYouControl()
	case PartySize:
		return r.g.partySize(r.controller)
	case "count":
		n := 0
		if z := v.Count.Zone; z == ZoneNone || z == ZoneInPlay {
			for _, id := range r.g.inPlay {
				if r.g.matches(v.Count, r.g.view(id), r.controller, r) {
					n++
				}
			}
		} else {
			n = r.countCards(v.Count)
		}
		if !r.quiet {
			r.g.record("413.2f", "the number of %s is determined once, as the effect is applied: %d", v.Count, n)
		}
		return n
	}
	if name, ok := strings.CutSuffix(v.Var, TargetPower); ok {
		return r.targetPower(name)
	}
	if kind, ok := strings.CutSuffix(v.Var, CountersOnThis); ok && r.source != nil {
		n := 0
		if o := r.g.objects[r.source.id]; o != nil {
			n = o.Counters[kind]
		}
		if !r.quiet {
			r.g.record("413.2f", "the number of %s counters on %s is determined once, as the effect is applied: %d", kind, r.source.name(), n)
		}
		return n
	}
	return r.vars[v.Var]
}

// CountersOnThis ends the variable of an amount counting counters of one
// kind on the source ("the number of infection counters on this").
const CountersOnThis = " counters on this"

// resolveTop resolves the object on top of the stack (413.1).
func (g *Game) resolveTop() error {
	id := g.stack[len(g.stack)-1]
	o := g.objects[id]
	if o.Combat != nil {
		g.record("310.4", "combat damage resolves: it is all dealt at once, as originally assigned")
		g.stack = slices.DeleteFunc(g.stack, func(id ObjectID) bool { return id == o.ID })
		delete(g.objects, o.ID)
		g.dealCombatDamage(o.Combat)
		return nil
	}
	name := g.name(id)
	g.record("413.1", "all players pass in succession: %s resolves", name)
	r := &resolution{g: g, obj: o, controller: o.Controller, targets: map[string][]Target{}, legal: map[string][]Target{}, vars: map[string]int{}, event: o.Event}
	if o.Ability != nil {
		r.ability, r.source = o.effective(o.Ability), o.Source
		if src := o.Source; src != nil && src.zone == ZoneInPlay && g.objects[src.id] == nil {
			g.record("402.6", "%s resolves though %s has left play: once on the stack, an ability exists independently of its source", name, src.name())
		} else if src != nil && src.zone == ZoneCommand && g.objects[src.id] == nil && isPlanar(src.chars()) {
			// A face-up plane or phenomenon turned face down by
			// planeswalking is a new object (901.7a).
			g.recordLater("113.7a", "%s resolves though %s has been turned face down, becoming a new object: once on the stack, an ability exists independently of its source", name, src.name())
		}
	} else {
		face := 0
		if o.Face >= 0 {
			face = o.Face
		}
		r.ability = o.effective(spellAbilityOf(spellFace(o, face)))
		g.noteFusedResolving(o)
		if a := g.splicedAbility(o.ID); a != nil {
			r.ability = a
		}
		r.ability = g.awakenedAbility(o, r.ability)
		r.ability = g.cleavedAbility(o, r.ability)
		r.ability = g.mutatingAbility(o, r.ability)
		r.source = g.view(id)
	}
	if o.Event != nil {
		r.thatPlayer, r.hasThatPlayer = o.Event.Player, !o.Event.NoPlayer
		// "That much": the amount of the triggering event, such as the
		// damage dealt.
		r.vars["that much"] = o.Event.Amount
	}
	if t := r.ability.triggerCondition(); t != nil && t.If != "" && !g.ifHoldsOnResolution(t.If, o.Controller, r.source) {
		g.record("410.8", "\"if %s\" is no longer true as %s resolves: it does nothing", t.If, name)
		g.record("404.3", "the ability rechecks its intervening \"if\" clause on resolution: false, so it does nothing")
		g.recordLater("608.2a", "%s checks its intervening \"if\" clause as it resolves: the condition isn't true, so it is removed from the stack and does nothing", name)
		g.removeAbilityFromStack(o)
		return nil
	}
	overloaded := r.ability != nil && g.overloaded(o)
	if overloaded {
		g.resolveOverloaded(r)
	}
	if r.ability != nil && len(r.ability.Targets) > 0 && chosenTargets(o) == 0 && !overloaded {
		g.record("415.4", "no targets were chosen for %s, so it isn't targeted and can't be countered for lack of legal targets", name)
	}
	if r.ability != nil && len(r.ability.Targets) > 0 && chosenTargets(o) > 0 {
		if !g.checkTargetsOnResolution(r) && !g.unbestowOnResolution(r) && !g.unmutateOnResolution(r) {
			if g.rules.IllegalTargetsCounter {
				g.record("413.2a", "every target of %s, for every instance of the word \"target\", is illegal: it is countered", name)
				g.counter(id)
				return nil
			}
			g.doesNotResolve(id)
			return nil
		}
	}
	if r.ability != nil {
		if err := g.keywordsBeforeResolving(r); err != nil {
			return err
		}
		for i, ins := range r.ability.Effect {
			if err := g.perform(r, ins); err != nil {
				return err
			}
			if i < len(r.ability.Effect)-1 {
				g.noteToughnessDuring(r)
			}
		}
		g.noteToughnessAfter(r)
	}
	// A spell whose only text is a keyword that works as it resolves
	// ("Scry 2.") has no spell ability, and still scries.
	if err := g.keywordsResolving(r); err != nil {
		return err
	}
	if g.objects[id] == nil {
		return nil
	}
	if o.Ability != nil {
		g.removeAbilityFromStack(o)
		return nil
	}
	c := g.view(id).chars()
	exiled := g.paradigmResolves(o, c)
	if o.Copy && g.rules.PermanentSpellCopiesBecomeTokens && len(permanentTypesOf(c)) > 0 {
		g.permanentSpellCopyBecomesToken(o, name)
	}
	if o.Copy {
		g.record("420.5j", "%s leaves the stack and ceases to exist", name)
		g.record("503.10a", "%s is a copy of a spell, and a copy of a spell in a zone other than the stack ceases to exist", name)
		g.stack = slices.DeleteFunc(g.stack, func(x ObjectID) bool { return x == id })
		g.lki[id] = g.view(id)
		delete(g.objects, id)
		return nil
	}
	if hasKeyword(c, epic.Name) {
		g.resolveEpic(o, c)
	}
	if c.HasType("instant") || c.HasType("sorcery") {
		g.noteAbilitiesNotFollowed(name, c)
		to := g.reboundDestination(o, g.adventureDestination(o, g.buybackDestination(o)))
		if exiled {
			to = ZoneRemoved
		}
		if to == ZoneGraveyard {
			g.noteSpellTypeResolves(name, c)
			g.noteNonpermanentResolves(name, c)
			g.record("413.2h#graveyard", "%s is put into its owner's graveyard as the final step of its resolution", name)
		}
		ev := g.move(id, to, o.Owner)
		g.reboundExiled(o, ev.NewID, to)
		g.afterEvents([]Event{ev}, nil)
		return nil
	}
	if merged, err := g.mergeOnResolution(r); merged || err != nil {
		if err != nil {
			return err
		}
		return g.takeKeywordError()
	}
	g.record("413.2h", "%s is put into play under %s's control", name, g.playerName(o.Controller))
	g.notePermanentSpellResolves(name, c)
	g.noteSpellTypeResolves(name, c)
	if c.HasSubtype("Equipment") {
		g.record("212.2h", "%s is an Equipment: it comes into play like any other artifact, not attached to a creature", name)
	}
	if isAura(c) {
		for _, t := range r.legal["enchanted"] {
			g.noteAuraResolves(name, g.targetName(t), o.Controller)
			if t.IsPlayer {
				g.enterPlayOnPlayer(id, o.Controller, t.Player)
				return nil
			}
			g.enterPlayAttached(id, o.Controller, t.Object)
			return nil
		}
	}
	g.enterPlay(id, o.Controller)
	return g.takeKeywordError()
}

// enterPlay moves an object into play and checks comes-into-play triggers
// against the permanent as continuous effects make it look (410.10a-b).
func (g *Game) enterPlay(id ObjectID, controller PlayerID) ObjectID {
	ev := g.move(id, ZoneInPlay, controller)
	if kind := g.entryCounter; kind != "" {
		g.record("122.6", "%s enters the battlefield with a %s counter on it, as the effect putting it there says", g.name(ev.NewID), kind)
		g.putCountersOn(g.objects[ev.NewID], kind, 1, true)
	}
	g.noteOwnEntering(ev)
	g.entry = &ev
	g.applyEntryStatics(g.objects[ev.NewID])
	g.entry = nil
	if instead, now, ok := g.cantEnter(ev); ok {
		if instead != nil {
			g.afterEvents([]Event{*instead}, nil)
		}
		return now
	}
	ev.Object = g.view(ev.NewID)
	g.noteModifiedOnEntry(g.objects[ev.NewID], ev.Object)
	g.noteEntryStaticLayers(ev.NewID)
	g.noteEndOfTurnTriggerWaits(ev.NewID)
	g.afterEvents([]Event{ev}, nil)
	return ev.NewID
}

// checkTargetsOnResolution rechecks every target (413.2a) and reports
// whether any is still legal.
func (g *Game) checkTargetsOnResolution(r *resolution) bool {
	any := false
	for i, spec := range r.ability.Targets {
		if i >= len(r.obj.Targets) {
			break
		}
		for j, t := range r.obj.Targets[i] {
			tname := spec.Names[min(j, len(spec.Names)-1)]
			r.targets[tname] = append(r.targets[tname], t)
			ok := g.stillLegal(r, spec, t)
			if ok {
				r.legal[tname] = append(r.legal[tname], t)
				any = true
				g.record("413.2a", "%s is still legal as the target %s", g.targetName(t), spec.Filter)
			} else {
				g.record("413.2a", "%s is no longer legal as the target %s%s", g.targetName(t), spec.Filter, g.illegalReason(t))
				if !t.IsPlayer && g.objects[t.Object] == nil {
					g.record("217.1c", "%s moved from one zone to another and is a new object: it is not the object that was targeted", g.targetName(t))
				}
			}
		}
	}
	return any
}

// stillLegal reports whether a target is legal as the spell resolves. A
// legal target for one instance of "target" keeps that target for every
// instruction that refers to it by another instance, so legality is kept
// per target and per instance.
func (g *Game) stillLegal(r *resolution, spec TargetSpec, t Target) bool {
	if t.IsPlayer {
		return !g.players[t.Player].Lost && g.matchesPlayer(&spec.Filter, t.Player, r.controller) && g.damagedBySource(&spec.Filter, sourceOf(r.obj), t.Player)
	}
	if g.objects[t.Object] == nil {
		return false
	}
	v := g.view(t.Object)
	if c, ok := g.protectedFrom(v, r.obj); ok {
		g.record("502.7b", "%s has protection from %s: it can't be targeted by %s", v.name(), c, g.name(r.obj.ID))
		return false
	}
	if shrouded(v) {
		g.recordStaticKeyword(v, shroud.Name)
		g.record("702.18a", "%s has shroud: it can't be the target of spells or abilities, %s included", v.name(), g.name(r.obj.ID))
		return false
	}
	if g.hexproofFromForbids(v, r.obj, r.controller) {
		return false
	}
	if hexproofAgainst(v, r.controller) {
		g.recordStaticKeyword(v, hexproof.Name)
		g.record("702.11b", "%s has hexproof: it can't be the target of %s, which %s controls", v.name(), g.name(r.obj.ID), g.playerName(r.controller))
		return false
	}
	return g.matches(&spec.Filter, v, r.controller, r)
}

func (g *Game) illegalReason(t Target) string {
	if t.IsPlayer {
		return ""
	}
	if g.objects[t.Object] == nil {
		return ": it left the zone it was in"
	}
	return ": its characteristics changed"
}

// counter moves a countered spell to its owner's graveyard or removes a
// countered ability from the stack (414.1).
func (g *Game) counter(id ObjectID) {
	name := g.name(id)
	g.offStackUnresolved(id, "414.1",
		name+" is removed from the stack; none of its effects occur",
		name+" is countered: it moves to its owner's graveyard and none of its effects occur")
}

// doesNotResolve removes a spell or ability whose targets are all illegal
// from the stack, a spell to its owner's graveyard. The rule the 2026
// numbers cite (608.2b) says it doesn't resolve, which is not countering
// it (701.6a); the 2006 rule counters it (413.2a). The engine has no
// effect that tells the two apart ("can't be countered", "whenever a
// spell is countered"), so an era between them, cited with the 2026
// numbers, reads as the rule it cites.
func (g *Game) doesNotResolve(id ObjectID) {
	illegal := "every target of " + g.name(id) + ", for every instance of the word \"target\", is illegal: it doesn't resolve, and is removed from the stack"
	ref := "413.2a"
	if o := g.objects[id]; o.Ability == nil {
		if c := g.view(id).chars(); !c.HasType("instant") && !c.HasType("sorcery") {
			// A permanent spell (an Aura) checks its target as it
			// resolves by its own rule (608.3b of 2026).
			ref = "413.2a#permanent"
		}
	}
	g.offStackUnresolved(id, ref,
		illegal+"; none of its effects occur",
		illegal+" and put into its owner's graveyard; none of its effects occur")
}

// offStackUnresolved takes a spell or ability off the stack with none of
// its effects, citing ref with the step that says why: an ability ceases
// to exist (ability), a spell goes to its owner's graveyard (spell), a
// permanent spell without ever becoming a permanent.
func (g *Game) offStackUnresolved(id ObjectID, ref, ability, spell string) {
	o := g.objects[id]
	if o.Ability != nil {
		g.record(ref, "%s%s", ability, unapplied(o.Ability))
		g.removeAbilityFromStack(o)
		return
	}
	g.record(ref, "%s%s", spell, unapplied(spellAbility(g.view(id).chars())))
	if c := g.view(id).chars(); !c.HasType("instant") && !c.HasType("sorcery") {
		g.record("401.2", "%s stops being %s %s spell as it leaves the stack: it never becomes a permanent", g.name(id), articleFor(strings.Join(c.Types, " ")), strings.Join(c.Types, " "))
	}
	ev := g.move(id, ZoneGraveyard, o.Owner)
	g.afterEvents([]Event{ev}, nil)
}

// removeAbilityFromStack takes an ability off the stack; a state trigger
// may trigger again afterwards (410.11).
func (g *Game) removeAbilityFromStack(o *Object) {
	g.stack = slices.DeleteFunc(g.stack, func(id ObjectID) bool { return id == o.ID })
	g.lki[o.ID] = g.view(o.ID)
	delete(g.objects, o.ID)
	if o.stateKey != "" {
		delete(g.stateTriggered, o.stateKey)
	}
	g.checkStateTriggers()
}

// StackNames lists the names of the objects on the stack, top first.
func (g *Game) StackNames() []string {
	out := make([]string, 0, len(g.stack))
	for i := len(g.stack) - 1; i >= 0; i-- {
		out = append(out, g.name(g.stack[i]))
	}
	return out
}

// thatCardCost is the converted mana cost of the card the last instruction
// moved. A split card outside the stack gives two answers, and an amount
// counts both (505.5).
func (r *resolution) thatCardCost() int {
	if r.thatCard == nil {
		return 0
	}
	if o := r.g.objects[r.thatCard.id]; r.milled && o != nil && o.Zone == ZoneGraveyard && r.g.rules.Numbers != nil {
		r.g.record("701.17c", "the effect refers to the milled card, %s: it finds it in the %s, the public zone it moved to", r.thatCard.name(), r.g.rules.ZoneName(o.Zone))
	}
	if cost, ok := r.g.combinedCost(r.thatCard); ok {
		r.g.noteSplitCombined(r.thatCard)
		r.g.record("505.5", "%s is a split card: its mana cost is its halves' combined, %s, so its mana value is %d", r.thatCard.name(), cost, cost.ConvertedCost())
		return cost.ConvertedCost()
	}
	total := 0
	costs := make([]string, len(r.thatCard.faces))
	for i := range r.thatCard.faces {
		n := r.thatCard.faces[i].ManaCost.ConvertedCost()
		costs[i] = strconv.Itoa(n)
		total += n
	}
	if len(costs) > 1 {
		r.g.record("505.5", "%s is a split card: its converted mana cost is %s, so the amount is %d", r.thatCard.name(), strings.Join(costs, " and "), total)
	}
	return total
}

// noteModifiedOnEntry records continuous effects that change a permanent
// the moment it comes into play: it is never in play with its unmodified
// characteristics (410.10b).
func (g *Game) noteModifiedOnEntry(o *Object, v *view) {
	if o.FaceDown {
		return
	}
	base := &underlyingFaces(o)[0]
	now := v.chars()
	if !slices.Equal(base.Types, now.Types) {
		g.record("410.10b", "%s comes into play already %s %s: continuous effects change it the moment it comes into play", v.name(), articleFor(strings.Join(now.Types, " ")), strings.Join(now.Types, " "))
		if kept := slices.DeleteFunc(slices.Clone(base.Types), func(t string) bool { return !slices.Contains(now.Types, t) }); len(kept) == len(base.Types) {
			g.record("212.1c", "the effect adds a type: %s keeps every prior type (%s) and is %s %s", v.name(), strings.Join(base.Types, " "), articleFor(strings.Join(now.Types, " ")), strings.Join(now.Types, " "))
		}
		if kept := slices.DeleteFunc(slices.Clone(base.Supertypes), func(t string) bool { return !slices.Contains(now.Supertypes, t) }); len(kept) > 0 {
			g.record("212.1d", "an effect that changes %s's type leaves its supertypes alone: it is still %s", v.name(), strings.Join(kept, " "))
		}
	}
	if base.HasType("creature") && len(o.Counters) == 0 && (now.Power != base.Power || now.Toughness != base.Toughness) {
		g.record("418.4b", "%s comes into play a %d/%d, not %d/%d: continuous effects from static abilities apply at all times, so it is never in play unmodified", v.name(), now.Power, now.Toughness, base.Power, base.Toughness)
	}
	if len(now.Abilities) < len(base.Abilities) {
		g.record("410.10b", "%s comes into play without its abilities: continuous effects remove them the moment it comes into play", v.name())
	}
}

// chosenTargets counts the targets chosen for a spell or ability; one with
// none chosen isn't targeted (415.4).
func chosenTargets(o *Object) int {
	n := 0
	for _, group := range o.Targets {
		n += len(group)
	}
	return n
}

// applyEntryStatics applies "comes into play tapped" and "comes into play
// with counters" abilities as part of the event that puts the permanent
// into play, not after it (410.10e). Each instance of bloodthirst applies
// separately (502.50c).
func (g *Game) applyEntryStatics(o *Object) {
	g.enteringReplacements(o)
	v := g.view(o.ID)
	g.sagaEntering(o, v)
	for _, a := range v.chars().Abilities {
		g.keywordEntering(o, v, a)
		if a.Kind != StaticAbility || a.Static == nil {
			continue
		}
		s := a.Static
		if a.Keyword == substance.Name {
			g.noteKeyword(v.name(), substance)
			g.record("502.49a", "%s has substance, a static ability with no effect", v.name())
		}
		switch s.Kind {
		case EntersTapped:
			o.Tapped = true
			g.record("410.10e", "%s comes into play tapped, as part of the event that puts it into play", v.name())
			g.noteEntersAsStatic(v.name(), a.Text)
			g.record("419.1b", "\"%s\" is a replacement effect: it modifies the event that puts %s into play", a.Text, v.name())
			g.noteStatusOnEntry(v.name())
		case EntersWithCounters:
			amount := s.Amount.N
			if s.Amount.Var == "X" {
				amount = g.enteredX(o)
				g.recordEnteredX(v, amount)
			}
			// The printed number, X as it was paid for a loyalty of X.
			printed := amount
			if s.Counter == "loyalty" {
				amount = g.compleatedLoyalty(o, v, amount)
			}
			n := g.putCountersOn(o, s.Counter, amount, true)
			if s.Counter == "loyalty" && v.chars().HasType("planeswalker") {
				if n == printed {
					g.recordLater("306.5b", "%s is a planeswalker: its intrinsic ability \"%s\" has it enter with %s, its printed loyalty", v.name(), a.Text, count(n, "loyalty counter"))
				} else {
					g.recordLater("306.5b", "%s is a planeswalker: its intrinsic ability \"%s\" has it enter with its printed loyalty, %d, modified as it enters to %s", v.name(), a.Text, printed, count(n, "loyalty counter"))
				}
				g.recordPrintedLoyalty(v, printed, s.Amount.Var == "X")
			}
			if s.Counter == "defense" {
				g.noteDefenseOnEntry(v, a, n)
			}
			g.record("410.10e", "%s comes into play with %s, as part of the event that puts it into play", v.name(), count(n, s.Counter+" counter"))
			g.recordLater("113.6h", "%s's ability \"%s\" modifies how it enters the battlefield: it functions as %s is entering", v.name(), a.Text, v.name())
			g.noteEntersAsStatic(v.name(), a.Text)
			g.record("419.1b", "\"%s\" is a replacement effect: it modifies the event that puts %s into play", a.Text, v.name())
		case Bloodthirst:
			g.applyBloodthirst(o, v, s)
		case EntersPayingLife:
			g.enterPayingLife(o, v, a)
		}
	}
	g.noteEntryAbilitiesRemoved(o, v)
}

func (g *Game) putCounters(o *Object, kind string, n int) {
	if n <= 0 {
		return
	}
	if o.Counters == nil {
		o.Counters = map[string]int{}
	}
	o.Counters[kind] += n
	if (kind == "+1/+1" || kind == "-1/-1") && o.Zone == ZoneInPlay && g.view(o.ID).chars().HasType("creature") {
		sign := kind[:2]
		g.recordLater("122.1a", "each %s counter on %s, a creature, adds %s to its power and %s to its toughness: it has %d", kind, g.name(o.ID), sign, sign, o.Counters[kind])
	}
}

func countKeyword(v *view, keyword string) int {
	n := 0
	for _, a := range v.chars().Abilities {
		if a.Keyword == keyword {
			n++
		}
	}
	return n
}

func firstKeyword(v *view, keyword string) *Ability {
	for _, a := range v.chars().Abilities {
		if a.Keyword == keyword {
			return a
		}
	}
	return nil
}

// enterPlayAttached puts an Aura into play attached to the permanent it
// targeted (212.4d).
func (g *Game) enterPlayAttached(id ObjectID, controller PlayerID, to ObjectID) ObjectID {
	ev := g.move(id, ZoneInPlay, controller)
	o := g.objects[ev.NewID]
	o.AttachedTo = to
	// What the Aura's static abilities apply to changed: a control-changing
	// one takes effect now (control_static.go).
	g.effectsChanged()
	shifts := g.settleControl()
	g.record("212.4d", "%s comes into play attached to %s", g.name(o.ID), g.name(to))
	g.record("212.4h", "%s is attached to %s, the enchanted permanent: it enchants it", g.name(o.ID), g.name(to))
	g.record("418.5e", "%s receives its timestamp as it enters attached to %s: its effects follow those with earlier timestamps", g.name(o.ID), g.name(to))
	g.recordShifts(shifts)
	g.record("412.2", "%s's static abilities modify the permanent it is attached to, but don't target it", g.name(o.ID))
	g.applyEntryStatics(o)
	ev.Object = g.view(ev.NewID)
	g.noteEntryNameEffects(ev.NewID)
	g.afterEvents([]Event{ev}, nil)
	return ev.NewID
}

// unapplied names, for the trace, what a countered spell or ability would
// have done.
func unapplied(a *Ability) string {
	if a == nil || a.Text == "" {
		return ""
	}
	return fmt.Sprintf(" (it would have done: %s)", a.Text)
}

// countCards counts the cards matching f in a zone of the players it
// names ("cards in your graveyard"). A resolving instant or sorcery is
// still on the stack while its instructions are followed, and is put
// into its owner's graveyard only as the final step of its resolution
// (413.2, steps 413.2b then 413.2h): it is never among the cards counted
// in that graveyard.
func (r *resolution) countCards(f *Filter) int {
	g := r.g
	n := 0
	for _, p := range g.players {
		if f.Controller == "you" && p.ID != r.controller || f.Controller == "opponent" && p.ID == r.controller {
			continue
		}
		for _, id := range g.objectsIn(p.ID, f.Zone) {
			if v := g.view0(id); v != nil && g.matches(f, v, r.controller, nil) {
				n++
			}
		}
		if f.Zone == ZoneGraveyard && r.obj != nil && r.obj.Ability == nil && r.obj.Owner == p.ID {
			onStack := *f
			onStack.Zone = ZoneStack
			if v := g.view(r.obj.ID); v != nil && (v.chars().HasType("instant") || v.chars().HasType("sorcery")) && g.matches(&onStack, v, r.controller, nil) {
				g.record("413.2", "%s is still on the stack while its instructions are followed; it is put into its owner's graveyard only as the final step of its resolution, so it isn't one of the %s", v.name(), f)
			}
		}
	}
	return n
}

// spellTypeRules are the rules of each card type saying what happens as a
// spell of that type resolves (212.2b-212.7b; planeswalkers, which came
// later, by their own number, 306.2 of 2026).
var spellTypeRules = []struct{ typ, rule, what string }{
	{"artifact", "212.2b", "an artifact spell: as it resolves, its controller puts it into play under his or her control"},
	{"creature", "212.3b", "a creature spell: as it resolves, its controller puts it into play under his or her control"},
	{"enchantment", "212.4b", "an enchantment spell: as it resolves, its controller puts it into play under his or her control"},
	{"planeswalker", "306.2#planeswalker", "a planeswalker spell: as it resolves, its controller puts it into play under his or her control"},
	{"battle", "310.2#battle", "a battle spell: as it resolves, its controller puts it onto the battlefield under their control"},
	{"instant", "212.5b", "an instant spell: the actions its rules text states are followed, then it is put into its owner's graveyard"},
	{"sorcery", "212.7b", "a sorcery spell: the actions its rules text states are followed, then it is put into its owner's graveyard"},
}

// noteSpellTypeResolves records, for each card type of a resolving spell,
// the rule of that type for its resolution: an artifact creature follows
// both the artifact's and the creature's.
func (g *Game) noteSpellTypeResolves(name string, c *Characteristics) {
	for _, t := range spellTypeRules {
		if c.HasType(t.typ) {
			g.record(t.rule, "%s is %s", name, t.what)
		}
	}
}
