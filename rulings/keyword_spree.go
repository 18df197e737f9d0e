package rulings

// spree: "Choose one or more modes. As an additional cost to cast this
// spell, pay the costs associated with those modes" (702.172a of 2026), a
// static ability of modal spells whose modes each have a cost (`mode
// "NAME" +{COST}`). Its controller chooses the modes in turn (`alice
// chooses "MODE"` for each, then `"no more modes"` if some are left), and
// the cost of each chosen mode is added to the total cost (601.2f). The
// plus signs are a reminder only (702.172b). A keyword from Outlaws of
// Thunder Junction, dated by that set's release.
var spree = Keyword{Name: "spree", Rule: "702.172", Form: "spree", Since: "2024-04-19", build: staticKeyword(PlayRule)}

// chooseSpreeModes has the controller of a modal spell with spree choose
// one or more of its modes.
func (g *Game) chooseSpreeModes(s *stackSpell, p PlayerID) error {
	g.noteKeyword(g.name(s.obj.ID), spree)
	g.record("702.172a", "%s has spree: %s chooses one or more of its modes, paying each one's cost as an additional cost", g.name(s.obj.ID), g.playerName(p))
	return g.chooseModesInTurn(s, p)
}

// addSpreeCosts adds the cost of each mode chosen for a spell with spree
// to its total cost (702.172a).
func (g *Game) addSpreeCosts(s *stackSpell, total ManaCost) ManaCost {
	if !s.isSpell || len(s.obj.ChosenModes) == 0 || !hasKeyword(g.view(s.obj.ID).chars(), spree.Name) {
		return total
	}
	whole := spellAbilityOf(spellFace(s.obj, max(s.obj.Face, 0)))
	if whole == nil {
		return total
	}
	var costed []string
	for _, i := range s.obj.ChosenModes {
		if i < 0 || i >= len(whole.Modes) {
			continue
		}
		m := whole.Modes[i]
		total = total.plus(m.Cost.Mana)
		g.record("702.172a", "the mode \"%s\" is chosen: its cost %s is added as an additional cost, for a total cost of %s", m.Text, m.Cost.Mana, total)
		costed = append(costed, "\""+m.Text+"\" "+m.Cost.Mana.String())
	}
	g.noteModeCosts(s, costed, total)
	return total
}
