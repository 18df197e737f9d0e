package rulings

// Characteristic-defining abilities that count: "this creature's power
// and toughness are each equal to the number of cards in your hand". The
// number is counted whenever the creature is looked at, so state-based
// effects see it as it is when they are checked, not as it was during a
// resolution (420.4).

// counted returns e with its power and toughness counted now, or e itself
// when it counts nothing.
func (g *Game) counted(e *ContinuousEffect) *ContinuousEffect {
	if e.counterKind != "" {
		n := 0
		if o := g.objects[e.countersOf]; o != nil && o.Zone == ZoneInPlay {
			n = o.Counters[e.counterKind]
		}
		c := *e
		c.Power, c.Toughness = n, n
		return &c
	}
	if e.count == nil {
		return e
	}
	n := g.countMatching(e.count, e.Source)
	c := *e
	c.Power, c.Toughness = n, n
	return &c
}

// countMatching counts the objects matching f for the controller of
// source: cards in a zone of that player's (a hand), or permanents.
func (g *Game) countMatching(f *Filter, source ObjectID) int {
	o := g.objects[source]
	if o == nil {
		return 0
	}
	you := o.Controller
	var ids []ObjectID
	switch f.Zone {
	case ZoneHand, ZoneGraveyard, ZoneLibrary:
		for _, p := range g.players {
			if f.Controller == "you" && p.ID != you {
				continue
			}
			ids = append(ids, g.objectsIn(p.ID, f.Zone)...)
		}
	default:
		ids = g.inPlay
	}
	n := 0
	for _, id := range ids {
		v := g.view0(id)
		if v != nil && g.matches(f, v, you, nil) {
			n++
		}
	}
	return n
}

// noteToughnessDuring remembers the creatures with toughness 0 or less
// partway through a resolution; state-based effects aren't checked then.
func (g *Game) noteToughnessDuring(r *resolution) {
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.chars().HasType("creature") && v.chars().Toughness <= 0 {
			if r.lowToughness == nil {
				r.lowToughness = map[ObjectID]int{}
			}
			if _, seen := r.lowToughness[id]; !seen {
				r.lowToughness[id] = v.chars().Toughness
			}
		}
	}
}

// noteToughnessAfter records, once the resolution is over, each creature
// that had toughness 0 or less during it and has more now (420.4).
func (g *Game) noteToughnessAfter(r *resolution) {
	for _, id := range g.inPlay {
		during, ok := r.lowToughness[id]
		if !ok {
			continue
		}
		if t := g.view(id).chars().Toughness; t > 0 {
			g.record("420.4", "%s had toughness %d during the resolution, but state-based effects pay no attention to what happens during a resolution: it has toughness %d now", g.name(id), during, t)
		}
	}
}

// view0 is how object id looks from its card alone, without continuous
// effects: counting for a characteristic-defining ability looks at it
// this way, so a creature counting creatures doesn't count through its
// own power and toughness.
func (g *Game) view0(id ObjectID) *view {
	o := g.objects[id]
	if o == nil || o.Card == nil || o.FaceDown || o.Ability != nil || o.Combat != nil {
		return nil
	}
	return &view{id: id, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, faces: o.Card.Faces}
}
