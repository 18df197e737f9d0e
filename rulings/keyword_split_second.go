package rulings

// split second: "As long as this spell is on the stack, players can't play
// other spells or abilities that aren't mana abilities" (502.58).
var splitSecond = Keyword{Name: splitSecondName, Rule: "502.58", Form: "split second", build: staticKeyword(PlayRule)}

const splitSecondName = "split second"

// splitSecondForbids returns the IllegalError that stops player p from
// playing what (a spell or a non-mana ability) while a spell with split
// second is on the stack, or nil (502.58a). Mana abilities and special
// actions are not stopped.
func (g *Game) splitSecondForbids(p PlayerID, verb, what string) error {
	for _, id := range g.stack {
		v := g.view(id)
		if v.isAbility || !hasKeyword(v.chars(), splitSecondName) {
			continue
		}
		if n := countKeyword(v, splitSecondName); n > 1 {
			g.record("502.58b", "%s has %d instances of split second: they are redundant", v.name(), n)
		}
		g.noteKeyword(v.name(), splitSecond)
		return g.illegal("502.58a", "%s can't %s %s: %s has split second and is on the stack", g.playerName(p), verb, what, v.name())
	}
	return nil
}

// splitSecondAllowsMana records that a mana ability played while a spell
// with split second is on the stack is allowed: split second stops only
// abilities that aren't mana abilities (502.58a; 702.61b of 2026).
func (g *Game) splitSecondAllowsMana(p PlayerID, source string) {
	for _, id := range g.stack {
		v := g.view(id)
		if v.isAbility || !hasKeyword(v.chars(), splitSecondName) {
			continue
		}
		g.record("502.58a#mana", "%s has split second and is on the stack, but %s may still %s %s's mana ability: split second stops only abilities that aren't mana abilities", v.name(), g.playerName(p), g.rules.Words.ability(baseForm), source)
		return
	}
}

// splitSecondAllowsSpecial records that a special action taken while a
// spell with split second is on the stack is allowed: split second stops
// casting spells and activating abilities that aren't mana abilities, and
// a special action is neither (116.1; 702.61b of 2026). action says what
// the player does ("turn a face-down permanent face up").
func (g *Game) splitSecondAllowsSpecial(p PlayerID, action string) {
	for _, id := range g.stack {
		v := g.view(id)
		if v.isAbility || !hasKeyword(v.chars(), splitSecondName) {
			continue
		}
		g.record("502.58a#special", "%s has split second and is on the stack, but %s may still %s: a special action is neither a spell nor an activated ability, and split second doesn't stop it", v.name(), g.playerName(p), action)
		return
	}
}
