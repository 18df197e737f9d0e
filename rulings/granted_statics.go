package rulings

// A static ability granted to a permanent by another's effect ("Enchanted
// Equipment has 'Equipped creature has flying'") generates effects of its
// own, on behalf of the permanent that has it. Their timestamp is the
// holder's or that of the effect granting the ability, whichever is
// later; when the granting effect is the later one and the holder then
// receives a new timestamp (an Equipment becoming attached), the granted
// ability's effects receive one too, keeping their order after the
// holder's own (613.7a of 2026, 418.5f of 2006).

// grantsStatic returns the static ability a, a static ability of a
// permanent, grants to others and whose effects reach other objects, or
// nil. A granted ability that changes only its own object ("this creature
// is an artifact creature") is granted.go's.
func grantsStatic(a *Ability) *Ability {
	s := a.Static
	if s == nil || s.Kind != GrantAbility || s.Grant == nil || s.Grant.Kind != StaticAbility || s.Grant.Static == nil || s.Grant.Static.Self {
		return nil
	}
	switch s.Grant.Static.Kind {
	case GrantAbility, LoseKeyword, SetColor, ModifyPT:
		return s.Grant
	}
	return nil
}

// appendGrantedStatics appends the effects of the static ability that
// ability a of permanent o grants, one set for each permanent that may
// have it: the one o is attached to for "enchanted" grants, else each
// permanent. Each applies only while its holder has the ability
// (stillGranted).
func (g *Game) appendGrantedStatics(out []*ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	grant := grantsStatic(a)
	if grant == nil {
		return out
	}
	add := func(h *Object) {
		if h == nil || h.Zone != ZoneInPlay || h.FaceDown {
			return
		}
		base := ContinuousEffect{Timestamp: max(h.Timestamp, o.Timestamp), Source: h.ID, Controller: h.Controller, Filter: chosenTypeFilter(&grant.Static.Filter, h), Text: grant.Text, ability: grant, granted: grant, holder: h.ID}
		out = appendStaticEffects(out, base, grant.Static, h.ID)
	}
	if a.Static.Filter.Enchanted {
		add(g.objects[o.AttachedTo])
		return out
	}
	for _, id := range g.inPlay {
		add(g.objects[id])
	}
	return out
}

// grantedEffectsOf returns the effects of granted static abilities that
// permanent holder has now.
func (g *Game) grantedEffectsOf(holder ObjectID) []*ContinuousEffect {
	var out []*ContinuousEffect
	o := g.objects[holder]
	if o == nil {
		return nil
	}
	for _, e := range g.continuousEffects() {
		if e.holder == holder && g.stillGranted(o, e) {
			out = append(out, e)
		}
	}
	return out
}

// ownEffectsBefore returns the texts of the effects of holder's own static
// abilities that apply in e's layer before e.
func (g *Game) ownEffectsBefore(e *ContinuousEffect) []string {
	var out []string
	for _, other := range g.continuousEffects() {
		if other == e {
			break
		}
		if other.Source == e.holder && other.holder == 0 && other.ability != nil && g.sublayer(other) == g.sublayer(e) {
			out = append(out, other.Text)
		}
	}
	return out
}

// noteGrantedStatics records, as permanent id comes into play, the
// timestamp of each static ability it grants another permanent: its own,
// when later than the holder's (613.7a of 2026).
func (g *Game) noteGrantedStatics(id ObjectID) {
	o := g.objects[id]
	if o == nil {
		return
	}
	for _, face := range underlyingFaces(o) {
		for _, a := range face.Abilities {
			if a.Kind != StaticAbility || grantsStatic(a) == nil {
				continue
			}
			for _, e := range g.continuousEffects() {
				h := g.objects[e.holder]
				if e.granted != a.Static.Grant || h == nil || !g.stillGranted(h, e) {
					continue
				}
				later := g.name(id)
				if h.Timestamp > o.Timestamp {
					later = g.name(h.ID)
				}
				g.record("418.5f", "\"%s\", which %s grants to %s, has the timestamp of %s, the later of the two%s", e.Text, g.name(id), g.name(h.ID), later, appliesAfter(g.ownEffectsBefore(e)))
			}
		}
	}
}

// noteGrantedRetimestamped records, as permanent holder receives a new
// timestamp, that the effects of static abilities granted to it by an
// effect with a later timestamp than its old one receive new timestamps
// too, in the same order after its own (613.7a of 2026).
func (g *Game) noteGrantedRetimestamped(holder ObjectID, old int) {
	for _, e := range g.grantedEffectsOf(holder) {
		src := g.grantSource(e)
		if src == nil || src.Timestamp < old {
			continue
		}
		g.record("418.5f", "\"%s\" had %s's timestamp, later than %s's: as %s receives a new timestamp, the effects of its abilities, this one included, receive new ones in the same relative order%s", e.Text, g.name(src.ID), g.name(holder), g.name(holder), appliesAfter(g.ownEffectsBefore(e)))
	}
}

// grantSource returns the permanent whose static ability grants the
// ability whose effect e is.
func (g *Game) grantSource(e *ContinuousEffect) *Object {
	for _, id := range g.inPlay {
		o := g.objects[id]
		for _, face := range underlyingFaces(o) {
			for _, a := range face.Abilities {
				if a.Kind == StaticAbility && grantsStatic(a) == e.granted {
					return o
				}
			}
		}
	}
	return nil
}

// appliesAfter words the effects an effect applies after.
func appliesAfter(before []string) string {
	if len(before) == 0 {
		return ""
	}
	return ", so its effect applies after \"" + before[len(before)-1] + "\""
}
