package rulings

// Restrictions that are abilities of the creature they restrict: "[this
// creature] can't block" is an ability, a detrimental one (402.3), so an
// effect that removes the creature's abilities removes the restriction.

// abilityForbidsBlock returns the IllegalError for a blocker with an
// ability saying it can't block, or nil.
func (g *Game) abilityForbidsBlock(blocker *view) error {
	for _, a := range blocker.chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == CantBlock {
			if a.Keyword != "" {
				g.noteKeywordNamed(blocker, a.Keyword)
			}
			g.record("402.3", "\"%s\" is an ability of %s, a detrimental one", a.Text, blocker.name())
			return g.illegal("309.2a", "%s can't block: its ability \"%s\" forbids it", blocker.name(), a.Text)
		}
	}
	if c := g.objects[blocker.id]; c != nil {
		for _, face := range c.Card.Faces {
			for _, a := range face.Abilities {
				if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == CantBlock {
					g.record("402.3", "\"%s\" is an ability, and %s has lost its abilities: it can block", a.Text, blocker.name())
				}
			}
		}
	}
	return nil
}
