package rulings

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// pendingTrigger is a triggered ability that has triggered and waits to be
// put on the stack the next time a player would receive priority (410.2).
type pendingTrigger struct {
	ability    *Ability
	source     *view
	controller PlayerID
	event      *Event
	stateKey   string
}

func (t *pendingTrigger) describe() string {
	return fmt.Sprintf("%s's ability \"%s\"", t.source.name(), t.ability.Text)
}

// afterEvents checks a batch of simultaneous events against trigger
// conditions, then state triggers. before holds the objects as they were
// just before the batch, which leaves-play triggers look back to (410.10d).
func (g *Game) afterEvents(events []Event, before []*view) {
	if len(events) == 0 {
		return
	}
	ended := false
	for i := range events {
		ev := &events[i]
		if ev.Kind == ZoneChanged && ev.From == ZoneInPlay {
			for _, a := range ev.Object.chars().Abilities {
				if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind != PlayRule && a.Static.Kind != Protection {
					g.record("412.1", "%s left play, so the effect of its static ability \"%s\" ends", ev.Object.name(), a.Text)
					g.noteStaticWithoutLKI(ev.Object, a)
					ended = true
				}
			}
			g.noteResolvedEffectsLast(ev.Object)
		}
	}
	if ended {
		g.noteSwitchedInPlay()
	}
	g.endControlFollowing()
	g.returnExiledUntil()
	counts := map[string]int{}
	for i := range events {
		ev := &events[i]
		g.triggerDelayedOnEvent(ev)
		if ev.Kind == ZoneChanged && ev.To == ZoneInPlay {
			g.noteOverrides(ev.NewID)
			g.noteOnlyPermanents(ev.NewID)
			g.noteContinuedLayers(ev.NewID)
			g.noteGrantedCharacteristics(ev.NewID)
			g.noteGrantedStatics(ev.NewID)
		}
		for _, src := range g.triggerSources(ev, before) {
			for _, a := range src.chars().Abilities {
				if a.Kind != TriggeredAbility || a.Trigger.Kind != OnEvent || !g.triggerMatches(a.Trigger, ev, src) {
					continue
				}
				if src.zone != ZoneInPlay && !a.Trigger.Self && !a.Trigger.Haunted && !a.Trigger.FromGraveyard {
					// Outside play, an object's abilities trigger only on its
					// own events.
					continue
				}
				if !g.interveningIf(a, src) {
					continue
				}
				t := &pendingTrigger{ability: a, source: src, controller: src.controller, event: ev}
				g.pending = append(g.pending, t)
				counts[t.describe()]++
				if a.Trigger.Haunted {
					g.record("502.51c", "%s triggers from the removed-from-the-game zone: %s, the creature it haunts, was put into a graveyard", t.describe(), ev.Object.name())
					if a.Trigger.OneOf != "" {
						g.record("402.8f", "of the trigger conditions \"%s\", this one can trigger only from the removed-from-the-game zone and triggers from there; the others function in play", a.Trigger.OneOf)
					}
				} else if ev.From == ZoneInPlay && ev.Kind == ZoneChanged {
					g.record("410.10c", "%s triggers on %s: a leaves-play ability", t.describe(), describeEvent(g, ev))
					g.record("410.10d", "%s triggers, looking back in time: %s was in play before the event", t.describe(), src.name())
				} else if ev.Kind == ZoneChanged && ev.To == ZoneInPlay {
					g.record("410.10a", "%s triggers on %s: every permanent in play, including the newcomer, is checked", t.describe(), describeEvent(g, ev))
				} else if rule, ok := blockTriggerRules[ev.Kind]; ok {
					g.record(rule, "%s triggers on %s", t.describe(), describeEvent(g, ev))
					g.recordBlockEvents(t, ev)
				} else {
					g.record("410.2", "%s triggers on %s", t.describe(), describeEvent(g, ev))
				}
				g.noteTriggerTerm2026(t, ev)
				g.noteKeywordTrigger(t)
				g.recordSeparateTrigger(t)
				g.noteCombatTriggerQualities(a.Trigger, ev)
				g.recordCombatTriggerTiming(t, ev)
			}
		}
	}
	for _, t := range g.pending {
		// Several instances of one ability each trigger once: that is not
		// one ability triggering on several occurrences.
		if n := counts[t.describe()]; n > 1 && (t.source == nil || instances(t.source.chars(), t.ability) < 2) {
			g.record("410.6", "%s triggered %d times: the event had %d occurrences", t.describe(), n, n)
			g.noteBlockTriggerCount(t, n)
			delete(counts, t.describe())
		} else if n == 1 {
			g.noteBlockTriggerCount(t, n)
		}
	}
	g.checkStateTriggers()
}

// describeEvent says what happened, for the trace.
func describeEvent(g *Game, ev *Event) string {
	switch ev.Kind {
	case ZoneChanged:
		if ev.To == ZoneInPlay {
			return ev.Object.name() + " coming into play"
		}
		return fmt.Sprintf("%s moving from %s to %s", ev.Object.name(), g.rules.ZoneName(ev.From), g.rules.ZoneName(ev.To))
	case DamageDealt:
		if ev.Object == nil {
			return fmt.Sprintf("%d damage dealt to %s", ev.Amount, g.playerName(ev.Player))
		}
		return fmt.Sprintf("%d damage dealt to %s", ev.Amount, ev.Object.name())
	case DealsDamage:
		return fmt.Sprintf("%s dealing %d damage", ev.Object.name(), ev.Amount)
	case Untapped:
		return ev.Object.name() + " becoming untapped"
	case Cycled:
		return ev.Object.name() + " being cycled"
	case SpellPlayed:
		return ev.Object.name() + " being " + g.rules.Words.spell(participle)
	case Attacks:
		return ev.Object.name() + " attacking"
	case Blocks:
		return ev.Object.name() + " blocking"
	case BlocksCreature:
		return ev.Object.name() + " blocking " + ev.Source.name()
	case BecomesBlocked:
		return ev.Object.name() + " becoming blocked"
	case AttacksUnblocked:
		return ev.Object.name() + " attacking and not being blocked"
	case BecomesTapped:
		return ev.Object.name() + " becoming tapped"
	case LifeGained:
		return fmt.Sprintf("%s gaining %d life", g.playerName(ev.Player), ev.Amount)
	case ManaSpent:
		return fmt.Sprintf("%s spending %d mana to cast %s", g.playerName(ev.Player), ev.Amount, ev.Object.name())
	case BlockedBy:
		return ev.Source.name() + " blocking " + ev.Object.name()
	case BecomesTarget:
		return ev.Object.name() + " becoming the target of " + ev.Source.name()
	case LastTimeCounterRemoved:
		return "the last time counter being removed from " + ev.Object.name()
	case Crews:
		return ev.Object.name() + " crewing " + ev.Source.name()
	}
	return "an event"
}

// triggerSources lists the objects whose abilities may trigger on ev.
// Leaves-play triggers look back in time to the objects in play before the
// event (410.10d); other triggers check the objects that exist just after
// it, as continuous effects then make them look (410.10b). An object that
// left a zone for a hidden or other zone triggers on its own event from
// its last known information (502.18c).
func (g *Game) triggerSources(ev *Event, before []*view) []*view {
	var out []*view
	if ev.Kind == ZoneChanged && ev.From == ZoneInPlay {
		seen := map[ObjectID]bool{}
		for _, v := range before {
			if v.zone == ZoneInPlay && !seen[v.id] {
				seen[v.id] = true
				out = append(out, v)
			}
		}
		// Cards haunting a creature watch it from the removed-from-the-game
		// zone (502.51c).
		for _, id := range g.removed {
			if o := g.objects[id]; o.Haunting == ev.Object.id {
				out = append(out, g.view(id))
			}
		}
		return append(out, g.graveyardWatchers()...)
	}
	for _, id := range g.inPlay {
		// Only a permanent with an ability that triggers on events can
		// trigger; the others' views are dropped before they reach the heap.
		if v := g.view(id); hasEventTrigger(v) {
			source := *v
			out = append(out, &source)
		}
	}
	if ev.Object != nil && ev.Object.zone != ZoneInPlay && (ev.Kind == Cycled || ev.Kind == ZoneChanged) {
		out = append(out, ev.Object)
	}
	return out
}

// hasEventTrigger reports whether the object seen in v has a triggered
// ability that triggers on events.
func hasEventTrigger(v *view) bool {
	return slices.ContainsFunc(v.chars().Abilities, func(a *Ability) bool {
		return a.Kind == TriggeredAbility && a.Trigger.Kind == OnEvent
	})
}

// triggerMatches reports whether event ev matches trigger condition t of
// the ability on src.
func (g *Game) triggerMatches(t *Trigger, ev *Event, src *view) bool {
	if t.Event != ev.Kind {
		return false
	}
	if t.Haunted {
		return src.haunting != 0 && ev.Object.id == src.haunting && (t.From == ZoneAny || t.From == ev.From) && (t.To == ZoneAny || t.To == ev.To)
	}
	if t.Self {
		id := ev.Object.id
		if ev.Kind == ZoneChanged && ev.To == ZoneInPlay {
			id = ev.NewID
		}
		if id != src.id {
			return false
		}
	}
	switch ev.Kind {
	case ZoneChanged:
		if (t.From != ZoneAny && t.From != ev.From) || (t.To != ZoneAny && t.To != ev.To) {
			return false
		}
	case Cycled:
		if ev.Player != src.controller && ev.Player != src.owner {
			return false
		}
	}
	if t.Condition != nil && !t.Condition(g, ev, src) {
		return false
	}
	if t.SourceLacks != "" && (ev.Source == nil || hasKeyword(ev.Source.chars(), t.SourceLacks)) {
		return false
	}
	if t.SourceFilter != nil {
		if ev.Source == nil {
			return false
		}
		f := *t.SourceFilter
		f.Zone = ev.Source.zone
		if !g.matches(&f, ev.Source, src.controller, nil) {
			return false
		}
	}
	if t.Self || ev.Object == nil {
		return true
	}
	f := t.Filter
	f.Zone = ev.Object.zone
	if f.Another && (ev.Object.id == src.id || (ev.Kind == ZoneChanged && ev.To == ZoneInPlay && ev.NewID == src.id)) {
		// "Another" in a trigger condition is any object but the one with
		// the ability, also as it looks back in time at its own leaving
		// (410.10d; 603.10a of 2026).
		return false
	}
	if f.Enchanted && !g.enchanted(src, ev.Object) {
		return false
	}
	return g.matches(&f, ev.Object, src.controller, nil)
}

// checkStateTriggers triggers state triggers whose condition holds. One
// doesn't trigger again until it has left the stack (410.11).
func (g *Game) checkStateTriggers() {
	for _, id := range g.inPlay {
		v := g.view(id)
		for i, a := range v.chars().Abilities {
			if a.Kind != TriggeredAbility || a.Trigger.Kind != OnState {
				continue
			}
			key := fmt.Sprintf("%d/%d", id, i)
			if g.stateTriggered[key] || !g.stateHolds(a.Trigger.State, v.controller) {
				continue
			}
			g.stateTriggered[key] = true
			// The trigger keeps its own copy of the view, so the loop's
			// views, which most permanents leave unused, stay off the heap.
			source := *v
			t := &pendingTrigger{ability: a, source: &source, controller: v.controller, stateKey: key}
			g.pending = append(g.pending, t)
			g.record("410.11", "%s triggers: the game state matches \"%s\"", t.describe(), a.Trigger.State)
		}
	}
}

// stateConditions are the game states a state trigger can watch, keyed by
// their wording.
var stateConditions = map[string]func(g *Game, you PlayerID) bool{
	"you have no cards in hand": func(g *Game, you PlayerID) bool { return len(g.players[you].Hand) == 0 },
	"you control no creatures": func(g *Game, you PlayerID) bool {
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == you && v.chars().HasType("creature") {
				return false
			}
		}
		return true
	},
	"an opponent has more life than you": func(g *Game, you PlayerID) bool {
		for _, p := range g.players {
			if p.ID != you && p.Life > g.players[you].Life {
				return true
			}
		}
		return false
	},
}

// lifeCondition is the wording of a condition on a player's life total
// compared with a number ("you have 10 or less life").
var lifeCondition = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^you have (\d+) or (less|more) life$`) })

// controlsCondition is the wording of a condition on a permanent its
// player controls, named by one card type or subtype ("you control a
// Forest", "you control an artifact").
var controlsCondition = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^you control an? ([A-Za-z-]+)$`) })

// StateConditions lists the wordings a state trigger or an intervening
// "if" can use; N stands for any number.
func StateConditions() []string {
	out := []string{"you have N or less life", "you have N or more life", "you control a TYPE", "you control a creature with power N or greater", "you control N or more SUBTYPEs with different names"}
	for k := range stateConditions {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// KnownStateCondition reports whether condition is a wording of
// StateConditions, with a number in place of N, or a condition about the
// ability's source ("it was kicked with its {W} kicker").
func KnownStateCondition(condition string) bool {
	_, ok := stateCondition(condition)
	_, kicked := kickedWithCost(condition)
	return ok || kicked || condition == tributeNotPaid
}

// stateCondition returns the test of a condition's wording.
func stateCondition(condition string) (func(g *Game, you PlayerID) bool, bool) {
	if f, ok := stateConditions[condition]; ok {
		return f, true
	}
	if f, ok := differentNames(condition); ok {
		return f, true
	}
	if m := controlsCondition().FindStringSubmatch(condition); m != nil {
		kind := m[1]
		return func(g *Game, you PlayerID) bool {
			for _, id := range g.inPlay {
				v := g.view(id)
				if c := v.chars(); v.controller == you && (c.HasType(strings.ToLower(kind)) || c.HasSubtype(kind)) {
					return true
				}
			}
			return false
		}, true
	}
	if n, ok := powerCondition(condition); ok {
		// Ferocious: "if you control a creature with power 4 or greater".
		return func(g *Game, you PlayerID) bool {
			for _, id := range g.inPlay {
				if v := g.view(id); v.controller == you && v.chars().HasType("creature") && v.chars().Power >= n {
					return true
				}
			}
			return false
		}, true
	}
	m := lifeCondition().FindStringSubmatch(condition)
	if m == nil {
		return nil, false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		return nil, false
	}
	if m[2] == "less" {
		return func(g *Game, you PlayerID) bool { return g.players[you].Life <= n }, true
	}
	return func(g *Game, you PlayerID) bool { return g.players[you].Life >= n }, true
}

// conditionHolds reports whether an intervening "if" holds for the
// ability's source: a condition about the source itself ("it was kicked
// with its {W} kicker"), or a state of the game seen by its controller.
func (g *Game) conditionHolds(condition string, src *view) bool {
	if holds, ok := g.kickedWith(condition, src); ok {
		return holds
	}
	if holds, ok := g.tributeCondition(condition, src); ok {
		return holds
	}
	return g.stateHolds(condition, src.controller)
}

func (g *Game) stateHolds(condition string, you PlayerID) bool {
	f, ok := stateCondition(condition)
	return ok && f(g, you)
}

// triggerAtBeginning triggers abilities that trigger "at the beginning of"
// the step that just began (410.2, 303.1).
func (g *Game) triggerAtBeginning() {
	for _, id := range g.inPlay {
		seen := g.view(id)
		if !seen.hasAbility(func(a *Ability) bool {
			return a.Kind == TriggeredAbility && a.Trigger.Kind == AtBeginning && a.Trigger.Step == g.step
		}) {
			continue
		}
		v := seen.kept()
		for _, a := range v.chars().Abilities {
			if a.Kind != TriggeredAbility || a.Trigger.Kind != AtBeginning || a.Trigger.Step != g.step {
				continue
			}
			if a.Trigger.Whose == "your" && v.controller != g.active {
				continue
			}
			if a.Trigger.Whose == WhoseEnchanted && !g.enchantedControlledBy(v, g.active) {
				continue
			}
			if c := a.Trigger.Condition; c != nil && !c(g, &Event{Player: g.active}, v) {
				continue
			}
			if !g.interveningIf(a, v) {
				continue
			}
			ev := &Event{Player: g.active}
			t := &pendingTrigger{ability: a, source: v, controller: v.controller, event: ev}
			g.pending = append(g.pending, t)
			g.record("410.2#step", "%s triggers at the beginning of %s's %s step", t.describe(), g.playerName(g.active), g.step)
			g.record("300.5", "the %s step begins: an ability that triggers \"at the beginning of\" it is added to the stack", g.step)
			if g.step == EndOfTurn && strings.HasPrefix(strings.ToLower(a.Text), "at end of turn") {
				g.record("313.1#at-end-of-turn", "%s is printed \"at end of turn\": it triggers as the end of turn step begins", t.describe())
			}
			g.noteMiddleCondition(a)
			g.noteKeywordTrigger(t)
		}
	}
}

// noteKeywordTrigger records, when the ability that triggered stands for
// a keyword, that its source has the keyword and what the keyword means.
func (g *Game) noteKeywordTrigger(t *pendingTrigger) {
	k, ok := KeywordNamed(t.ability.Keyword)
	if !ok {
		return
	}
	g.noteKeyword(t.source.name(), k)
	if k.triggerRule != "" {
		g.record(k.triggerRule, "%s is the triggered ability %s stands for", t.describe(), k.Name)
	}
}

// addsMana reports whether an ability could put mana into a mana pool,
// which makes one that triggers on a mana ability a mana ability (406.1).
func addsMana(a *Ability) bool {
	var adds func([]Instruction) bool
	adds = func(effect []Instruction) bool {
		for _, ins := range effect {
			if strings.HasPrefix(ins.Op, "add-mana") || adds(ins.Else) {
				return true
			}
		}
		return false
	}
	return adds(a.Effect)
}

// triggerManaAbilities resolves triggered mana abilities right after the
// mana ability that triggered them, without the stack (411.3). produced
// lists the distinct kinds of mana the triggering ability made.
func (g *Game) triggerManaAbilities(ev Event, produced []Mana) error {
	var event *Event
	for _, id := range g.inPlay {
		seen := g.view(id)
		if !hasEventTrigger(seen) {
			continue
		}
		v := seen.kept()
		if event == nil {
			e := ev
			event = &e
		}
		for _, a := range v.chars().Abilities {
			if a.Kind != TriggeredAbility || a.Trigger.Kind != OnEvent || !g.triggerMatches(a.Trigger, event, v) {
				continue
			}
			if !addsMana(a) {
				// Not a mana ability itself: it waits to go on the stack.
				evCopy := ev
				t := &pendingTrigger{ability: a, source: v, controller: v.controller, event: &evCopy}
				g.pending = append(g.pending, t)
				g.record("406.5", "%s triggers on a mana ability but adds no mana, so it isn't a mana ability: it will use the stack", t.describe())
				continue
			}
			g.record("411.3", "%s's triggered mana ability \"%s\" triggers and resolves immediately", v.name(), a.Text)
			evCopy := ev
			if len(produced) > 1 {
				options := make([]string, len(produced))
				for i, m := range produced {
					options[i] = m.String()
				}
				answer, err := g.ask(Question{Kind: ChoosePayment, Player: ev.Player, Rule: "411.3a", About: "which type of the mana produced the triggered mana ability adds", Options: options})
				if err != nil {
					return err
				}
				evCopy.Mana = produced[indexFold(options, answer)]
				g.record("411.3a", "the mana ability produced more than one type of mana: %s chooses %s", g.playerName(ev.Player), answer)
			}
			r := &resolution{g: g, controller: v.controller, source: v, ability: a, event: &evCopy, thatPlayer: ev.Player, hasThatPlayer: true}
			for _, ins := range a.Effect {
				// A triggered mana ability has no target and makes no choice
				// that can fail.
				if err := g.perform(r, ins); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// putTriggersOnStack puts waiting triggered abilities on the stack: the
// active player's first, then each other player's in turn order, so the
// last player's resolve first (410.3, 103.4). Each player orders his or her
// own. One ability alone is simply put on the stack by its controller
// (410.2; 603.3 of 2026); 410.3 (603.3b) is the rule for several.
func (g *Game) putTriggersOnStack() error {
	waiting := g.dropLeftPlayersTriggers(g.pending)
	g.pending = nil
	rule := "410.2#stack"
	if len(waiting) > 1 {
		rule = "410.3"
	}
	if players := g.triggerControllers(waiting); len(players) > 1 {
		g.recordLater("405.3", "abilities controlled by %s are put on the stack at the same time: the active player's first, then each other player's in turn order", joinAnd(players))
	}
	for _, p := range g.apnap() {
		var mine []*pendingTrigger
		for _, t := range waiting {
			if t.controller == p {
				mine = append(mine, t)
			}
		}
		for len(mine) > 0 {
			i, err := g.nextTrigger(p, mine)
			if err != nil {
				return err
			}
			if err := g.putTriggerOnStack(mine[i], rule); err != nil {
				return err
			}
			mine = slices.Delete(mine, i, i+1)
		}
	}
	return nil
}

// nextTrigger asks the player which of his or her triggers goes on the
// stack next; identical ones need no decision.
func (g *Game) nextTrigger(p PlayerID, mine []*pendingTrigger) (int, error) {
	var options []string
	for _, t := range mine {
		d := t.describe()
		if !slices.Contains(options, d) {
			options = append(options, d)
		}
	}
	if len(options) == 1 {
		return 0, nil
	}
	answer, err := g.ask(Question{Kind: ChooseTriggerOrder, Player: p, Rule: "410.3", About: "which triggered ability goes on the stack next", Options: options})
	if err != nil {
		return 0, err
	}
	for i, t := range mine {
		if t.describe() == answer {
			return i, nil
		}
	}
	return 0, nil
}

// putTriggerOnStack puts one triggered ability on the stack under the
// rule given; its controller makes the choices of 409.1, and if no legal
// choice can be made it is simply removed (410.4).
func (g *Game) putTriggerOnStack(t *pendingTrigger, rule string) error {
	obj := &Object{Ability: t.ability, Source: t.source, Owner: t.controller, Controller: t.controller, Face: -1, Event: t.event, stateKey: t.stateKey}
	g.record(rule, "%s puts %s on the stack", g.playerName(t.controller), t.describe())
	if t.source != nil && t.source.controller == t.controller {
		g.recordLater("113.8", "the controller of the triggered ability on the stack is %s, who controlled its source when it triggered", g.playerName(t.controller))
	}
	g.place(obj, ZoneStack, false)
	if src, ok := g.abilityProhibition(t.controller); ok {
		g.record("410.1", "triggered abilities aren't %s, so %s doesn't stop %s", g.rules.Words.ability(participle), src, t.describe())
	}
	ability := t.ability
	if len(ability.Modes) > 0 {
		mode, ok, err := g.chooseTriggerMode(t, obj)
		if !ok {
			return err
		}
		ability = mode
	}
	if c := t.source.chars(); len(ability.Targets) > 0 && (c.HasType("instant") || c.HasType("sorcery")) {
		g.record("415.1", "this triggered ability of %s %s is targeted, but that doesn't make the card targeted", article(c), t.source.name())
	}
	for _, spec := range ability.Targets {
		var chosen []Target
		names, err := g.triggerTargetCount(t, spec)
		if err != nil {
			return err
		}
		for range names {
			legal := g.legalTargets(obj, spec, t.controller)
			legal = slices.DeleteFunc(legal, func(x Target) bool { return slices.Contains(chosen, x) })
			if len(legal) == 0 {
				g.record("410.4", "there is no legal target %s: the ability is removed from the stack", spec.Filter)
				g.removeAbilityFromStack(obj)
				return nil
			}
			options := g.targetOptions(legal)
			answer, err := g.ask(Question{Kind: ChooseTarget, Player: t.controller, Rule: "410.4", About: fmt.Sprintf("the target %s of %s", spec.Filter, t.describe()), Options: options})
			if err != nil {
				return err
			}
			pick := legal[slices.Index(options, answer)]
			chosen = append(chosen, pick)
			g.record("410.4", "%s chooses %s as the target %s as the ability goes on the stack, as for playing an activated ability", g.playerName(t.controller), g.targetName(pick), spec.Filter)
			g.record("415.2", "%s is chosen as the target %s of the triggered ability", g.targetName(pick), spec.Filter)
			g.noteAnyTarget(pick, &spec.Filter)
		}
		obj.Targets = append(obj.Targets, chosen)
	}
	g.afterEvents(g.targetEvents(obj, t.controller), nil)
	return nil
}

// triggerTargetCount returns the targets a triggered ability asks for
// with spec: for a variable number ("any number of target cards"), its
// controller announces how many as it goes on the stack (409.1c, 410.4).
func (g *Game) triggerTargetCount(t *pendingTrigger, spec TargetSpec) ([]string, error) {
	if spec.Max == 0 {
		return spec.Names, nil
	}
	if spec.Min == spec.Max {
		// "two target lands": a fixed number, no announcement.
		return slices.Repeat(spec.Names[:1], spec.Max), nil
	}
	about := fmt.Sprintf("how many targets %s %s has, from %d to %d", spec.Filter, t.describe(), spec.Min, spec.Max)
	n, err := g.askNumber(Question{Player: t.controller, Rule: "410.4", About: about})
	if err != nil {
		return nil, err
	}
	if n < spec.Min || n > spec.Max {
		return nil, g.unanswered(Question{Kind: ChooseNumber, Player: t.controller, About: about}, fmt.Sprint(n))
	}
	g.record("409.1c", "%s announces %s (%s) for %s", g.playerName(t.controller), count(n, "target"), spec.Filter, t.describe())
	return slices.Repeat(spec.Names[:1], n), nil
}

// article returns "the instant" or "the sorcery" for a card, for the trace.
func article(c *Characteristics) string {
	if c.HasType("instant") {
		return "the instant"
	}
	return "the sorcery"
}

// interveningIf checks a trigger's intervening "if" clause as the trigger
// event occurs; if it is false the ability doesn't trigger (410.8).
func (g *Game) interveningIf(a *Ability, src *view) bool {
	if !g.solvedTriggers(a, src) || !g.infinityTriggers(a, src) {
		return false
	}
	if a.Trigger.If == "" {
		return true
	}
	if g.conditionHolds(a.Trigger.If, src) {
		return true
	}
	g.record("410.8", "%s's ability \"%s\" doesn't trigger: \"if %s\" is false", src.name(), a.Text, a.Trigger.If)
	g.record("404.3", "an intervening \"if\" clause is checked as the trigger event occurs: false, so the ability doesn't trigger")
	return false
}

// blockTriggerRules names the rule saying how often each kind of block
// trigger triggers (410.9a-d).
var blockTriggerRules = map[EventKind]string{
	Blocks:         "410.9a",
	BlocksCreature: "410.9b",
	BecomesBlocked: "410.9c",
	BlockedBy:      "410.9d",
}

// noteResolvedEffectsLast records, for a permanent that left play, the
// effects of its resolved abilities that still apply to other permanents:
// they last as long as they say, whatever becomes of their source (418.3a;
// 611.2a of 2026).
func (g *Game) noteResolvedEffectsLast(source *view) {
	for _, e := range g.effects {
		if e.Source != source.id || e.ability != nil || e.Duration == WhileSourceTapped {
			continue
		}
		var still []string
		for _, id := range e.Objects {
			if o := g.objects[id]; id != source.id && o != nil && o.Zone == ZoneInPlay {
				still = append(still, g.name(id))
			}
		}
		if len(still) > 0 {
			g.record("418.3a", "%s left play, but the effect %q of its resolved ability lasts as long as it says: it still applies to %s", source.name(), e.Text, strings.Join(still, " and "))
		}
	}
}

// powerCondition reads "you control a creature with power N or greater"
// and returns N.
func powerCondition(condition string) (int, bool) {
	rest, ok := strings.CutPrefix(condition, "you control a creature with power ")
	if !ok {
		return 0, false
	}
	rest, ok = strings.CutSuffix(rest, " or greater")
	n, err := strconv.Atoi(rest)
	return n, ok && err == nil && n >= 0
}

// triggerControllers names, in turn order from the active player, the
// players who control the waiting triggered abilities.
func (g *Game) triggerControllers(waiting []*pendingTrigger) []string {
	var out []string
	for _, p := range g.apnap() {
		if slices.ContainsFunc(waiting, func(t *pendingTrigger) bool { return t.controller == p }) {
			out = append(out, g.playerName(p))
		}
	}
	return out
}
