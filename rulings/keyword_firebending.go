package rulings

import "fmt"

// firebending N: "Whenever this creature attacks, add N {R}. Until end of
// combat, you don't lose this mana as steps and phases end" (702.189a of
// 2026). A keyword from Avatar: The Last Airbender, dated by that set's
// release. The mana kept is at most the red mana firebending added that
// is still in the pool as a step ends; it is lost as the combat phase
// ends.
var firebending = Keyword{Name: "firebending", Rule: "702.189", Form: "firebending N", arg: argNumber, Since: "2025-11-21", triggerRule: "702.189a",
	build: func(text string, v keywordValue) *Ability {
		what := fmt.Sprintf("add %d {R}; until end of combat, you don't lose this mana as steps and phases end", v.n)
		return &Ability{Kind: TriggeredAbility, Text: text + ": whenever this attacks, " + what,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Effect:  []Instruction{{Op: "firebending", Amount: Value{N: v.n}, Text: what}}}
	}}

// opFirebending adds the red mana and remembers it until end of combat.
func opFirebending(g *Game, r *resolution, ins Instruction) error {
	p := g.players[r.controller]
	p.Pool.add(Mana{Color: Red}, ins.Amount.N)
	g.laterState().firebent[r.controller] += ins.Amount.N
	g.record("702.189a", "firebending %d: %s adds %s (pool now %s); until end of combat it isn't lost as steps and phases end", ins.Amount.N, p.Name, ManaCost{Colored: [5]int{Red: ins.Amount.N}}, p.Pool)
	return nil
}

// firebendingKept is the part of p's mana pool firebending keeps as the
// current step ends: the red mana it added, while the combat phase goes
// on. As the combat phase ends, none is kept any more.
func (g *Game) firebendingKept(p *Player) ManaPool {
	if g.keywords == nil || g.keywords.later == nil || g.keywords.later.firebent[p.ID] == 0 {
		return ManaPool{}
	}
	st := g.keywords.later
	if g.step < BeginningOfCombat || g.step >= EndOfCombat {
		delete(st.firebent, p.ID)
		return ManaPool{}
	}
	n := min(st.firebent[p.ID], p.Pool.Colored[Red])
	st.firebent[p.ID] = n
	if n == 0 {
		return ManaPool{}
	}
	g.record("702.189a", "the %s step ends, but %s doesn't lose the %s firebending added until end of combat", g.step, p.Name, ManaCost{Colored: [5]int{Red: n}})
	var keep ManaPool
	keep.Colored[Red] = n
	return keep
}
