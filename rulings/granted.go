package rulings

import "slices"

// Abilities granted by effects versus characteristics set by them (407.2):
// "Enchanted creature has 'This creature is an artifact creature'" grants
// an ability, which an effect removing abilities removes, and with it the
// artifact type; "Enchanted creature is an artifact creature" sets a
// characteristic, which no ability-removing effect touches.

// grantedCharacteristic returns the effect of a granted static ability
// that defines its own object's types ("this creature is an artifact
// creature"), applied in layer 4 to the objects the grant reaches while
// they still have the ability.
func grantedCharacteristic(base ContinuousEffect, s *Static) []*ContinuousEffect {
	if s.Kind != GrantAbility || s.Grant == nil || s.Grant.Static == nil || s.Grant.Static.Kind != TypeChange || !s.Grant.Static.Self {
		return nil
	}
	e := base
	e.Layer, e.AddTypes, e.granted = LayerType, s.Grant.Static.Types, s.Grant
	return []*ContinuousEffect{&e}
}

// stillGranted reports whether o still has the granted ability whose
// effect e is, once the ability-adding and -removing effects of layer 5
// are applied.
func (g *Game) stillGranted(o *Object, e *ContinuousEffect) bool {
	if g.checkingGrants {
		return false
	}
	if e.holder != 0 {
		// The ability's holder, not the object the effect changes, must
		// still have it (granted_statics.go).
		if o = g.objects[e.holder]; o == nil || o.Zone != ZoneInPlay {
			return false
		}
	}
	g.checkingGrants = true
	defer func() { g.checkingGrants = false }()
	// The faces are copied only if an effect changes them (ownFaces).
	v := &view{id: o.ID, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, faces: o.Card.Faces, sharedFaces: true}
	g.applyLayers(o, v, LayerOther)
	for i := range v.faces {
		if slices.Contains(v.faces[i].Abilities, e.granted) {
			return true
		}
	}
	return false
}

// noteGrantedCharacteristics records, as permanent id comes into play,
// each object whose types come from a granted ability it has now lost,
// and each whose types were set by an effect and stay (407.2).
func (g *Game) noteGrantedCharacteristics(id ObjectID) {
	removes := false
	for _, e := range g.continuousEffects() {
		if e.Source == id && (e.LoseAbilities || e.RemoveKeyword != "") {
			removes = true
		}
	}
	if !removes {
		return
	}
	for _, e := range g.continuousEffects() {
		if e.Layer != LayerType || e.Filter == nil || !e.Filter.Enchanted {
			continue
		}
		for _, target := range g.inPlay {
			o := g.objects[target]
			if src := g.objects[e.Source]; src == nil || src.AttachedTo != target {
				continue
			}
			switch {
			case e.granted != nil && !g.stillGranted(o, e):
				g.record("407.2", "%s had the ability \"%s\", granted by %s: an effect that removes abilities removes it, so that part of %s's characteristics is gone", g.name(target), e.granted.Text, g.name(e.Source), g.name(target))
			case e.granted == nil && e.ability != nil:
				g.record("407.2", "\"%s\" sets a characteristic of %s rather than granting an ability, so removing abilities doesn't change it", e.Text, g.name(target))
			}
		}
	}
}
