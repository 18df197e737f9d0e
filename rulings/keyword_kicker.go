package rulings

// kicker {COST}: an optional additional cost; what the spell does if kicked
// applies only when it was paid (502.21, 409.1d).
var kicker = Keyword{Name: "kicker", Rule: "502.21", Form: "kicker {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// kickerCost returns the kicker cost of a face, if it has kicker.
func kickerCost(c *Characteristics) (ManaCost, bool) {
	for _, a := range c.Abilities {
		if a.Keyword == kicker.Name {
			return a.Cost.Mana, true
		}
	}
	return ManaCost{}, false
}
