package rulings

// notePowerIsCombatDamage records, where the 2026 numbers are cited, the
// rule the engine applies as it holds a creature's combat damage to its
// power: a creature's power is the amount of damage it deals in combat
// (302.4a); a power below 0 deals none.
func (g *Game) notePowerIsCombatDamage(v *view, power int) {
	dealt := max(power, 0)
	g.recordLater("302.4a", "the power of %s, %d, is the amount of damage it deals in combat: %d", v.name(), power, dealt)
}
