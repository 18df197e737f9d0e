package rulings

// defender: the creature can't attack (502.41b).
var defender = Keyword{redundantRule: "502.41c", Name: "defender", Rule: "502.41", natureRule: "502.41a", nature: "defender is a static ability", Form: "defender", build: staticKeyword(PlayRule)}

// defenderForbidsAttack says why a creature with defender can't attack, or
// "".
func defenderForbidsAttack(c *Characteristics) string {
	if hasKeyword(c, defender.Name) {
		return "it has defender"
	}
	return ""
}

// declaredWithDefender returns the IllegalError for a creature with
// defender declared as an attacker, or nil.
func (g *Game) declaredWithDefender(id ObjectID) error {
	if v := g.view(id); v != nil && v.zone == ZoneInPlay && hasKeyword(v.chars(), defender.Name) {
		g.recordRedundant(v, defender.Name)
		return g.illegal("502.41b", "%s has defender and can't attack", v.name())
	}
	return nil
}
