package rulings

import (
	"fmt"
	"strings"
)

// doubleAction: to double a creature's power and/or toughness is a
// continuous effect that modifies them (701.10a), +X/+0 with X its power as
// the spell or ability resolves (701.10b), -X/-0 for a power below 0
// (701.10c); to double a life total the player gains or loses the life
// that makes it twice what it is (701.10d); to double a kind of counters
// on a permanent is to give it as many as it has (701.10e); to double the
// amount of each type of mana a player has, the player adds that much
// more of it (701.10f, in mana_restricted.go). Doubling damage (701.10g,
// a replacement effect) is not written in the language. Since is the earliest shared edition numbering it
// (701.9 of 2022-10-07); that of 2009-10-01 doesn't.
var doubleAction = KeywordAction{
	Name:   "double",
	Rule:   "701.10",
	Since:  "2022-10-07",
	Oracle: []string{"double TARGET's power [and toughness] [until end of turn]", "double TARGET's toughness", "double the number of KIND counters on TARGET", "double your life total", "double the amount of each type of unspent mana you have"},
	Ops:    []string{"double"},
}

// tripleAction: to triple a creature's power and/or toughness gives it
// +X/+0 with X twice its power as the spell or ability resolves (701.11a-b),
// -X/-0 for a power below 0 (701.11c). The rules of 2024-02-02 have no
// such action; Since is the earliest shared edition that does.
var tripleAction = KeywordAction{
	Name:   "triple",
	Rule:   "701.11",
	Since:  Edition2026,
	Oracle: []string{"triple TARGET's power [and toughness] [until end of turn]", "triple TARGET's toughness"},
	Ops:    []string{"triple"},
}

// The quantities an instruction "double" or "triple" multiplies, its Name.
const (
	MultiplyPower      = "power"
	MultiplyToughness  = "toughness"
	MultiplyPT         = "power and toughness"
	MultiplyLife       = "life total"
	MultiplyMana       = "unspent mana"
	multiplyCountersOf = " counters"
)

// MultiplyCounters is the Name of an instruction doubling the counters of
// kind ("+1/+1 counters").
func MultiplyCounters(kind string) string { return kind + multiplyCountersOf }

// opDouble doubles the quantity its Name says.
func opDouble(g *Game, r *resolution, ins Instruction) error {
	return g.multiply(r, ins, 2, "701.10")
}

// opTriple triples a creature's power and/or toughness.
func opTriple(g *Game, r *resolution, ins Instruction) error {
	return g.multiply(r, ins, 3, "701.11")
}

// multiply makes the quantity of ins factor times what it is now; rule is
// the action's rule, whose subrules a-c are the same for both factors.
func (g *Game) multiply(r *resolution, ins Instruction, factor int, rule string) error {
	verb := map[int]string{2: "doubles", 3: "triples"}[factor]
	switch ins.Name {
	case MultiplyPower, MultiplyToughness, MultiplyPT:
		return g.multiplyPT(r, ins, factor, rule, verb)
	case MultiplyMana:
		if factor == 2 {
			return g.multiplyMana(r, factor)
		}
	case MultiplyLife:
		if factor != 2 || ins.Player.Kind != RefYou {
			break
		}
		p := r.controller
		life := g.players[p].Life
		one := Instruction{Player: Ref{Kind: RefYou}, Amount: Value{N: life}, Text: ins.Text}
		change, op := "gain", opGainLife
		if life < 0 {
			one.Amount.N, change, op = -life, "lose", opLoseLife
		}
		g.record("701.10d", "%s doubles their life total of %d: they %s %d life so that it becomes %d", g.playerName(p), life, change, one.Amount.N, 2*life)
		return op(g, r, one)
	default:
		kind, ok := strings.CutSuffix(ins.Name, multiplyCountersOf)
		if !ok || factor != 2 {
			break
		}
		for _, id := range r.objectsOf(ins) {
			o := g.objects[id]
			have := o.Counters[kind]
			g.putCountersOn(o, kind, have, false)
			g.record("701.10e", "the number of %s counters on %s is doubled: it had %d and is given as many (now %d)", kind, g.name(id), have, o.Counters[kind])
		}
		return nil
	}
	return fmt.Errorf("%q: nothing to %s: %w", ins.Text, strings.TrimSuffix(verb, "s"), ErrNoEffect)
}

// multiplyPT gives each creature of ins +X/+Y where X and Y are factor-1
// times its power and toughness as the instruction is followed: a
// modifying effect, not a setting one (701.10a), so one below 0 gets more
// negative (701.10c).
func (g *Game) multiplyPT(r *resolution, ins Instruction, factor int, rule, verb string) error {
	if !g.durationBegins(r, ins) {
		return nil
	}
	for _, id := range r.objectsOf(ins) {
		v := g.view(id)
		if v == nil || !v.chars().HasType("creature") {
			continue
		}
		p, t := g.PowerToughness(id)
		dp, dt := 0, 0
		if ins.Name != MultiplyToughness {
			dp = (factor - 1) * p
		}
		if ins.Name != MultiplyPower {
			dt = (factor - 1) * t
		}
		g.record(rule+"a", "%s %s %s's %s: a continuous effect that modifies it, not one that sets it", r.source.name(), verb, g.name(id), ins.Name)
		g.record(rule+"b", "%s is %d/%d as it resolves: it gets %+d/%+d", g.name(id), p, t, dp, dt)
		if p < 0 && dp != 0 || t < 0 && dt != 0 {
			g.record(rule+"c", "a value below 0 %s gets more negative: %s gets %+d/%+d", map[int]string{2: "doubled", 3: "tripled"}[factor], g.name(id), dp, dt)
		}
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: dp, ToughnessDelta: dt, Duration: ins.Duration, Text: ins.Text})
	}
	return nil
}
