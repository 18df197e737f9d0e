package rulings

// Replacement effects from static abilities (419): "if a creature you
// control would deal damage to a creature or player, it deals double that
// damage instead". Each replacement effect gets one opportunity to modify
// an event and doesn't invoke itself again (419.6a).

// replaceDamage applies the damage-doubling effects of permanents in play
// to n damage source would deal to recipient, each once.
func (g *Game) replaceDamage(source *view, n int, recipient string) int {
	if n <= 0 {
		return n
	}
	for _, id := range g.inPlay {
		sv := g.view(id)
		for _, a := range sv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != DoubleDamage {
				continue
			}
			f := a.Static.Filter
			f.Zone = source.zone
			if !g.matches(&f, source, sv.controller, nil) {
				continue
			}
			n *= 2
			g.record("419.6a", "%s's ability \"%s\" replaces the damage %s would deal to %s: it deals %d instead; the effect gets this one opportunity and doesn't apply to its own result", sv.name(), a.Text, source.name(), recipient, n)
		}
	}
	return n
}
