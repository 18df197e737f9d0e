package rulings

import (
	"slices"
	"strings"
)

// kicker {COST}: an optional additional cost; what the spell does if kicked
// applies only when it was paid (502.21, 409.1d). "Kicker {COST1} and/or
// {COST2}" is two kicker abilities, one for each cost (502.21a).
var kicker = Keyword{Name: "kicker", Rule: "502.21", Form: "kicker {COST}",
	match: func(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
		var v keywordValue
		rest, ok := strings.CutPrefix(text, "kicker ")
		if !ok {
			return v, false, nil
		}
		for part := range strings.SplitSeq(rest, " and/or ") {
			c, err := ParseManaCost(strings.TrimSpace(part))
			if err != nil {
				return v, true, err
			}
			v.costs = append(v.costs, c)
		}
		v.cost = v.costs[0]
		return v, true, nil
	},
	build: func(text string, v keywordValue) *Ability {
		return kickerAbility(text, v.cost)
	},
	more: func(text string, v keywordValue) []*Ability {
		var more []*Ability
		for _, c := range v.costs[1:] {
			more = append(more, kickerAbility(text, c))
		}
		return more
	}}

func kickerAbility(text string, cost ManaCost) *Ability {
	return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
}

// kickerCosts returns the kicker costs of a face, in the order listed.
func kickerCosts(c *Characteristics) []ManaCost {
	var costs []ManaCost
	for _, a := range c.Abilities {
		if a.Keyword == kicker.Name {
			costs = append(costs, a.Cost.Mana)
		}
	}
	return costs
}

// announceKicker records the kicker costs a player intends to pay for
// spell s: those named (each at most once), or the only one the spell has
// (409.1b, 502.21a). It returns the total of the costs.
func (g *Game) announceKicker(s *stackSpell, p PlayerID, named []string) (ManaCost, error) {
	costs := kickerCosts(g.view(s.obj.ID).chars())
	if !s.isSpell || len(costs) == 0 {
		return ManaCost{}, g.illegal("409.1b", "%s has no kicker cost to pay", g.name(s.obj.ID))
	}
	if len(named) == 0 {
		if len(costs) > 1 {
			return ManaCost{}, g.illegal("409.1b", "%s has %d kicker costs: %s must announce which to pay", g.name(s.obj.ID), len(costs), g.playerName(p))
		}
		named = []string{costs[0].String()}
	}
	g.noteKeyword(g.name(s.obj.ID), kicker)
	var total ManaCost
	for _, n := range named {
		c, err := ParseManaCost(n)
		i := slices.IndexFunc(costs, func(k ManaCost) bool { return err == nil && k.String() == c.String() })
		if i < 0 || slices.Contains(s.obj.KickedWith, c.String()) {
			return ManaCost{}, g.illegal("409.1b", "%s has no kicker cost %s to pay%s", g.name(s.obj.ID), n, alreadyKicked(s.obj, c))
		}
		s.obj.KickedWith = append(s.obj.KickedWith, c.String())
		total = total.plus(c)
		g.record("409.1b", "%s announces the intention to pay the kicker cost %s", g.playerName(p), c)
		g.record("502.21a", "kicker %s: %s may pay an additional %s for %s", c, g.playerName(p), c, g.name(s.obj.ID))
		g.record("402.4", "the kicker cost, an additional cost to %s %s, is an ability of the card", g.rules.Words.spell(baseForm), g.name(s.obj.ID))
	}
	if len(costs) > 1 {
		g.record("502.21a#andor", "%s's \"%s\" means kicker %s and kicker %s: %s announced %s", g.name(s.obj.ID), kickerText(g.view(s.obj.ID).chars()), costs[0], costs[1], g.playerName(p), strings.Join(s.obj.KickedWith, " and "))
	}
	s.obj.Kicked = true
	return total, nil
}

func alreadyKicked(o *Object, c ManaCost) string {
	if slices.Contains(o.KickedWith, c.String()) {
		return " again: each kicker cost is paid at most once"
	}
	return ""
}

// kickedWithPrefix starts the intervening "if" of an ability linked to one
// of its object's kicker costs: "it was kicked with its {W} kicker"
// (502.21d).
const kickedWithPrefix = "it was kicked with its "

// kickedWith reports whether condition is "it was kicked with its COST
// kicker" and, if so, whether the object src was kicked with that cost as
// it was cast; the permanent keeps what its spell paid. The phrase refers
// to that one cost (502.21d) and the ability is linked to that kicker
// ability only (607.2i).
func (g *Game) kickedWith(condition string, src *view) (holds, ok bool) {
	c, ok := kickedWithCost(condition)
	if !ok {
		return false, false
	}
	o := g.objects[src.id]
	paid := o != nil && slices.Contains(o.KickedWith, c.String())
	verb := "was"
	if !paid {
		verb = "wasn't"
	}
	g.record("502.21d", "%s's ability \"if %s\" corresponds to one kicker cost, %s: it refers to that cost only, whatever other kicker costs were paid", src.name(), condition, c)
	g.record("502.21d#linked", "%s's ability \"if %s\" is linked to its kicker %s ability only: %s %s kicked with that cost", src.name(), condition, c, src.name(), verb)
	return paid, true
}

// ifHoldsOnResolution rechecks an intervening "if" as the ability
// resolves (410.8): about the source, or about the game for you.
func (g *Game) ifHoldsOnResolution(condition string, you PlayerID, src *view) bool {
	if src != nil {
		if holds, ok := g.kickedWith(condition, src); ok {
			return holds
		}
		if holds, ok := g.tributeCondition(condition, src); ok {
			return holds
		}
		if holds, ok := g.meldCondition(condition, src); ok {
			return holds
		}
	}
	return g.stateHolds(condition, you)
}

// kickedWithCost reads the cost of "it was kicked with its COST kicker".
func kickedWithCost(condition string) (ManaCost, bool) {
	rest, found := strings.CutPrefix(condition, kickedWithPrefix)
	cost, found2 := strings.CutSuffix(rest, " kicker")
	if !found || !found2 {
		return ManaCost{}, false
	}
	c, err := ParseManaCost(cost)
	return c, err == nil
}

// kickerText is the written kicker ability of a face.
func kickerText(c *Characteristics) string {
	for _, a := range c.Abilities {
		if a.Keyword == kicker.Name {
			return a.Text
		}
	}
	return ""
}
