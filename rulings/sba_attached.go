package rulings

// unattachIllegalEquipment performs the state-based effect of 420.5k: an
// Equipment attached to a permanent that is no longer a creature becomes
// unattached from it and remains in play. It reports whether any did.
func (g *Game) unattachIllegalEquipment() bool {
	acted := g.protectionUnattachesEquipment()
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.AttachedTo == 0 || !g.view(id).chars().HasSubtype("Equipment") {
			continue
		}
		to := g.objects[o.AttachedTo]
		if to == nil || to.Zone != ZoneInPlay || g.view(to.ID).chars().HasType("creature") {
			continue
		}
		g.record("420.5k", "%s is attached to %s, which is not a creature: it becomes unattached and remains in play", g.name(id), g.name(to.ID))
		o.AttachedTo = 0
		g.effectsChanged()
		acted = true
	}
	return acted
}
