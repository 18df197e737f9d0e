package rulings

// escalate {COST}: "For each mode you choose beyond the first as you cast
// this spell, you pay an additional [cost]" (702.120a of 2026), a static
// ability of modal spells. Every spell printed with escalate says "Choose
// one or more —": a modal spell with escalate lets its controller choose
// any number of its modes, at least one, in turn (`alice chooses "MODE"`
// for each, then `alice chooses "no more modes"` if some are left), and
// the escalate cost is added once for each beyond the first (601.2f). A
// keyword from Eldritch Moon, dated by that set's release.
var escalate = Keyword{Name: "escalate", Rule: "702.120", Form: "escalate {COST}", arg: argCost, Since: "2016-07-22",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// chooseEscalatedModes has the controller of a modal spell with escalate
// choose one or more of its modes.
func (g *Game) chooseEscalatedModes(s *stackSpell, p PlayerID) error {
	g.noteKeyword(g.name(s.obj.ID), escalate)
	g.record("702.120a", "%s is a modal spell with escalate: %s may choose one or more of its modes", g.name(s.obj.ID), g.playerName(p))
	return g.chooseModesInTurn(s, p)
}

// addEscalateCost adds the escalate cost once for each mode chosen beyond
// the first (702.120a).
func (g *Game) addEscalateCost(s *stackSpell, total ManaCost) ManaCost {
	if !s.isSpell || len(s.obj.ChosenModes) == 0 {
		return total
	}
	a := keywordAbility(g.view(s.obj.ID).chars(), escalate.Name)
	if a == nil {
		return total
	}
	extra := len(s.obj.ChosenModes) - 1
	if extra == 0 {
		g.record("702.120a", "one mode of %s is chosen: no escalate cost is added", g.name(s.obj.ID))
		return total
	}
	for range extra {
		total = total.plus(a.Cost.Mana)
	}
	g.record("702.120a", "%s beyond the first: the escalate cost %s is added %s, for a total cost of %s", count(extra, "mode"), a.Cost.Mana, times(extra), total)
	return total
}
