package rulings

// unattachIllegalEquipment performs the state-based effect of 420.5k: an
// Equipment attached to a permanent that is no longer a creature (212.2g),
// or one that is itself a creature (212.2i), becomes unattached and
// remains in play. It reports whether any did.
func (g *Game) unattachIllegalEquipment() bool {
	acted := g.protectionUnattachesEquipment()
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.AttachedTo == 0 || !g.viewThrough(id, LayerType).chars().HasSubtype("Equipment") {
			continue
		}
		to := g.objects[o.AttachedTo]
		if to == nil || to.Zone != ZoneInPlay {
			continue
		}
		switch {
		case g.viewThrough(id, LayerType).chars().HasType("creature"):
			g.record("420.5k", "%s is attached to %s, an illegal permanent for it: it becomes unattached and remains in play", g.name(id), g.name(to.ID))
			g.record("212.2i", "%s is an Equipment that's also a creature: it can't equip a creature", g.name(id))
			g.recordLater("704.5p", "%s is a creature attached to %s: the state-based action unattaches it, and it remains on the battlefield", g.name(id), g.name(to.ID))
		case !g.viewThrough(to.ID, LayerType).chars().HasType("creature"):
			g.record("420.5k", "%s is attached to %s, which is not a creature: it becomes unattached and remains in play", g.name(id), g.name(to.ID))
			g.record("212.2g", "an Equipment can't legally be attached to an object that isn't a creature")
		default:
			continue
		}
		o.AttachedTo = 0
		g.effectsChanged()
		acted = true
	}
	return acted
}
