package rulings

// tiered: "Choose one. As an additional cost to cast this spell, pay the
// cost associated with that mode" (702.183a of 2026), a static ability of
// modal spells whose modes each have a cost (`mode "NAME" +{COST}`), that
// applies while the spell is on the stack. Its controller chooses exactly
// one mode, as for any modal spell (409.1b), and that mode's cost is
// added to the total cost (601.2f). A keyword from Aetherdrift, dated by
// that set's release.
var tiered = Keyword{Name: "tiered", Rule: "702.183", Form: "tiered", Since: "2025-02-14", build: staticKeyword(PlayRule)}

// chooseTieredMode has the controller of a modal spell with tiered
// choose one of its modes.
func (g *Game) chooseTieredMode(s *stackSpell, p PlayerID) (*Ability, error) {
	g.noteKeyword(g.name(s.obj.ID), tiered)
	g.record("702.183a", "%s has tiered: %s chooses one of its modes, paying its cost as an additional cost", g.name(s.obj.ID), g.playerName(p))
	return g.chooseMode(p, s.obj, s.ability)
}

// addTieredCost adds the cost of the mode chosen for a spell with tiered
// to its total cost (702.183a).
func (g *Game) addTieredCost(s *stackSpell, total ManaCost) ManaCost {
	if !s.isSpell || s.obj.ModeIndex == 0 || !hasKeyword(g.view(s.obj.ID).chars(), tiered.Name) {
		return total
	}
	whole := spellAbilityOf(spellFace(s.obj, max(s.obj.Face, 0)))
	if whole == nil || s.obj.ModeIndex > len(whole.Modes) {
		return total
	}
	m := whole.Modes[s.obj.ModeIndex-1]
	total = total.plus(m.Cost.Mana)
	g.record("702.183a", "the mode \"%s\" is chosen: its cost %s is added as an additional cost, for a total cost of %s", m.Text, m.Cost.Mana, total)
	return total
}
