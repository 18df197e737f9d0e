package rulings

import (
	"errors"
	"fmt"
	"slices"
)

// ErrNoEffect is wrapped by the error CheckInstruction returns for an
// instruction the engine would accept and then perform as nothing.
var ErrNoEffect = errors.New("the engine would perform nothing for it")

// playerOperations are the instructions a player performs: their subject
// names the player or players who do it ("you draw a card", "each player
// loses 1 life"). Every other instruction is done to objects, and its
// subject, if any, is the source acting ("this deals 2 damage to T").
var playerOperations = map[string]bool{
	"draw": true, "lose-life": true, "gain-life": true, "discard-hand": true, "discard-matching": true,
	"mill": true, "create-tokens": true, "add-mana": true, "search-library": true, "choose-number": true,
	"name-card": true, "discard-n": true, "exile-top": true, "win-game": true, "lose-game": true, "shuffle-into-library": true, "shuffle-cards-into-library": true, "create-named-token": true, "set-life": true, "extra-upkeeps": true, "extra-turn": true, "skip-step": true, "skip-turn": true, "extra-combat": true, "may": true, "add-mana-each": true, "choose-creature-type": true, "add-mana-land-could": true, "may-sacrifice": true, "play-free": true, "each-sacrifice": true, "control-turn": true, "wish": true, "villainous-choice": true, "vote": true, "put-from-hand": true,
}

// playerSubjects are the references a player instruction can resolve to
// players with; "this" or "that card" as the subject of "draws" names no
// player, so the instruction would do nothing.
var playerSubjects = map[RefKind]bool{
	RefYou: true, RefThatPlayer: true, RefTarget: true, RefControllerOf: true, RefEachPlayer: true, RefEachOpponent: true, RefMostLife: true, RefDefendingPlayer: true,
}

// CheckInstruction refuses an instruction that would be performed as
// nothing: an unknown verb, a player instruction whose subject names no
// player, or "each player" as the subject of an instruction no player
// performs ("each player destroys T"). The instructions an optional one
// holds, and those an "if you do" clause after it holds, are checked
// too.
func CheckInstruction(ins Instruction) error {
	if _, ok := lookup(ins.Op); !ok {
		return fmt.Errorf("%q: unknown instruction %q: %w", ins.Text, ins.Op, ErrNoEffect)
	}
	if playerOperations[ins.Op] {
		if !playerSubjects[ins.Player.Kind] {
			return fmt.Errorf("%q: its subject names no player, so no player would do it: %w", ins.Text, ErrNoEffect)
		}
	} else if ins.Player.Kind == RefEachPlayer || ins.Player.Kind == RefEachOpponent {
		return fmt.Errorf("%q: \"each player\" or \"each opponent\" is the subject of an instruction no player performs: %w", ins.Text, ErrNoEffect)
	}
	if objectGroupOperations[ins.Op] && ins.Object.Kind == RefNone && ins.Filter.Text != "" && !ins.Filter.CanBeObject() {
		return fmt.Errorf("%q: %q names only players, and this instruction acts only on permanents: %w", ins.Text, ins.Filter.Text, ErrNoEffect)
	}
	for _, inner := range append(slices.Clip(ins.Else), ins.IfDone...) {
		if err := CheckInstruction(inner); err != nil {
			return err
		}
	}
	return nil
}

// objectGroupOperations are the instructions done to the permanents a
// filter matches ("destroy all creatures"): a filter of players alone
// ("all opponents") would leave them nothing to do.
var objectGroupOperations = map[string]bool{
	"destroy-all": true, "pump": true, "gain-ability-all": true, "gain-shared-keywords": true, "lose-all-abilities": true, "each-sacrifice": true, "phase-in-all": true, "return-all": true,
	"tap": true, "untap": true,
}

// CanBePlayer reports whether a target with this filter can be a player.
func (f Filter) CanBePlayer() bool { return f.Player }

// CanBeObject reports whether a target with this filter can be an object:
// "player" or "opponent" alone matches no object, "creature or player"
// does (see matches).
func (f Filter) CanBeObject() bool { return !f.Player || len(f.Types) > 0 }

// playerTargetOperations are the instructions done to objects that also
// act on a player named by their object reference ("deals 2 damage to T").
var playerTargetOperations = map[string]bool{"damage": true, "damage-divided": true, "prevent-next": true, "prevent-all-to": true}

// CheckTargetRefs refuses an instruction whose reference to a target can
// never resolve, given the targets' filters: a player instruction whose
// subject is a target that can only be an object ("T draws a card" with
// "target T: creature"), or an instruction done to objects whose object is
// a target that can only be a player ("destroy T" with "target T:
// player"). The engine would perform either as nothing. A name no target
// in targets declares is left alone: the target may be declared later.
func CheckTargetRefs(ins Instruction, targets []TargetSpec) error {
	filterOf := func(name string) (Filter, bool) {
		for _, spec := range targets {
			for _, n := range spec.Names {
				if n == name {
					return spec.Filter, true
				}
			}
		}
		return Filter{}, false
	}
	if playerOperations[ins.Op] && ins.Player.Kind == RefTarget {
		if f, ok := filterOf(ins.Player.Name); ok && !f.CanBePlayer() {
			return fmt.Errorf("%q: its subject %s is a target that can only be a %s, never a player, so no player would do it: %w", ins.Text, ins.Player.Name, f, ErrNoEffect)
		}
	}
	if !playerOperations[ins.Op] && !playerTargetOperations[ins.Op] {
		for _, ref := range append([]Ref{ins.Object}, ins.Objects...) {
			if ref.Kind != RefTarget {
				continue
			}
			if f, ok := filterOf(ref.Name); ok && !f.CanBeObject() {
				return fmt.Errorf("%q: %s is a target that can only be a %s, and this instruction acts only on objects: %w", ins.Text, ref.Name, f, ErrNoEffect)
			}
		}
	}
	for _, inner := range ins.Else {
		if err := CheckTargetRefs(inner, targets); err != nil {
			return err
		}
	}
	return nil
}

// NamesPlayer reports whether every event that can set off the trigger
// names a player for "that player": the active player at the beginning of
// a step, the player of a zone change, attack, block, spell or mana
// ability. A state trigger has no event, and damage dealt to something
// that can't be a player names none. (Damage a source deals names the
// player only when dealt to one; the engine refuses "that player" as such
// an ability resolves.)
func (t *Trigger) NamesPlayer() bool {
	switch t.Kind {
	case OnState:
		return false
	case OnEvent:
		if t.Event == DamageDealt {
			return !t.Self && t.Filter.CanBePlayer()
		}
	}
	return true
}

// CheckThatPlayer refuses a player instruction whose subject is "that
// player" in a triggered ability whose trigger names no player.
func CheckThatPlayer(ins Instruction, t *Trigger) error {
	if t == nil || t.NamesPlayer() {
		return nil
	}
	if playerOperations[ins.Op] && ins.Player.Kind == RefThatPlayer {
		return fmt.Errorf("%q: no event that sets off this trigger names a player, so no player is \"that player\": %w", ins.Text, ErrNoEffect)
	}
	for _, inner := range ins.Else {
		if err := CheckThatPlayer(inner, t); err != nil {
			return err
		}
	}
	return nil
}
