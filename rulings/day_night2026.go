package rulings

// noteNeitherDayNorNight records that the untap step's check of day and
// night doesn't happen while it is neither (731.2c), where a card of the
// game has daybound or nightbound: the designation can matter to it, and
// none of its permanents has made it day yet.
func (g *Game) noteNeitherDayNorNight() {
	if g.dayNight != neitherDayNorNight || g.rules.Edition != Edition2026 {
		return
	}
	for _, o := range g.objects {
		if o.Card == nil {
			continue
		}
		c := &o.Card.Faces[0]
		if hasKeyword(c, daybound.Name) || hasKeyword(c, nightbound.Name) {
			g.recordLater("731.2c", "it is neither day nor night: the untap step's check of day and night doesn't happen, and it remains neither, though %s has %s", c.Name, dayOrNightKeyword(c))
			return
		}
	}
}

// dayOrNightKeyword is the one of daybound and nightbound c has.
func dayOrNightKeyword(c *Characteristics) string {
	if hasKeyword(c, daybound.Name) {
		return daybound.Name
	}
	return nightbound.Name
}
