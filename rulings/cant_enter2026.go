package rulings

// Prohibitions on entering ("Lands can't enter the battlefield", Worms of
// the Earth). Whether the permanent may enter is checked as it would exist
// on the battlefield, after its own replacement effects (a Clone that
// would enter as a copy of a land is a land). One that can't enter stays
// where it was; a permanent spell that resolves but can't enter is put
// into its owner's graveyard (608.3e of 2026).

// CantEnter is "FILTER can't come into play": permanents matching
// Static.Filter can't enter the battlefield.
const CantEnter StaticKind = 140

// cantEnter checks the permanent that event ev put into play against the
// prohibitions of the other permanents in play. When one forbids it, the
// permanent never entered: it goes back to the zone it came from, or, a
// resolving spell, to its owner's graveyard, a move returned as the event
// that happened instead (nil when it stayed where it was). ok is false when
// nothing forbids it. A double-faced spell that would enter with an
// instant or sorcery back face up doesn't enter either (712.13a of 2026,
// enter_as_copy_next.go).
func (g *Game) cantEnter(ev Event) (instead *Event, id ObjectID, ok bool) {
	v := g.view(ev.NewID)
	if v == nil {
		return nil, ev.NewID, false
	}
	if o := g.objects[ev.NewID]; g.instantBackFaceEnters(o, ev.From) {
		instead, id = g.neverEntered(ev, o)
		return instead, id, true
	}
	for src, a := range g.staticsInPlay(CantEnter) {
		if src.id == ev.NewID || !g.matches(&a.Static.Filter, v, src.controller, nil) {
			continue
		}
		g.record("103.2", "%s's effect %q: %s, as it would exist on the battlefield, can't enter it, and the prohibition takes precedence", src.name(), a.Text, v.name())
		g.noteCantEnter(src.name(), a.Text, v)
		instead, id = g.neverEntered(ev, g.objects[ev.NewID])
		return instead, id, true
	}
	return nil, ev.NewID, false
}

// neverEntered undoes the move of event ev, which put o onto the
// battlefield: it goes back to the zone it came from, or, a resolving
// spell, to its owner's graveyard, a move returned as the event that
// happened instead (nil when it stayed where it was).
func (g *Game) neverEntered(ev Event, o *Object) (instead *Event, id ObjectID) {
	g.remove(o)
	back := &Object{Card: o.Card, Token: o.Token, Owner: o.Owner, Controller: o.Controller, Face: -1, Origin: o.Origin}
	if ev.From != ZoneStack {
		g.place(back, ev.From, false)
		g.record("103.2", "%s stays in the %s", o.Card.Name, g.rules.ZoneName(ev.From))
		return nil, back.ID
	}
	// Back on the stack only to be moved from there: it never left it.
	back.ID, back.Zone = g.nextID, ZoneStack
	g.nextID++
	g.objects[back.ID] = back
	g.record("413.2h#cant", "%s resolves, but its controller can't put it onto the battlefield: it is put into its owner's graveyard", o.Card.Name)
	moved := g.move(back.ID, ZoneGraveyard, o.Owner)
	return &moved, moved.NewID
}
