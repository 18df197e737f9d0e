package rulings

// Characteristic-defining abilities that count: "this creature's power
// and toughness are each equal to the number of cards in your hand". The
// number is counted whenever the creature is looked at, so state-based
// effects see it as it is when they are checked, not as it was during a
// resolution (420.4). Such an ability functions everywhere, even outside
// play (208.2a, ownCDAView); a number it can't determine there, as "the
// chosen player" of a card that isn't in play, is 0.

// ChosenPlayerControls is the Filter.Controller of "the chosen player
// controls": the opponent chosen as the counting permanent came into play.
const ChosenPlayerControls = "the chosen player"

// ChosenOpponent is the Static.Counter of a ChooseColorAsEnters ability
// that is "as this creature enters, choose an opponent".
const ChosenOpponent = "opponent"

// chooseOpponentOnEntry has o's controller choose an opponent as o comes
// into play, for its abilities that refer to "the chosen player".
func (g *Game) chooseOpponentOnEntry(o *Object, v *view) {
	q, ok, err := g.askOpponent(o.Controller, "614.12", "the opponent chosen as "+v.name()+" comes into play")
	if err != nil {
		g.deferError(err)
		return
	}
	if !ok {
		return
	}
	pw, tg := g.PowerToughness(o.ID)
	g.record("208.2a", "until a player is chosen for %s, a number counted for \"the chosen player\" can't be determined and is 0: its characteristic-defining ability, which functions everywhere, makes it %d/%d", v.name(), pw, tg)
	o.ChosenPlayer, o.HasChosenPlayer = q, true
	g.record("614.12", "as %s comes into play, %s chooses %s", v.name(), g.playerName(o.Controller), g.playerName(q))
}

// ownCDAView applies to v, the view of o outside play, where no other
// continuous effect reaches it, o's own abilities defining its power and
// toughness by a count: they function everywhere (208.2a, 604.3).
func (g *Game) ownCDAView(o *Object, v *view) {
	for i := range v.faces {
		for _, a := range v.faces[i].Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != PTFromCount {
				continue
			}
			e := g.counted(&ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, count: &a.Static.Filter, countPlus: a.Static.Power, Source: o.ID, ability: a})
			v.ownFaces()
			e.apply(&v.faces[i])
		}
	}
}

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
	n := g.countMatching(e.count, e.Source) + e.countPlus
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
	if f.Controller == ChosenPlayerControls {
		// "the number of creatures the chosen player controls": with no
		// player chosen (a card that isn't in play), the number can't be
		// determined and is 0 (208.2a).
		if !o.HasChosenPlayer || o.Zone != ZoneInPlay {
			return 0
		}
		chosen := *f
		chosen.Controller = "you"
		f, you = &chosen, o.ChosenPlayer
	}
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
