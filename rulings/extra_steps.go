package rulings

// combatDamageRule is the rule under which combat damage is dealt: the
// damage it marks as combat damage.
const combatDamageRule = "310.4"

// An effect that adds a step after a phase first creates the phase that
// normally contains that step, directly after the specified phase; that
// phase's other steps are skipped (500.10 of 2026): "you get that many
// additional upkeep steps after this phase" adds beginning phases with
// only an upkeep step.

// extraPhases are added beginning phases waiting or under way.
type extraPhases struct {
	// count is the number still to come.
	count int
	// after is the step that ended the phase they follow; active is set
	// while they are under way.
	after  StepKind
	active bool
	turn   int
}

// opExtraUpkeeps gives the ability's controller Amount additional upkeep
// steps after this phase, in his or her own turn only (500.10a).
func opExtraUpkeeps(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		if p != g.active {
			g.record("500.10a", "it isn't %s's turn: no steps are added", g.playerName(p))
			continue
		}
		if g.extra == nil || g.extra.turn != g.turn {
			g.extra = &extraPhases{turn: g.turn}
		}
		g.extra.count += n
		g.record("500.10", "%s gets %s after this phase: each is a beginning phase with only an upkeep step", g.playerName(p), count(n, "additional upkeep step"))
	}
	return nil
}

// extraPhaseNext moves to the next added upkeep step as a phase ends, or
// back to the turn's own steps after the last one, and reports whether it
// chose the step that begins now.
func (g *Game) extraPhaseNext() bool {
	x := g.extra
	if x == nil || x.turn != g.turn {
		return false
	}
	if x.active {
		if x.count > 0 {
			x.count--
			g.step = Upkeep
			g.record("500.10", "another added beginning phase begins with its upkeep step; its untap and draw steps are skipped")
			return true
		}
		g.step = x.after
		g.extra = nil
		return false
	}
	if x.count == 0 || !g.step.endsPhase() {
		return false
	}
	x.after, x.active = g.step, true
	x.count--
	g.step = Upkeep
	g.record("500.10", "an added beginning phase begins after the %s phase; it has only an upkeep step: its untap and draw steps are skipped", phaseOf(x.after))
	return true
}

// phaseOf names the phase a step that ends one belongs to.
func phaseOf(s StepKind) string {
	switch s {
	case Draw:
		return "beginning"
	case Main1:
		return "precombat main"
	case EndOfCombat:
		return "combat"
	case Main2:
		return "postcombat main"
	}
	return "ending"
}

// CombatDamageToPlayer is the condition of "whenever this deals combat
// damage to a player": the damage event is combat damage to a player.
func CombatDamageToPlayer(g *Game, ev *Event, src *view) bool {
	return ev.Combat && !ev.NoPlayer
}
