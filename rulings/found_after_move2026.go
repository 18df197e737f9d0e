package rulings

// noteFoundAfterLeaving records, where the 2026 numbers are cited, that an
// ability that triggered on an object leaving the battlefield found the
// new object it became in the public zone it went to, a graveyard or
// exile, still there as the ability resolves: one of the exceptions to an object that changes zones being a
// new object with no memory of its previous existence (400.7e).
func (g *Game) noteFoundAfterLeaving(ev *Event) {
	if ev.From != ZoneInPlay || (ev.To != ZoneGraveyard && ev.To != ZoneRemoved) {
		return
	}
	g.recordLater("400.7e", "the ability triggered on %s moving from the battlefield to the %s: it finds the new object %s became there", ev.Object.name(), g.rules.ZoneName(ev.To), ev.Object.name())
}
