package rulings

// recordManaValueLater records, where the 2026 numbers are cited, the two
// cases of mana value the 2026 rules spell out and the engine counts as
// they say: an object with no mana cost, a land or a token made without
// one, has mana value 0 (202.1b, 202.3a), and an {X} in the mana cost of
// an object off the stack counts 0 (202.3e; on the stack, manaValue
// counts the announced value).
func (g *Game) recordManaValueLater(v *view, m ManaCost) {
	c := v.chars()
	if m == (ManaCost{}) && (c.HasType("land") || v.token) {
		kind := "land"
		if v.token {
			kind = "token"
		}
		g.recordLater("202.1b", "%s is a %s with no mana symbols where a mana cost would appear: it has no mana cost", v.name(), kind)
		g.recordLater("202.3a", "%s has no mana cost: its mana value is 0", v.name())
	}
	if m.X > 0 && v.zone != ZoneStack {
		g.recordLater("202.3e", "%s has {X} in its mana cost and isn't on the stack: X is treated as 0, and its mana value is %d", v.name(), m.ConvertedCost())
	}
}
