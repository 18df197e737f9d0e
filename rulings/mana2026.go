package rulings

import "strings"

// recordGenericManaAdded cites, under the 2026 rules, the rule for an
// effect that adds colorless mana written with a generic mana symbol
// ("add {2}") rather than {C}: that much colorless mana is added (106.10
// of 2026). 107.4c, the 2026 number of the reference edition's 104.3d, is
// about {C} only. It reports whether it cited it.
func (g *Game) recordGenericManaAdded(text string, n int) bool {
	if g.rules.Edition != Edition2026 || strings.Contains(text, "{C}") {
		return false
	}
	g.recordLater("106.10", "%q adds mana represented by a generic mana symbol: that much colorless mana, %d, is added", text, n)
	return true
}

// recordPoolAnnounced cites, under the 2026 rules, the announcement of
// the mana left in player p's mana pool: after mana is spent to pay a
// cost (106.4a) or as the player passes priority (106.4b). Nothing is
// announced for an empty pool.
func (g *Game) recordPoolAnnounced(p PlayerID, rule, after string) {
	pool := g.players[p].Pool
	if pool.Total() == 0 {
		return
	}
	g.recordLater(rule, "%s %s with %s still in their mana pool: they announce what mana is there", g.playerName(p), after, pool)
}

// manaTypeName names the type of one mana, one of the six types of mana
// (106.1b of 2026): a color, or colorless.
func manaTypeName(m Mana) string {
	if m.Colorless {
		return "colorless"
	}
	return m.Color.String()
}
