package rulings

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// StepKind is a step of the turn; the main phases count as steps here
// because they have no steps of their own (305.2).
type StepKind int

// The steps of a turn, in order (300.1).
const (
	Untap StepKind = iota
	Upkeep
	Draw
	Main1
	BeginningOfCombat
	DeclareAttackers
	DeclareBlockers
	CombatDamage
	EndOfCombat
	Main2
	EndOfTurn
	Cleanup
)

var stepNames = [...]string{"untap", "upkeep", "draw", "main1", "beginning of combat", "declare attackers", "declare blockers", "combat damage", "end of combat", "main2", "end of turn", "cleanup"}

// String returns the step's name.
func (s StepKind) String() string { return stepNames[s] }

// stepAliases are the names later editions give the steps whose 2006 name
// differs: the end of turn step is the end step from 2009 (513.1a of
// 2026), and the main phases are the precombat and postcombat ones.
var stepAliases = map[string]StepKind{
	"end": EndOfTurn, "precombat main": Main1, "postcombat main": Main2,
}

// ParseStep reads a step name ("upkeep", "main1", "end of turn"), also
// with the word "step" or "phase" after it ("end step", "upkeep step",
// "precombat main phase").
func ParseStep(s string) (StepKind, bool) {
	s = strings.ToLower(s)
	if base, ok := strings.CutSuffix(s, " step"); ok {
		s = base
	} else if base, ok := strings.CutSuffix(s, " phase"); ok {
		s = base
	}
	if k, ok := stepAliases[s]; ok {
		return k, true
	}
	for i, n := range stepNames {
		if strings.EqualFold(s, n) || strings.EqualFold(s, strings.ReplaceAll(n, " ", "-")) {
			return StepKind(i), true
		}
	}
	return 0, false
}

// endsPhase reports whether the end of step s is also the end of a phase,
// when mana burns (300.3).
func (s StepKind) endsPhase() bool {
	switch s {
	case Draw, Main1, EndOfCombat, Main2, Cleanup:
		return true
	}
	return false
}

// isMain reports whether s is a main phase.
func (s StepKind) isMain() bool { return s == Main1 || s == Main2 }

// Pass has player pass priority. When all players have passed in
// succession, the top of the stack resolves (413.1) or, with the stack
// empty, the step ends (300.2).
func (g *Game) Pass(p PlayerID) error {
	if err := g.beforeGame(p); err != nil {
		return err
	}
	if g.over || p != g.priority {
		return g.pass(p)
	}
	if err := g.checkDecider(p); err != nil {
		return err
	}
	if d := g.mustDiffer; d != nil && d.Player == p && d.Step == g.step && len(g.stack) == 0 {
		return g.illegal("732.2c", "%s shortened the shortcut to this place, %s, and must make a game choice other than passing, which was originally proposed for them", g.playerName(p), g.describePoint(*d))
	}
	return g.pass(p)
}

// pass has player p pass priority, whoever decides for p.
func (g *Game) pass(p PlayerID) error {
	if g.over {
		return g.illegal("102.1", "the game is over: it ended immediately when a player won or it became a draw")
	}
	if p != g.priority {
		return g.illegal("408.1c", "%s can't pass: %s has priority", g.playerName(p), g.playerName(g.priority))
	}
	g.record("408.1c", "%s passes priority", g.playerName(p))
	g.recordPoolAnnounced(p, "106.4b", "passes priority")
	g.passes++
	// Players who have left the game get no priority (600.4).
	g.priority = g.nextInGame(p)
	if g.passes < g.playersInGame() {
		return nil
	}
	g.passes = 0
	if len(g.stack) > 0 {
		g.recordLater("117.4", "all players passed in succession: the spell or ability on top of the stack resolves")
		g.recordLater("405.5", "the top, last-added, object on the stack resolves: %s", g.name(g.stack[len(g.stack)-1]))
		if err := g.resolveTop(); err != nil {
			return err
		}
		if err := g.takeKeywordError(); err != nil {
			return err
		}
		if g.endingTurn {
			return g.endTheTurn()
		}
		if g.mulligans != nil {
			// The resolution restarted the game: the new game waits for
			// its players' opening hands (727.1, restart.go).
			return nil
		}
		// After resolution the active player receives priority (408.1c).
		if !g.over && g.inGame(g.active) {
			g.recordLater("117.3b", "a spell or ability other than a mana ability has resolved: the active player, %s, receives priority", g.playerName(g.active))
		}
		if err := g.givePriority(g.active); err != nil {
			return err
		}
		g.noteResolution()
		return nil
	}
	g.recordLater("117.4", "all players passed in succession with the stack empty: the %s step ends", g.step)
	switch {
	case g.step.isMain():
		g.record("305.2", "all players pass in succession with the stack empty: the main phase has no steps, so it ends")
	case g.step == Cleanup:
		// Players received priority during cleanup: the stack is empty and
		// all passed, so another cleanup step begins (314.3).
		g.record("314.3#priority", "all players pass in succession with the stack empty: another cleanup step begins")
		if err := g.beginStep(); err != nil {
			return err
		}
		return g.takeKeywordError()
	default:
		g.record("300.2", "all players pass in succession with the stack empty: the %s step ends", g.step)
	}
	if err := g.nextStep(); err != nil {
		return err
	}
	return g.takeKeywordError()
}

// PassAll has every player pass in succession, starting with the player who
// has priority.
//
// During combat, the passes may begin a combat damage step whose scripted
// damage assignment is illegal: then the game returns to the moment before
// the passes (422.1; 510.1e of 2026), so that the assignment can be made
// again.
func (g *Game) PassAll() error {
	if err := g.beforeGame(g.priority); err != nil {
		return err
	}
	var snapshot *Game
	if g.combat != nil && (g.step == DeclareBlockers || g.step == CombatDamage) {
		snapshot = g.clone()
	}
	for range g.playersInGame() {
		err := g.pass(g.priority)
		var illegal *IllegalError
		if snapshot != nil && errors.As(err, &illegal) {
			g.restore(snapshot)
			g.record("422.1#combat-damage", "the combat damage assignment is illegal: the game returns to the moment before it was begun, to be made again")
			return err
		}
		if err != nil {
			return err
		}
	}
	if snapshot != nil {
		g.recycle(snapshot)
	}
	return nil
}

// AdvanceTo passes priority with an empty stack until it is player's step.
// A game that ends on the way stops the advance: its end is the outcome
// (102.2a), not an error.
func (g *Game) AdvanceTo(player PlayerID, step StepKind) error {
	if err := g.beforeGame(player); err != nil {
		return err
	}
	for range 64 * 8 {
		if g.active == player && g.step == step {
			return nil
		}
		if len(g.stack) > 0 {
			return fmt.Errorf("can't advance to %s's %s: the stack is not empty during %s's %s (script the passes)", g.playerName(player), step, g.playerName(g.active), g.step)
		}
		// One pass at a time: a player who passed before the advance began
		// (the active player, after which another received priority) has
		// already begun the succession, so a fixed round of passes would
		// run into the next step (117.4).
		if err := g.pass(g.priority); err != nil {
			return err
		}
		if g.over {
			return nil
		}
	}
	return fmt.Errorf("%s's %s never came", g.playerName(player), step)
}

// nextStep ends the current step and begins the next one, in a new turn
// after cleanup.
func (g *Game) nextStep() error {
	if g.step.endsPhase() || g.rules.ManaEmptiesEachStep {
		g.emptyManaPools()
	}
	if g.step == EndOfCombat {
		g.endCombat()
	}
	if g.extraPhaseNext() {
		return g.beginStep()
	}
	if g.step == Cleanup {
		g.turn++
		g.prevActive, g.prevActiveSpells = g.active, g.players[g.active].spellsCast
		g.active = g.nextTurnsPlayer()
		g.players[g.active].turnBegan = g.turn
		g.step = Untap
		for _, p := range g.players {
			p.LandsPlayed = 0
			g.spellsThisTurn = 0
			g.spellCopiesThisTurn = 0
			g.graveyardDeaths = 0
			g.damagedBy = nil
			g.exileIfDies = nil
			p.DamageThisTurn = 0
			p.ManaSpentOnSpells = 0
			p.attacked = nil
			p.DrawsThisTurn = 0
			p.LeftBattlefieldThisTurn = 0
			p.spellsCast = 0
			p.combatDamageTypes = nil
		}
		g.endFlashGrants()
		g.record("300.1", "turn %d begins: %s is the active player", g.turn, g.playerName(g.active))
		g.noteLivingMetal()
		g.newPlanarController()
		g.beginTurnControl()
		g.record("301.1", "the beginning phase begins: its untap, upkeep and draw steps follow in that order")
	} else if g.addedPhasesFollow() {
		g.step = BeginningOfCombat
	} else if g.step == CombatDamage && g.combat != nil && g.combat.firstStrikeStep {
		// The phase gets a second combat damage step for the creatures
		// without first strike (310.5).
		g.combat.firstStrikeStep, g.combat.second = false, true
		g.record("310.5", "a second combat damage step begins for the creatures that didn't assign combat damage in the first, and those with double strike")
	} else if g.step == DeclareAttackers && (g.combat == nil || len(g.combat.attackers) == 0) {
		g.record("308.4", "no creatures attacked: the declare blockers and combat damage steps are skipped")
		g.noteCombatStepsSkipped2026()
		g.step = EndOfCombat
	} else {
		g.step++
	}
	return g.beginStep()
}

// beginStep performs the turn-based actions of the step that just began,
// triggers "at the beginning of" abilities (410.2) and gives priority.
func (g *Game) beginStep() error {
	if g.skipStep() || (g.step == Draw && g.firstTurnDraw()) {
		return g.nextStep()
	}
	active := g.playerName(g.active)
	switch g.step {
	case BeginningOfCombat:
		if g.attacksSeveralPlayers() {
			break
		}
		g.record("306.3", "the combat phase begins: %s is the attacking player and %s the defending player", active, g.playerName(g.defendingPlayer()))
	case EndOfTurn:
		g.record("312.1", "the end phase begins: its end of turn step, then its cleanup step")
	}
	switch g.step {
	case Untap:
		// Phasing comes first (302.1), then, under the modern rules, the
		// day and night check (502.2, 703.4b of 2026), then untapping
		// (302.2).
		g.phase()
		g.checkDayNight()
		g.noteTurnBasedAction()
		g.record("302.2", "%s's untap step: %s untaps all permanents", active, active)
		g.record("408.2g", "untapping during the untap step is a game action: it doesn't use the stack")
		var untapped []Event
		kept := g.untapExerted(g.untapForbidden())
		for _, id := range g.inPlay {
			if o := g.objects[id]; !kept[id] && g.view(id).controller == g.active {
				if o.Tapped && g.stunned(o) {
					continue
				}
				if o.Tapped {
					untapped = append(untapped, Event{Kind: Untapped, Object: g.view(id), Player: o.Controller, NoPlayer: true})
				}
				o.Tapped = false
			}
		}
		g.triggerDelayedOnUntap(untapped)
		g.record("302.3", "no player receives priority during the untap step: it ends")
		g.recordLater("500.3", "the untap step, a step in which no player receives priority, ends when its actions are completed")
		// No player receives priority during the untap step (302.3).
		return g.nextStep()
	case Draw:
		g.record("304.1", "%s's draw step: %s draws a card", active, active)
		g.noteTurnBasedAction()
		g.record("408.2g", "drawing a card during the draw step is a game action: it doesn't use the stack")
		g.players[g.active].DrawsBeforeDrawStep = g.players[g.active].DrawsThisTurn
		events, err := g.draw(g.active, 1)
		g.afterEvents(events, nil)
		if err != nil {
			return err
		}
	case Main1:
		g.record(stepRule(g.step), "%s's %s step begins", active, g.step)
		g.schemeMainPhaseAction()
		g.sagaLoreAction()
		if err := g.attractionMainPhaseAction(); err != nil {
			return err
		}
	case DeclareAttackers:
		g.record("308.1", "%s's declare attackers step begins", active)
		g.noteTurnBasedAction()
		if err := g.declareAttackers(); err != nil {
			return err
		}
	case DeclareBlockers:
		g.record("309.1", "%s's declare blockers step begins", active)
		g.noteTurnBasedAction()
		if err := g.declareBlockers(); err != nil {
			return err
		}
	case CombatDamage:
		g.record("310.1", "%s's combat damage step begins", active)
		g.noteTurnBasedAction()
		if err := g.assignCombatDamage(); err != nil {
			return err
		}
	case Cleanup:
		g.noteTurnBasedAction()
		if err := g.discardToHandSize(); err != nil {
			return err
		}
		g.record("314.2", "cleanup: damage is removed and \"until end of turn\" effects end")
		g.noteCleanupRemoval2026()
		for _, id := range g.inPlay {
			o := g.objects[id]
			if o.Damage > 0 {
				g.recordLater("120.6", "the %d damage marked on %s remained until the cleanup step: it is removed now", o.Damage, g.name(id))
			}
			o.Damage, o.Shields, o.Prevention, o.DeathtouchDamage, o.CantRegenerate, o.PreventAll, o.lethalDamageNoted = 0, 0, 0, false, false, false, 0
		}
		for _, p := range g.players {
			p.Prevention, p.PreventAll = 0, false
		}
		g.costEffects = nil
		g.preventions = nil
		g.endUntilEndOfTurnEffects()
		if len(g.pending) == 0 && !g.stateBasedEffectsPending() {
			g.record("314.3", "no state-based effects or triggered abilities wait: no player receives priority and the cleanup step ends")
			g.recordLater("500.3", "the cleanup step, in which no player receives priority, ends when its actions are completed")
			return g.nextStep()
		}
		g.record("314.3#priority", "state-based effects or triggered abilities wait: %s receives priority during the cleanup step", active)
	default:
		g.record(stepRule(g.step), "%s's %s step begins", active, g.step)
		if g.step == Main2 {
			g.notePostcombatMain()
		}
	}
	// Abilities that triggered during the step's turn-based actions, before
	// those that trigger at its beginning.
	triggeredByActions := len(g.pending)
	g.triggerAtBeginning()
	g.triggerMonarchEndStep()
	g.triggerEpics()
	g.triggerParadigms()
	g.triggerDelayedAtBeginning()
	g.triggerSuspended()
	if rule := combatTriggersRule2026(g.step); rule != "" && triggeredByActions > 0 {
		g.recordLater(rule, "abilities triggered during the turn-based actions of the %s step (%d): they are put on the stack before the active player gets priority", g.step, triggeredByActions)
	}
	if g.step != Cleanup && !g.over && g.inGame(g.active) {
		g.recordLater("117.3a", "the turn-based actions of the %s step are done and the abilities that triggered are put on the stack: the active player, %s, receives priority", g.step, active)
		g.notePriorityAfterActions()
		if rule := stepPriorityRule2026(g.step); rule != "" {
			g.recordLater(rule, "in the %s step the active player, %s, gets priority once its turn-based actions are done", g.step, active)
		}
	}
	return g.givePriority(g.active)
}

// stepPriorityRule2026 is the rule of the 2026 edition by which the
// active player gets priority in step s, once its turn-based actions are
// done: each step's rule says so in its own words. Steps whose rule the
// 2006 numbers already name (beginning of combat, end step) have none
// here, nor do the steps in which no player normally gets priority.
func stepPriorityRule2026(s StepKind) string {
	switch s {
	case Upkeep:
		return "503.1"
	case Draw:
		return "504.2"
	case Main1, Main2:
		return "505.6"
	case DeclareAttackers:
		return "508.2"
	case DeclareBlockers:
		return "509.2"
	case CombatDamage:
		return "510.3"
	case EndOfCombat:
		return "511.1"
	}
	return ""
}

// combatTriggersRule2026 is the rule of the 2026 edition that puts on
// the stack, before the active player gets priority, the abilities that
// triggered as the turn-based actions of combat step s were taken.
func combatTriggersRule2026(s StepKind) string {
	switch s {
	case DeclareAttackers:
		return "508.2b"
	case DeclareBlockers:
		return "509.2a"
	case CombatDamage:
		return "510.3a"
	}
	return ""
}

// stepRule is the rule describing the beginning of a step.
func stepRule(s StepKind) string {
	switch s {
	case Upkeep:
		return "303.1"
	case Main1, Main2:
		return "305.3"
	case BeginningOfCombat:
		return "307.1"
	case DeclareAttackers:
		return "308.1"
	case DeclareBlockers:
		return "309.1"
	case CombatDamage:
		return "310.1"
	case EndOfCombat:
		return "311.1"
	case EndOfTurn:
		return "313.1"
	}
	return "300.1"
}

// emptyManaPools empties the mana pools as a phase ends; under rules with
// mana burn, each player loses 1 life per mana lost (300.3).
func (g *Game) emptyManaPools() {
	ends := "the phase ends"
	if !g.step.endsPhase() {
		ends = "the step ends"
	}
	for _, p := range g.players {
		keep := g.firebendingKept(p)
		n := p.Pool.Total() - keep.Total()
		if n == 0 {
			continue
		}
		lost := p.Pool
		lost.Colored[Red] -= keep.Colored[Red]
		if g.rules.ManaBurn {
			g.record("300.3", "%s: %s's unused mana %s is lost and %s loses %d life to mana burn", ends, p.Name, lost, p.Name, n)
			p.Life -= n
		} else {
			g.record("300.3", "%s: %s's unused mana %s is lost", ends, p.Name, lost)
			g.noteManaEmptied2026()
		}
		p.Pool = keep
	}
}

// givePriority is what happens whenever a player would receive priority:
// state-based effects, then triggered abilities go on the stack, repeated
// until neither happens (410.3, 420.3); then the player gets priority.
func (g *Game) givePriority(p PlayerID) error {
	sbaBefore := false
	g.checkAscend()
	for round := range 1000 {
		if err := g.checkStepLimit(); err != nil {
			return err
		}
		acted, err := g.checkStateBasedEffects()
		if err != nil {
			return err
		}
		if acted && round == 0 {
			g.recordLater("117.5", "a player would receive priority: the game first performed all applicable state-based actions as a single event")
			g.recordLater("117.2d", "the state-based actions happened automatically, their conditions met, and were dealt with before a player would receive priority")
			g.recordLater("117.2", "the state-based actions were performed by the game rules, automatically: priority doesn't apply to them")
			g.recordLater("405.6f", "the state-based actions didn't use the stack: they happened as their conditions were met")
			g.noteStateBasedActions()
		}
		if g.over {
			return nil
		}
		if acted && sbaBefore {
			g.record("420.3", "the check for state-based effects is repeated after the last ones resolved: these new ones resolved as a single event")
		}
		sbaBefore = acted
		g.checkStateTriggers()
		if len(g.pending) > 0 {
			if err := g.putTriggersOnStack(); err != nil {
				return err
			}
			acted = true
		}
		if !acted {
			g.priority = g.receiverOfPriority(p)
			g.passes = 0
			return nil
		}
	}
	return fmt.Errorf("state-based effects and triggers never stopped (421)")
}

// Start begins play from the state that was set up: the active player
// would receive priority, so state-based effects and waiting triggers are
// handled first.
func (g *Game) Start() error {
	g.record("300.1", "turn %d, %s's %s step: %s is the active player", g.turn, g.playerName(g.active), g.step, g.playerName(g.active))
	return g.givePriority(g.active)
}

// maxHandSize is the normal maximum hand size (217.3b).
const maxHandSize = 7

// discardToHandSize has the active player discard down to the maximum hand
// size as the cleanup step begins (314.1); which cards is his or her
// choice.
func (g *Game) discardToHandSize() error {
	p := g.active
	if src, a, ok := g.playerKeywordSource(p, NoMaximumHandSize); ok {
		if n := len(g.players[p].Hand); n > maxHandSize {
			g.record("217.3b", "%s has %d cards in hand, but no maximum hand size (%s's \"%s\"): they discard nothing", g.playerName(p), n, src.name(), a.Text)
		}
		return nil
	}
	if n := len(g.players[p].Hand); n > maxHandSize {
		g.record("217.3b", "%s has %d cards in hand, more than the maximum hand size of %d", g.playerName(p), n, maxHandSize)
		g.recordLater("405.6e", "discarding to the maximum hand size is a turn-based action: it doesn't use the stack, and happens as the cleanup step begins, before any player would receive priority")
	}
	for len(g.players[p].Hand) > maxHandSize {
		hand := g.objectsIn(p, ZoneHand)
		// Cards with the same name are one option: which copy goes makes
		// no difference.
		var options []string
		for _, id := range hand {
			if !slices.Contains(options, g.name(id)) {
				options = append(options, g.name(id))
			}
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "314.1", About: fmt.Sprintf("a card to discard down to %d (hand of %d)", maxHandSize, len(hand)), Options: options})
		if err != nil {
			return err
		}
		id := hand[slices.IndexFunc(hand, func(id ObjectID) bool { return g.name(id) == answer })]
		g.record("314.1", "%s discards %s down to the maximum hand size", g.playerName(p), g.name(id))
		g.noteDiscarded(g.objects[id].Origin)
		ev := g.move(id, ZoneGraveyard, p)
		ev.Discarded = true
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}
