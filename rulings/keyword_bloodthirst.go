package rulings

// bloodthirst N: if an opponent was dealt damage this turn, the permanent
// comes into play with N +1/+1 counters; bloodthirst X counts the damage
// (502.50).
var bloodthirst = Keyword{Name: "bloodthirst", Rule: "502.50", Form: "bloodthirst N", arg: argNumberOrX,
	build: func(text string, v keywordValue) *Ability {
		amount := Value{N: v.n}
		if v.x {
			amount = Value{Var: "X"}
		}
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: Bloodthirst, Amount: amount}}
	}}

// applyBloodthirst puts the counters of one instance of bloodthirst, s, on
// o as it comes into play; each instance applies separately (502.50c).
func (g *Game) applyBloodthirst(o *Object, v *view, s *Static) {
	g.noteKeyword(v.name(), bloodthirst)
	if n := countKeyword(v, bloodthirst.Name); n > 1 && s == firstKeyword(v, bloodthirst.Name).Static {
		g.record("502.50c", "%s has %d instances of bloodthirst: each applies separately", v.name(), n)
	}
	damage := 0
	for _, p := range g.players {
		if p.ID != o.Controller {
			damage += p.DamageThisTurn
		}
	}
	switch {
	case s.Amount.Var == "X":
		g.record("502.50b", "bloodthirst X: opponents were dealt %d damage this turn, so %s comes into play with %s", damage, v.name(), count(damage, "+1/+1 counter"))
		g.putCountersOn(o, "+1/+1", damage, true)
	case damage > 0:
		g.record("502.50a", "an opponent was dealt damage this turn: %s comes into play with %s", v.name(), count(s.Amount.N, "+1/+1 counter"))
		g.putCountersOn(o, "+1/+1", s.Amount.N, true)
	default:
		g.record("502.50a", "no opponent was dealt damage this turn: bloodthirst %d puts no counters on %s", s.Amount.N, v.name())
	}
}
