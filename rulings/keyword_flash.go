package rulings

// flash: "You may play this card any time you could play an instant"
// (502.57a).
var flash = Keyword{Name: "flash", Rule: "502.57", Form: "flash", build: staticKeyword(PlayRule)}

// split second: as long as the spell is on the stack, players can't play
// other spells or abilities that aren't mana abilities (502.58a).
var splitSecond = Keyword{Name: "split second", Rule: "502.58", Form: "split second", build: staticKeyword(PlayRule)}

// hasFlash reports whether a card may be played any time an instant could.
func hasFlash(c *Characteristics) bool { return hasKeyword(c, flash.Name) }

// splitSecondForbids returns the IllegalError for playing a spell or a
// non-mana ability while a spell with split second is on the stack, or
// nil; what names what was being played.
func (g *Game) splitSecondForbids(p PlayerID, what string) error {
	for _, id := range g.stack {
		if o := g.objects[id]; o.Ability == nil && o.Combat == nil && hasKeyword(g.view(id).chars(), splitSecond.Name) {
			return g.illegal("502.58a", "%s can't play %s: %s has split second and is on the stack", g.playerName(p), what, g.name(id))
		}
	}
	return nil
}
