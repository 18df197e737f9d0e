package rulings

// legendarySpellRestriction refuses a legendary instant or sorcery spell
// to a player who controls no legendary creature or legendary
// planeswalker, and notes the one that allows it (205.4e of 2026). The
// restriction came with the Dominaria rules update, after the reference
// edition: it is applied under the 2026 rules.
func (g *Game) legendarySpellRestriction(p PlayerID, chars *Characteristics) error {
	if g.rules.Edition != Edition2026 || !chars.HasSupertype("legendary") || (!chars.HasType("instant") && !chars.HasType("sorcery")) {
		return nil
	}
	for _, id := range g.inPlay {
		v := g.view(id)
		c := v.chars()
		if v.controller == p && c.HasSupertype("legendary") && (c.HasType("creature") || c.HasType("planeswalker")) {
			g.recordLater("205.4e", "%s is a legendary %s spell: %s may cast it, controlling %s, a legendary %s", chars.Name, chars.Types[0], g.playerName(p), v.name(), legendaryKind(c))
			return nil
		}
	}
	return g.illegalLater("205.4e", "%s is a legendary %s spell: %s can't cast it without controlling a legendary creature or a legendary planeswalker", chars.Name, chars.Types[0], g.playerName(p))
}

// legendaryKind names what a legendary permanent allowing a legendary
// spell is: a creature or a planeswalker.
func legendaryKind(c *Characteristics) string {
	if c.HasType("creature") {
		return "creature"
	}
	return "planeswalker"
}
