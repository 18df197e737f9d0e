package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// operation carries out one kind of instruction as a spell or ability
// resolves (413.2b).
type operation func(g *Game, r *resolution, ins Instruction) error

// operationNames lists the instruction verbs the engine knows; lookup
// maps each to its implementation. Adding a verb means adding it to both.
var operationNames = []string{"destroy", "destroy-all", "lose-life", "gain-life", "draw", "tap", "untap", "damage", "pump", "set-color", "discard-hand", "mill", "create-tokens", "choose-number", "discard-matching", "may-sacrifice", "add-mana", "counter", "gain-ability", "may", "regenerate", "move", "search-library", "reveal-top-to-hand", "put-from-hand-on-top", "each-sacrifice", "sacrifice-this", "exile-same-name", "choose-from-hand", "change-target", "damage-divided", "ninjutsu", "haunt", "epic-copy", "storm-copy", "fade", "rampage", "name-card", "subgame", "subgame-penalty", "cost-increase", "prevent-next", "prevent-all-to", "play-free", "suspend-tick", "suspend-play", "delayed", "switch-pt", "lose-keyword", "add-mana-each", "add-mana-land-could", "pump-and-color", "prevent-next-sharing", "prevent-next-from", "sacrifice-enchanted", "set-pt", "put-counters", "prevent-all-from", "choose-creature-type", "gain-control", "win-game", "extra-turn", "end-turn", "phase-out", "phase-in-all", "control-turn", "skip-step", "skip-turn", "extra-combat", "become-copy", "copy-spell", "flip", "reflexive", "shuffle-into-library", "set-life", "extra-upkeeps", "choose-color-of", "add-mana-chosen-color", "wish", "remove-from-combat", "surveil", "investigate", "proliferate", "adapt", "monstrosity", "bolster", "double", "triple", "blight", "endure", "explore", "connive", "amass", "populate", "suspect", "detain", "goad", "support", "fateseal", "time-travel", "forage", "create-predefined", "discover", "clash", "collect-evidence", "behold", "separate-piles", "separate-permanent-piles", "transform", "convert", "incubate", "earthbend", "earthbend-return", "airbend", "harness", "lose-game", "draw-game", "meld", "spend-only", "name-sticker", "exchange-life", "venture", "scry", "ring-tempts", "ring-sacrifice", "assemble", "roll-die", "roll-again", "open-attraction", "roll-to-visit", "claim-prize", "set-in-motion", "abandon", "put-from-hand", "enter-control-instead", "prepare", "enter-as-copy-next", "attacks-this-turn", "restart-game", "siege-defeated", "flash-until-next-turn", "exile-if-dies-damaged"}

// lookup is the instruction table: each verb of the ability vocabulary and
// the function implementing it, which records the rule it applies. (A
// switch rather than a map: the table refers to perform, which refers to
// the table.)
func lookup(op string) (operation, bool) {
	switch op {
	case "destroy":
		return opDestroy, true
	case "destroy-all":
		return opDestroyAll, true
	case "lose-life":
		return opLoseLife, true
	case "gain-life":
		return opGainLife, true
	case "draw":
		return opDraw, true
	case "tap":
		return opTap, true
	case "untap":
		return opUntap, true
	case "remove-from-combat":
		return opRemoveFromCombat, true
	case "damage":
		return opDamage, true
	case "pump":
		return opPump, true
	case "become-copy":
		return opBecomeCopy, true
	case "copy-spell":
		return opCopySpell, true
	case "flip":
		return opFlip, true
	case "set-color":
		return opSetColor, true
	case "discard-hand":
		return opDiscardHand, true
	case "mill":
		return opMill, true
	case "create-tokens":
		return opCreateTokens, true
	case "choose-number":
		return opChooseNumber, true
	case "discard-matching":
		return opDiscardMatching, true
	case "may-sacrifice":
		return opMaySacrifice, true
	case "add-mana":
		return opAddMana, true
	case OpSpendOnly:
		return opSpendOnly, true
	case OpNameSticker:
		return opNameSticker, true
	case OpAttacksThisTurn:
		return opAttacksThisTurn, true
	case OpRestartGame:
		return opRestartGame, true
	case "counter":
		return opCounter, true
	case "gain-ability":
		return opGainAbility, true
	case "may":
		return opMay, true
	case "regenerate":
		return opRegenerate, true
	case "move":
		return opMove, true
	case "search-library":
		return opSearchLibrary, true
	case "reveal-top-to-hand":
		return opRevealTopToHand, true
	case "put-from-hand-on-top":
		return opPutFromHandOnTop, true
	case "wish":
		return opWish, true
	case "choose-from-hand":
		return opChooseFromHand, true
	case "exile-same-name":
		return opExileSameName, true
	case "sacrifice-this":
		return opSacrificeThis, true
	case "each-sacrifice":
		return opEachSacrifice, true
	case "change-target":
		return opChangeTarget, true
	case "damage-divided":
		return opDamageDivided, true
	case "name-card":
		return opNameCard, true
	case "separate-piles":
		return opSeparatePiles, true
	case "separate-permanent-piles":
		return opSeparatePermanentPiles, true
	case "subgame":
		return opSubgame, true
	case "subgame-penalty":
		return opSubgamePenalty, true
	case "cost-increase":
		return opCostIncrease, true
	case "prevent-next":
		return opPreventNext, true
	case "prevent-all-to":
		return opPreventAllTo, true
	case "play-free":
		return opPlayFree, true
	case "reflexive":
		return opReflexive, true
	case "shuffle-into-library":
		return opShuffleIntoLibrary, true
	case "set-life":
		return opSetLife, true
	case "extra-upkeeps":
		return opExtraUpkeeps, true
	case "delayed":
		return opDelayed, true
	case "switch-pt":
		return opSwitchPT, true
	case "lose-keyword":
		return opLoseKeyword, true
	case "add-mana-each":
		return opAddManaEach, true
	case "pump-and-color":
		return opPumpAndColor, true
	case "prevent-next-sharing":
		return opPreventNextSharing, true
	case "prevent-next-from":
		return opPreventNextFrom, true
	case "sacrifice-enchanted":
		return opSacrificeEnchanted, true
	case "set-pt":
		return opSetPT, true
	case "put-counters":
		return opPutCounters, true
	case "prevent-all-from":
		return opPreventAllFrom, true
	case "choose-creature-type":
		return opChooseCreatureType, true
	case "gain-control":
		return opGainControl, true
	case "add-mana-land-could":
		return opAddManaLandCould, true
	case "win-game":
		return opWinGame, true
	case "lose-game":
		return opLoseGame, true
	case "draw-game":
		return opDrawGame, true
	case "extra-turn":
		return opExtraTurn, true
	case "end-turn":
		return opEndTurn, true
	case "skip-step":
		return opSkipStep, true
	case "skip-turn":
		return opSkipTurn, true
	case "extra-combat":
		return opExtraCombat, true
	case "choose-color-of":
		return opChooseColorOf, true
	case "add-mana-chosen-color":
		return opAddManaChosenColor, true
	case "control-turn":
		return opControlTurn, true
	case "fight":
		return opFight, true
	case "put-from-hand":
		return opPutFromHand, true
	case "enter-control-instead":
		return opEnterControlInstead, true
	case "prepare":
		return opPrepare, true
	case "enter-as-copy-next":
		return opEnterAsCopyNext, true
	case "siege-defeated":
		return opSiegeDefeated, true
	}
	return keywordOperation(op)
}

// Operations lists the instruction verbs the engine knows.
func Operations() []string { return slices.Clone(operationNames) }

// perform carries out one instruction.
func (g *Game) perform(r *resolution, ins Instruction) error {
	op, ok := lookup(ins.Op)
	if !ok {
		return fmt.Errorf("unknown instruction %q", ins.Op)
	}
	if skip := g.manaSpentFails(r, ins); skip {
		return nil
	}
	if ins.Instead != nil {
		if !g.insteadHolds(r, ins.InsteadIf) {
			g.recordLater("614.15", "it isn't true that %s: \"%s\" isn't followed instead of \"%s\"", ins.InsteadIf, ins.Instead.Text, ins.Text)
		} else {
			g.recordLater("614.15", "%s: \"%s\" replaces \"%s\", a self-replacement effect of the spell's own text", ins.InsteadIf, ins.Instead.Text, ins.Text)
			ins = *ins.Instead
		}
	}
	if ins.OnlyIf != nil {
		ids := r.objectsOf(ins)
		var keep []ObjectID
		for _, id := range ids {
			if v := g.view(id); v != nil && g.matches(ins.OnlyIf, v, r.controller, r) {
				g.record("413.2b", "%s has %s: \"%s\" is followed", v.name(), ins.OnlyIf.Text, ins.Text)
				keep = append(keep, id)
			} else if v != nil {
				g.record("413.2b", "%s doesn't have %s as the instruction is followed: \"%s\" does nothing to it", v.name(), ins.OnlyIf.Text, ins.Text)
			}
		}
		if len(keep) == 0 {
			return nil
		}
	}
	if ins.If == "kicked" && (r.obj == nil || !r.obj.Kicked) {
		g.record("413.2b", "%s wasn't kicked: \"%s\" is skipped", r.source.name(), ins.Text)
		g.record("502.21b", "that text applies only if the kicker cost was paid")
		return nil
	}
	if ins.If == "kicked" {
		g.record("502.21b#kicked", "%s was kicked, its kicker cost announced and paid: \"%s\" is followed", r.source.name(), ins.Text)
	}
	if g.bargainedSkips(r, ins) || g.wonClashSkips(r, ins) || g.dieResultSkips(r, ins) {
		return nil
	}
	if playerOperations[ins.Op] && ins.Player.Kind == RefThatPlayer && !r.hasThatPlayer {
		// A spell has no event to name a player, and damage dealt to an
		// object names none: the instruction would silently do nothing.
		return fmt.Errorf("%q: no player is \"that player\" here: no event naming a player put this spell or ability on the stack: %w", ins.Text, ErrNoEffect)
	}
	if ins.Player.Kind == RefEachPlayer && ins.Op != "each-sacrifice" {
		names := make([]string, 0, len(g.players))
		for _, p := range r.players(ins.Player) {
			names = append(names, g.playerName(p))
		}
		g.record("413.2d", "\"%s\": each player does it, in APNAP order (%s)", ins.Text, strings.Join(names, ", "))
	}
	if ins.Player.Kind == RefEachOpponent {
		names := make([]string, 0, len(g.players))
		for _, p := range r.players(ins.Player) {
			names = append(names, g.playerName(p))
		}
		g.record("413.2d", "\"%s\": each opponent of %s does it, in APNAP order (%s)", ins.Text, g.playerName(r.controller), strings.Join(names, ", "))
	}
	if ins.EndCost != nil {
		return g.performEndable(r, ins, op)
	}
	return op(g, r, ins)
}

// objects resolves an object reference. A target that became illegal is
// left out: the spell can't perform actions on it (413.2a).
func (r *resolution) objects(ref Ref) []ObjectID {
	var out []ObjectID
	switch ref.Kind {
	case RefTarget:
		for _, t := range r.legal[ref.Name] {
			if !t.IsPlayer && r.g.objects[t.Object] != nil {
				out = append(out, t.Object)
			}
		}
	case RefThis:
		if r.source != nil && r.g.objects[r.source.id] != nil {
			out = append(out, r.source.id)
			r.noteRenamedSource()
		} else if id, ok := r.auraInGraveyard(); ok {
			out = append(out, id)
		}
	case RefThatCard:
		if r.thatCard != nil && r.g.objects[r.thatCard.id] != nil {
			out = append(out, r.thatCard.id)
			out = append(out, r.meldedThatCard()...)
		} else if ev := r.event; r.thatCard == nil && !r.moved && ev != nil && ev.Kind == ZoneChanged && ev.To != ZoneInPlay {
			// A trigger on a card moving that has moved nothing itself:
			// "that card" is the new object the card became ("When
			// enchanted creature dies, return that card", 400.7 of 2026).
			return r.objects(Ref{Kind: RefIt})
		}
	case RefEventSource:
		if ev := r.event; ev != nil && ev.Source != nil && r.g.objects[ev.Source.id] != nil {
			out = append(out, ev.Source.id)
			r.g.noteStillAffected(ev.Source)
		}
	case RefRemembered:
		return r.remembered()
	case RefAttached:
		return r.attachedToSource()
	case RefIt:
		if r.moved {
			return r.movedIt()
		}
		ev := r.event
		if ev == nil || ev.Object == nil {
			return nil
		}
		if ev.Kind != ZoneChanged {
			// The creature of an event that moves nothing: the attacker,
			// the blocker.
			if r.g.objects[ev.Object.id] != nil {
				out = append(out, ev.Object.id)
			}
			return out
		}
		if o := r.g.objects[ev.NewID]; o != nil && o.Zone == ev.To {
			out = append(out, ev.NewID)
			r.g.noteFoundAfterLeaving(ev)
			out = append(out, r.g.meldedCardFound(ev)...)
		} else {
			r.g.record("410.10", "%s is no longer in the %s, the zone it moved to: the ability can't find it and does nothing to it", ev.Object.name(), r.g.rules.ZoneName(ev.To))
			if ev.From == ZoneInPlay {
				r.g.record("410.10c", "a leaves-play ability checks for the card only in the first zone it went to, the %s", r.g.rules.ZoneName(ev.To))
			}
		}
	}
	return out
}

// objectsOf resolves every object an instruction acts on, each once.
func (r *resolution) objectsOf(ins Instruction) []ObjectID {
	out := r.objects(ins.Object)
	for _, ref := range ins.Objects {
		for _, id := range r.objects(ref) {
			if !slices.Contains(out, id) {
				out = append(out, id)
			}
		}
	}
	return out
}

// players resolves a player reference. The controller of an illegal target
// comes from its last known information (413.2a).
func (r *resolution) players(ref Ref) []PlayerID {
	switch ref.Kind {
	case RefYou:
		return []PlayerID{r.controller}
	case RefThatPlayer:
		if r.hasThatPlayer {
			return []PlayerID{r.thatPlayer}
		}
	case RefEachPlayer:
		var out []PlayerID
		for _, p := range r.g.apnap() {
			if !r.g.players[p].Lost {
				out = append(out, p)
				r.notePlayerNotTargeted(p)
			}
		}
		return out
	case RefEachOpponent:
		var out []PlayerID
		of := r.controller
		if ref.Name == OpponentsOfThatPlayer {
			if !r.hasThatPlayer {
				return nil
			}
			of = r.thatPlayer
		}
		for _, p := range r.g.apnap() {
			if p != of && !r.g.players[p].Lost {
				out = append(out, p)
				r.notePlayerNotTargeted(p)
			}
		}
		return out
	case RefMostLife:
		return r.mostLife(ref)
	case RefDefendingPlayer:
		return r.defendingPlayerOf()
	case RefTarget:
		var out []PlayerID
		for _, t := range r.legal[ref.Name] {
			if t.IsPlayer {
				out = append(out, t.Player)
			}
		}
		return out
	case RefControllerOf:
		for _, t := range r.targets[ref.Name] {
			if t.IsPlayer {
				return []PlayerID{t.Player}
			}
			if v := r.g.view(t.Object); v != nil {
				if v.zone != ZoneInPlay && v.zone != ZoneStack {
					return []PlayerID{r.g.ownerAsController(v)}
				}
				if r.g.lki[t.Object] == v && r.g.noteOnce(fmt.Sprintf("lki-controller %d", t.Object)) {
					// "Exile target creature. Its controller may search
					// ...": the creature is gone, and its controller is
					// the one it had as it last existed (608.2h of 2026).
					r.g.record("413.2f", "%s is no longer in play: its controller, %s, is found from its last known information", v.name(), r.g.playerName(v.controller))
				}
				return []PlayerID{v.controller}
			}
		}
	}
	return nil
}

// RevoltCondition is the condition of revolt's instructions (Fatal Push):
// a permanent left the battlefield under the controller of the spell or
// ability this turn.
const RevoltCondition = "a permanent left the battlefield under your control this turn"

// insteadHolds reports whether the condition of a self-replacement
// effect holds as the instruction would be followed.
func (g *Game) insteadHolds(r *resolution, cond string) bool {
	switch cond {
	case RevoltCondition:
		n := g.players[r.controller].LeftBattlefieldThisTurn
		g.record("413.2b", "%s left the battlefield under %s's control this turn", count(n, "permanent"), g.playerName(r.controller))
		return n > 0
	}
	return false
}
