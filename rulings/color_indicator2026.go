package rulings

// noteColorIndicator records, where the 2026 numbers are cited, the color
// of a double-faced permanent turned back face up: that face has no mana
// cost, and the colors its definition gives it are those of the color
// indicator printed to the left of its type line, which make it each of
// those colors (202.2e, 204.2).
func (g *Game) noteColorIndicator(o *Object) {
	back := o.Card.Back
	if back == nil || back.ManaCost != (ManaCost{}) || back.Colors == 0 {
		return
	}
	g.recordLater("204.2", "the back face of %s has a color indicator: %s is each color it denotes, %s", o.Card.Name, g.name(o.ID), back.Colors)
	g.recordLater("202.2e", "%s's color comes from the color indicator to the left of its type line, not from a mana cost: it is %s", g.name(o.ID), back.Colors)
}
