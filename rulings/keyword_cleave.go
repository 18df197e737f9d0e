package rulings

// cleave {COST}: "You may cast this spell by paying [cost] rather than
// paying its mana cost" and "If this spell's cleave cost was paid, change
// its text by removing all text found within square brackets in the
// spell's rules text" (702.148a of 2026), an alternative cost (601.2b,
// 601.2f-h) cast with the clause "paying the cleave cost". The card's
// spell ability carries its text both ways: as printed, brackets read as
// part of the text, and with the bracketed words gone (Ability.Cleaved).
// The change is a text-changing effect (702.148b, 612), in force from the
// moment the cost is chosen, so the targets are chosen by the changed
// text. A keyword from Innistrad: Crimson Vow, dated by that set's
// release.
var cleave = Keyword{Name: "cleave", Rule: "702.148", Form: "cleave {COST}", arg: argCost, Since: "2021-11-19",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[cleave.Name] = castWay{rule: "702.148a", alternative: true}
}

// cleaveText changes the text of a spell being cast for its cleave cost
// before its targets are chosen: the bracketed words are gone (702.148a).
func (g *Game) cleaveText(s *stackSpell, req PlayRequest) {
	if req.KeywordCost != cleave.Name || !s.isSpell || s.ability == nil {
		return
	}
	name := g.name(s.obj.ID)
	if s.ability.Cleaved == nil {
		g.record("702.148a", "%s's cleave cost is paid, but its rules text has no words within square brackets: its text is unchanged", name)
		return
	}
	g.record("702.148a", "%s's cleave cost is paid: the text within square brackets is removed, and it reads %q", name, s.ability.Cleaved.Text)
	s.ability = s.ability.Cleaved
}

// cleavedAbility is what the spell o, resolving with ability a, does:
// cast for its cleave cost, the text-changing effect of cleave still
// removes its bracketed words (702.148b).
func (g *Game) cleavedAbility(o *Object, a *Ability) *Ability {
	if a == nil || a.Cleaved == nil || !g.castWithKeyword(o, cleave.Name) {
		return a
	}
	g.record("702.148b", "cleave's text-changing effect: %s resolves as %q", g.name(o.ID), a.Cleaved.Text)
	g.noteTextChanged("cleave removes the words in square brackets from the text of " + g.name(o.ID))
	return a.Cleaved
}
