package rulings

// enchanted reports whether aura, a trigger's source, is (or was, as the
// event happened) attached to object: "enchanted creature" in a trigger
// condition is what the Aura enchants.
func (g *Game) enchanted(aura, object *view) bool {
	if o := g.objects[aura.id]; o != nil {
		return o.AttachedTo == object.id
	}
	return false
}

// auraInGraveyard finds, for a triggered ability of an Aura that triggers
// on the enchanted permanent leaving play, the Aura in its owner's
// graveyard once it has gone there: such an ability can track the Aura to
// the graveyard (410.10f).
func (r *resolution) auraInGraveyard() (ObjectID, bool) {
	g := r.g
	if r.source == nil || r.ability == nil || r.ability.Trigger == nil || !r.ability.Trigger.Filter.Enchanted || r.ability.Trigger.From != ZoneInPlay {
		return 0, false
	}
	lki, ok := g.lki[r.source.id]
	if !ok {
		return 0, false
	}
	for _, id := range g.players[lki.owner].Graveyard {
		if o := g.objects[id]; o != nil && lki.origin != 0 && o.Origin == lki.origin {
			g.record("410.10f", "%s left play after its ability triggered on the enchanted permanent leaving play: the ability tracks it to its owner's graveyard", lki.name())
			g.recordLater("400.7f", "the ability triggered on the permanent %s enchanted leaving the battlefield: it finds the new object %s became in its owner's graveyard", lki.name(), lki.name())
			return id, true
		}
	}
	return 0, false
}
