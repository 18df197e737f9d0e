package rulings

// ownerAsController is the player asked for as the controller of v, an
// object neither on the battlefield nor on the stack: such an object has
// no controller (109.4 of 2026), and its owner is used instead (108.4a).
func (g *Game) ownerAsController(v *view) PlayerID {
	g.recordLater("109.4", "%s is in the %s, neither on the stack nor on the battlefield: it isn't controlled by any player", v.name(), g.rules.ZoneName(v.zone))
	g.recordLater("108.4a", "the controller of %s is asked for, and it has none: its owner, %s, is used instead", v.name(), g.playerName(v.owner))
	return v.owner
}
