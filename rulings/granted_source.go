package rulings

// An ability an object grants to another that refers to the first object
// by name refers only to the object whose ability granted it, not to any
// other object with the same name (202.2b): Saproling Burst's tokens count
// the fade counters on the Saproling Burst that made them.

// grantToToken gives a token definition the ability its creating
// instruction grants, bound to the object whose ability made it.
func (g *Game) grantToToken(r *resolution, def *CardDefinition, a *Ability) {
	if a == nil || a.Static == nil || r.source == nil {
		return
	}
	bound := *a
	st := *a.Static
	st.Of = r.source.id
	bound.Static = &st
	def.Faces[0].Abilities = append(def.Faces[0].Abilities, &bound)
	g.record("202.2b", "the token's ability \"%s\" refers to %s by name: it means the %s whose ability made the token, and no other object with that name", a.Text, r.source.name(), r.source.name())
}

// payRemoveCounter removes a counter from the source as part of a cost.
func (g *Game) payRemoveCounter(s *stackSpell, part CostPart) error {
	o := s.source
	if o == nil || o.Counters[part.Counter] <= 0 {
		name := "it"
		if o != nil {
			name = g.name(o.ID)
		}
		return g.illegal("409.1h", "%s has no %s counter to remove: the cost \"%s\" can't be paid", name, part.Counter, part.Text)
	}
	o.Counters[part.Counter]--
	g.record("409.1h", "%s removes a %s counter from %s to pay the cost (%d left)", g.playerName(s.obj.Controller), part.Counter, g.name(o.ID), o.Counters[part.Counter])
	return nil
}
