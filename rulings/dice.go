package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// Rolling a die (706 of 2026). A die's result is chance, so the engine
// never draws it: like a choice, it is input the scenario states, an
// answer line "PLAYER rolls N" (Roll), taken by the rolls that player
// makes in order. A roll the scenario didn't state is a RollError naming
// the player and the die, and a result the die can't show is refused
// (706.1a). The result is the natural result, no effect modifying it
// (706.2). An instruction of the same ability that depends on the result
// ("if the result is 4 or higher, ...", a results table row "1-9 | ...")
// is followed only if the last result of that resolution is in its range
// (706.3a, 706.4). Rolling a die is one event, which abilities that
// trigger "whenever you roll a die" see (ActionCompleted, "roll a die");
// rolling to visit your Attractions is a die roll too (701.52a,
// action_roll_to_visit.go).

// DieRollSince is the effective date of the first rules with a rule for
// rolling a die, those of Adventures in the Forgotten Realms.
const DieRollSince = "2021-07-23"

// IfDieResult starts the Instruction.If of an instruction followed only
// if the result of the die last rolled in its resolution is in a range
// (DieResultIf).
const IfDieResult = "die result "

// rollDieAction is the name of the event of rolling a die, for abilities
// that trigger "whenever you roll a die" (CompletedAction).
const rollDieAction = "roll a die"

// DieResultIf returns the Instruction.If of an instruction followed only
// if the result is from lo to hi; hi 0 means no upper end ("N+").
func DieResultIf(lo, hi int) string {
	if hi == 0 {
		return IfDieResult + strconv.Itoa(lo) + "+"
	}
	return IfDieResult + strconv.Itoa(lo) + "-" + strconv.Itoa(hi)
}

// ParseResultRange reads the possible results of a results table row or
// a condition on a die's result: a single number "N", a range "N1-N2"
// (or with an en dash) or a range with one endpoint "N+" (706.3a). hi is
// 0 for "N+".
func ParseResultRange(s string) (lo, hi int, ok bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), "–", "-")
	if n, found := strings.CutSuffix(s, "+"); found {
		v, err := strconv.Atoi(n)
		return v, 0, err == nil && v >= 1
	}
	a, b, isRange := strings.Cut(s, "-")
	x, err := strconv.Atoi(a)
	if err != nil || x < 1 {
		return 0, 0, false
	}
	if !isRange {
		return x, x, true
	}
	y, err := strconv.Atoi(b)
	if err != nil || y < x {
		return 0, 0, false
	}
	return x, y, true
}

// describeRange writes a range of results as the rules do.
func describeRange(lo, hi int) string {
	switch {
	case hi == 0:
		return fmt.Sprintf("%d+", lo)
	case lo == hi:
		return strconv.Itoa(lo)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
}

// Roll scripts the result of a die roll of player, an answer line
// "PLAYER rolls RESULT": results are taken in order by the player's rolls.
func (g *Game) Roll(player PlayerID, result string) {
	if g.rolls == nil {
		g.rolls = map[PlayerID][]string{}
	}
	g.rolls[player] = append(g.rolls[player], result)
}

// UnusedRolls returns the scripted results no roll took.
func (g *Game) UnusedRolls() map[PlayerID][]string {
	out := map[PlayerID][]string{}
	for p, r := range g.rolls {
		if len(r) > 0 {
			out[p] = slices.Clone(r)
		}
	}
	return out
}

// cloneRolls copies the scripted results for a snapshot of the game.
func cloneRolls(rolls map[PlayerID][]string) map[PlayerID][]string {
	if rolls == nil {
		return nil
	}
	out := maps.Clone(rolls)
	for p, r := range out {
		out[p] = slices.Clone(r)
	}
	return out
}

// RollError is a die roll whose result the script didn't state, or
// stated as a result the die can't show.
type RollError struct {
	// Player is the player rolling, Die the die ("a d6").
	Player, Die string
	// Why says what the roll is for.
	Why string
	// Given is the result stated, if any; Reason why it is refused.
	Given, Reason string
}

// Error names the player and the die, and how to state the result.
func (e *RollError) Error() string {
	if e.Given != "" {
		return fmt.Sprintf("%s rolls %s (%s), and the scenario says %q: %s", e.Player, e.Die, e.Why, e.Given, e.Reason)
	}
	return fmt.Sprintf("%s rolls %s (%s), but the scenario states no result for it; script it with \"%s rolls N\" before the action that makes the roll", e.Player, e.Die, e.Why, e.Player)
}

// dieName names an N-sided die as the rules write it (706.1a).
func dieName(sides int) string {
	if sides == 6 {
		return "a six-sided die (d6)"
	}
	return fmt.Sprintf("a %d-sided die (d%d)", sides, sides)
}

// rollDie has player p roll an N-sided die for why, and returns its
// result, taken from the results the scenario stated for p (Roll).
func (g *Game) rollDie(p PlayerID, sides int, why string) (int, error) {
	name := g.playerName(p)
	queue := g.rolls[p]
	if len(queue) == 0 {
		return 0, &RollError{Player: name, Die: dieName(sides), Why: why}
	}
	given := queue[0]
	n, err := strconv.Atoi(given)
	if err != nil || n < 1 || n > sides {
		return 0, &RollError{Player: name, Die: dieName(sides), Why: why, Given: given,
			Reason: fmt.Sprintf("the outcomes of an N-sided die are numbered from 1 to N, so this one's are 1 to %d (706.1a)", sides)}
	}
	g.rolls[p] = queue[1:]
	g.record("706.1", "%s rolls %s: the instruction says what kind of die and how many (%s)", name, dieName(sides), why)
	g.record("706.1a", "%s has %d equally likely outcomes, numbered from 1 to %d", dieName(sides), sides, sides)
	g.record("706.2", "the natural result is %d; no modifier applies to it, so the result of the roll is %d", n, n)
	g.playerActed()
	if g.watches(ActionCompleted) {
		g.afterEvents([]Event{{Kind: ActionCompleted, Player: p, Action: rollDieAction, Amount: n}}, nil)
	}
	return n, nil
}

// opRollDie has each player of the instruction roll the die of its
// amount, the number of sides; the result is kept for the instructions
// after it that depend on it (706.3, 706.4).
func opRollDie(g *Game, r *resolution, ins Instruction) error {
	sides := r.value(ins.Amount)
	if sides < 1 {
		return fmt.Errorf("%q: a die has at least one side (706.1a): %w", ins.Text, ErrNoEffect)
	}
	for _, p := range r.players(ins.Player) {
		n, err := g.rollDie(p, sides, fmt.Sprintf("%q of %s", ins.Text, r.source.name()))
		if err != nil {
			return err
		}
		r.dieResult, r.dieRolled = n, true
	}
	return nil
}

// dieResultSkips reports whether ins, followed only for some results of
// the die rolled before it in the same ability, is skipped: the result
// isn't in its range (706.3a, 706.4).
func (g *Game) dieResultSkips(r *resolution, ins Instruction) bool {
	rng, ok := strings.CutPrefix(ins.If, IfDieResult)
	if !ok {
		return false
	}
	lo, hi, _ := ParseResultRange(rng)
	if ins.Table && r.rolledAgain {
		// A row of the table read again after "Roll again." (706.3c):
		// the new roll has already been read against the whole table.
		return true
	}
	if !r.dieRolled {
		g.record("706.3b", "no die was rolled by this ability before \"%s\": it has no result to use, and the text is skipped", ins.Text)
		return true
	}
	in := r.dieResult >= lo && (hi == 0 || r.dieResult <= hi)
	rule := "706.4"
	if ins.Table {
		rule = "706.3a"
		if g.noteOnce("706.3b") {
			g.record("706.3", "%s instructs its controller to roll a die and includes a results table", r.source.name())
			g.record("706.3b", "the instruction to roll, the results table and the effects it lists are all part of one ability")
		}
	}
	if in {
		g.record(rule, "the result %d is in %s: \"%s\" happens", r.dieResult, describeRange(lo, hi), ins.Text)
		return false
	}
	g.record(rule, "the result %d is not in %s: \"%s\" doesn't happen", r.dieResult, describeRange(lo, hi), ins.Text)
	return true
}

// opRollAgain is "Roll again." in a results table: the player rolls the
// same kind and number of dice the ability called for, and the new result
// is read against the whole table (706.3c). The rows after this one are
// not read again for the earlier result.
func opRollAgain(g *Game, r *resolution, ins Instruction) error {
	if r.ability == nil {
		return fmt.Errorf("%q: no ability rolled a die: %w", ins.Text, ErrNoEffect)
	}
	effect := r.ability.Effect
	i := slices.IndexFunc(effect, func(e Instruction) bool { return e.Op == "roll-die" })
	if i < 0 || !r.dieRolled {
		return fmt.Errorf("%q: no die was rolled by %s to roll again (706.3c): %w", ins.Text, r.source.name(), ErrNoEffect)
	}
	g.record("706.3c", "\"Roll again\": %s rolls the same kind and number of dice the ability called for, and the table is read for the new result", g.playerName(r.controller))
	r.rolledAgain = false
	for _, e := range effect[i:] {
		if err := g.perform(r, e); err != nil {
			return err
		}
	}
	r.rolledAgain = true
	return nil
}
