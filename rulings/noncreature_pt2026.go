package rulings

// recordNoncreaturePT records, where the 2026 numbers are cited, why an
// effect modifying the power and toughness of a noncreature permanent
// finds none to modify: power and toughness are characteristics only
// creatures have (302.4), and a noncreature permanent has none, even with
// them printed on its card (208.3), as a Vehicle has
// its printed ones only while it is a creature (301.7a).
func (g *Game) recordNoncreaturePT(v *view) {
	if v.zone != ZoneInPlay {
		return
	}
	g.recordLater("208.3", "%s is a noncreature permanent: it has no power or toughness, even if its card has them printed", v.name())
	g.recordLater("302.4", "power and toughness are characteristics only creatures have, and %s isn't one", v.name())
	if v.chars().HasSubtype("Vehicle") {
		g.recordLater("301.7a", "%s is a Vehicle: it has its printed power and toughness only while it is also a creature", v.name())
	}
}
