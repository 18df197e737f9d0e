package rulings

// "Any target" (115.4 of 2026): spells and abilities that refer to damage
// may say "any target" rather than "target [something]"; such a target
// may be a creature, a player, a planeswalker or a battle, and no other
// object. Cards said "target creature or player" before the Dominaria
// update; the scenario language reads each era's wording into a Filter,
// marking this one AnyTarget.

// noteAnyTarget records, when t was chosen for "any target" and is a
// planeswalker or a battle rather than a creature or player, the rule
// that lets it be chosen.
func (g *Game) noteAnyTarget(t Target, f *Filter) {
	if !f.AnyTarget || t.IsPlayer {
		return
	}
	v := g.view(t.Object)
	if v == nil {
		return
	}
	c := v.chars()
	if c.HasType("creature") {
		return
	}
	for _, kind := range []string{"planeswalker", "battle"} {
		if c.HasType(kind) {
			g.record("115.4", "%s is a %s: \"any target\" may be a creature, player, planeswalker or battle", v.name(), kind)
			return
		}
	}
}
