package rulings

// defender: the creature can't attack (502.41b).
var defender = Keyword{Name: "defender", Rule: "502.41", Form: "defender", build: staticKeyword(PlayRule)}

// defenderForbidsAttack says why a creature with defender can't attack, or
// "".
func defenderForbidsAttack(c *Characteristics) string {
	if hasKeyword(c, defender.Name) {
		return "it has defender (502.41b)"
	}
	return ""
}
