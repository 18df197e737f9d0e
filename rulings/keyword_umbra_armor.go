package rulings

// umbra armor: "If enchanted permanent would be destroyed, instead remove
// all damage marked on it and destroy this Aura" (702.89a of 2026), a
// static ability of Auras, printed as "totem armor" on older cards
// (702.89b). It replaces the destruction, by an effect or by the
// state-based actions for lethal or deathtouch damage, and isn't
// regeneration: the permanent isn't tapped or removed from combat, and
// "can't be regenerated" doesn't stop it. The engine gives it precedence
// over a regeneration shield and, of several Auras with it, destroys the
// first attached. A keyword from Rise of the Eldrazi, named umbra armor
// since Modern Horizons 3, whose release dates it here.
var umbraArmor = Keyword{Name: "umbra armor", Rule: "702.89", Form: "umbra armor", Since: "2024-06-14", build: staticKeyword(PlayRule)}

// umbraArmorSaves applies the umbra armor of an Aura attached to the
// permanent id, which would be destroyed: the damage marked on it is
// removed and the Aura is destroyed instead. It reports whether one did.
func (g *Game) umbraArmorSaves(id ObjectID) bool {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay {
		return false
	}
	for _, aid := range g.inPlay {
		a := g.objects[aid]
		if a == nil || a.AttachedTo != id || aid == id {
			continue
		}
		v := g.view(aid)
		if !v.chars().HasSubtype("Aura") || !hasKeyword(v.chars(), umbraArmor.Name) {
			continue
		}
		g.noteKeyword(v.name(), umbraArmor)
		o.Damage = 0
		g.record("702.89a", "%s would be destroyed: instead all damage marked on it is removed and %s, an Aura with umbra armor, is destroyed", g.name(id), v.name())
		g.destroy([]ObjectID{aid}, false)
		return true
	}
	return false
}

// noteUmbraArmorUnused records, for a permanent put into its owner's
// graveyard without being destroyed, that umbra armor on an Aura attached
// to it doesn't apply: it replaces only destruction (702.89a).
func (g *Game) noteUmbraArmorUnused(id ObjectID) {
	for _, aid := range g.inPlay {
		a := g.objects[aid]
		if a == nil || a.AttachedTo != id || aid == id {
			continue
		}
		if v := g.view(aid); hasKeyword(v.chars(), umbraArmor.Name) {
			g.record("702.89a", "%s isn't destroyed but put into its owner's graveyard: the umbra armor of %s replaces only destruction and doesn't apply", g.name(id), v.name())
			return
		}
	}
}
