package rulings

import (
	"errors"
	"fmt"
	"strings"
)

// The planar die (901.3a of 2026): a six-sided die with the Planeswalker
// symbol on one face, the chaos symbol on another and the other four
// blank. As any die roll, its result is input the scenario states, an
// answer line "PLAYER rolls blank" (or "chaos", "planeswalker"), taken
// by the player's next roll (Roll). The active player may roll it as a
// special action (RollPlanarDie, 901.9, 116.2i); an effect may make a
// player roll it ("Roll the planar die.", opRollPlanarDie), which doesn't
// count towards the cost of the special action.

// Faces of the planar die, as the scenario states a result.
const (
	planarBlank        = "blank"
	planarChaos        = "chaos"
	planarPlaneswalker = "planeswalker"
)

// planarDieAction is the event of rolling the planar die, for abilities
// that trigger "whenever you roll the planar die".
const planarDieAction = "roll the planar die"

// planarFace reads a stated result of the planar die: "blank", "chaos"
// or "{CHAOS}", "planeswalker" or "{PW}".
func planarFace(s string) (string, bool) {
	switch strings.ToLower(s) {
	case planarBlank:
		return planarBlank, true
	case planarChaos, "{chaos}":
		return planarChaos, true
	case planarPlaneswalker, "{pw}":
		return planarPlaneswalker, true
	}
	return "", false
}

// planeswalkingAbility is the inherent triggered ability of a Planechase
// game (901.8): it has no source, and is controlled by the player whose
// planar die roll made it trigger.
var planeswalkingAbility = &Ability{Kind: TriggeredAbility,
	Text:   "Whenever you roll the Planeswalker symbol on the planar die, planeswalk.",
	Effect: []Instruction{{Op: "planeswalk", Text: "planeswalk", Player: Ref{Kind: RefYou}}}}

// planeswalkingSource stands for the missing source of the planeswalking
// ability (901.8) where the engine names a trigger's source.
func planeswalkingSource(p PlayerID) *view {
	return &view{controller: p, owner: p, zone: ZoneNone, isAbility: true,
		faces: []Characteristics{{Name: "the Planechase game"}}}
}

// RollPlanarDie is the special action of 901.9: the active player, with
// priority and the stack empty during a main phase of their turn, rolls
// the planar die, paying {N} for the N times they have already taken
// this action this turn, with the mana abilities of req.ManaSources.
func (g *Game) RollPlanarDie(req PlayRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		name := g.playerName(p)
		if !g.planechase() {
			return g.illegalLater("901.3", "%s can't roll the planar die: this is no Planechase game, no player plays with a planar deck", name)
		}
		if g.active != p {
			return g.illegalLater("901.9", "%s isn't the active player: only the active player may roll the planar die, during a main phase of their turn", name)
		}
		if g.priority != p || !g.sorceryWindow(p) {
			return g.illegalLater("901.9", "%s may roll the planar die only while they have priority and the stack is empty, during a main phase of their turn", name)
		}
		pl := g.players[p]
		taken := 0
		if pl.planarRollTurn == g.turn {
			taken = pl.planarRolls
		}
		cost := ManaCost{Generic: taken}
		g.recordLater("116.2i", "%s rolls the planar die: a special action, which doesn't use the stack", name)
		switch taken {
		case 0:
			g.recordLater("901.9", "%s has priority with the stack empty in a main phase of their turn and hasn't taken this action this turn: rolling the planar die costs {0}", name)
		default:
			g.recordLater("901.9", "%s has already rolled the planar die %s this turn as a special action: this roll costs %s, the number of times they took the action before", name, times(taken), cost)
		}
		if taken > 0 || len(req.ManaSources) > 0 {
			if err := g.payManaWith(p, req.ManaSources, cost); err != nil {
				var illegal *IllegalError
				if errors.As(err, &illegal) {
					return g.illegalLater("901.9", "%s doesn't pay %s, the cost of this roll of the planar die: the special action can't be taken", name, cost)
				}
				return err
			}
		}
		pl.planarRollTurn, pl.planarRolls = g.turn, taken+1
		if err := g.rollPlanarDie(p, "the special action of 901.9"); err != nil {
			return err
		}
		return g.givePriority(p)
	})
}

// opRollPlanarDie is "Roll the planar die." in an effect: each player of
// the instruction rolls it. It is no special action, and doesn't count
// towards what the special action costs (901.9).
func opRollPlanarDie(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		if !g.planechase() {
			g.recordLater("901.3", "%q: this is no Planechase game, there is no planar die to roll", ins.Text)
			return nil
		}
		g.recordLater("901.9", "%s rolls the planar die because %s says so: not the special action, so it doesn't count towards that action's cost", g.playerName(p), r.source.name())
		if err := g.rollPlanarDie(p, fmt.Sprintf("%q of %s", ins.Text, r.source.name())); err != nil {
			return err
		}
	}
	return nil
}

// rollPlanarDie has player p roll the planar die for why; the result is
// the next one stated for p (Roll). A blank does nothing (901.9a), the
// chaos symbol makes chaos ensue (901.9b) and the Planeswalker symbol
// triggers the planeswalking ability (901.9c). Abilities that trigger
// whenever a player rolls a die trigger, but no effect reads a number
// from it (901.9d, 706.7).
func (g *Game) rollPlanarDie(p PlayerID, why string) error {
	name := g.playerName(p)
	die := "the planar die"
	queue := g.rolls[p]
	if len(queue) == 0 {
		return fmt.Errorf("%s rolls the planar die (%s), but the scenario states no result for it; script it with \"%s rolls blank\" (or chaos, planeswalker) before the action that makes the roll", name, why, name)
	}
	face, ok := planarFace(queue[0])
	if !ok {
		return &RollError{Player: name, Die: die, Why: why, Given: queue[0],
			Reason: "the planar die has one face with the Planeswalker symbol, one with the chaos symbol and four blank ones: state \"planeswalker\", \"chaos\" or \"blank\" (901.3a)"}
	}
	g.rolls[p] = queue[1:]
	g.playerActed()
	g.recordLater("901.3a", "%s rolls the planar die, a six-sided die with the Planeswalker symbol on one face, the chaos symbol on another and four blank faces (%s): it shows %s", name, why, describePlanarFace(face))
	switch face {
	case planarBlank:
		g.recordLater("901.9a", "the planar die shows a blank face: nothing happens")
	case planarChaos:
		g.recordLater("901.9b", "the planar die shows the chaos symbol: chaos ensues")
	case planarPlaneswalker:
		g.recordLater("901.9c", "the planar die shows the Planeswalker symbol: the planeswalking ability, \"%s\", triggers and is put on the stack", planeswalkingAbility.Text)
		g.pending = append(g.pending, &pendingTrigger{ability: planeswalkingAbility, source: planeswalkingSource(p), controller: p, event: &Event{Kind: ActionCompleted, Player: p, Action: planarDieAction}})
	}
	// The roll is a die roll too, with Amount 0: no number a result
	// could be read as (901.9d).
	events := []Event{{Kind: ActionCompleted, Player: p, Action: planarDieAction}, {Kind: ActionCompleted, Player: p, Action: rollDieAction}}
	if face == planarChaos {
		events = append(events, g.chaosEvent(p, "the planar die shows the chaos symbol"))
	}
	waiting := len(g.pending)
	g.afterEvents(events, nil)
	for _, t := range g.pending[waiting:] {
		if t.event != nil && t.event.Action == rollDieAction && t.event.Amount == 0 {
			g.recordLater("901.9d", "rolling the planar die triggers %s, an ability that triggers whenever a player rolls a die; no effect reads a numerical result from that roll", t.describe())
		}
	}
	return nil
}

// describePlanarFace names a face of the planar die for the trace.
func describePlanarFace(face string) string {
	switch face {
	case planarChaos:
		return "the chaos symbol {CHAOS}"
	case planarPlaneswalker:
		return "the Planeswalker symbol {PW}"
	}
	return "a blank face"
}
