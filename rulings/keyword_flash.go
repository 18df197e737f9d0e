package rulings

// flash: "You may play this card any time you could play an instant"
// (502.57).
var flash = Keyword{Name: flashName, Rule: "502.57", Form: "flash", build: staticKeyword(PlayRule)}

const flashName = "flash"

// hasFlash reports whether flash lets player p play the card c now, when
// its type alone wouldn't (502.57a), and records it.
func (g *Game) hasFlash(p PlayerID, c *Characteristics) bool {
	if !hasKeyword(c, flashName) {
		return false
	}
	if g.active == p && g.step.isMain() && len(g.stack) == 0 {
		return false
	}
	g.noteKeyword(c.Name, flash)
	g.record("502.57a", "%s has flash: %s may %s it any time he or she could %s an instant", c.Name, g.playerName(p), g.rules.Words.spell(baseForm), g.rules.Words.spell(baseForm))
	g.record("212.5e", "any time %s could %s an instant means only that %s has priority: %s needn't have an instant to %s", g.playerName(p), g.rules.Words.spell(baseForm), g.playerName(p), g.playerName(p), g.rules.Words.spell(baseForm))
	if n := countKeyword(&view{faces: []Characteristics{*c}}, flashName); n > 1 {
		g.record("502.57b", "%s has %d instances of flash: they are redundant", c.Name, n)
	}
	return true
}
