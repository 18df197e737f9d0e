package rulings

// becameTapped reports that a permanent on the battlefield just changed
// from untapped to tapped, for abilities that trigger when a permanent
// "becomes tapped" (603.2e of 2026, 410.2 of 2006). A permanent that
// enters the battlefield tapped never becomes tapped, so the places that
// put one onto the battlefield tapped don't call it.
func (g *Game) becameTapped(id ObjectID) {
	g.tapStatusChanged(BecomesTapped, id)
}

func (g *Game) tapStatusChanged(kind EventKind, ids ...ObjectID) {
	if len(ids) == 0 || !g.watches(kind) {
		return
	}
	var events []Event
	for _, id := range ids {
		if v := g.view(id); v != nil && v.zone == ZoneInPlay {
			events = append(events, Event{Kind: kind, Object: v, Player: v.controller})
		}
	}
	g.afterEvents(events, nil)
}

// watches reports whether some permanent or waiting delayed triggered
// ability triggers on events of kind; only then are they worth checking.
func (g *Game) watches(kind EventKind) bool {
	for _, id := range g.inPlay {
		for _, a := range g.view(id).chars().Abilities {
			if t := a.triggerCondition(); t != nil && t.Kind == OnEvent && t.Event == kind {
				return true
			}
		}
	}
	return false
}

// gainedLife reports that player p gained n life, for abilities that
// trigger "whenever you gain life". Each life-gain event is one event: two
// sources with lifelink dealing damage at once are two (702.15e of 2026).
func (g *Game) gainedLife(p PlayerID, n int) {
	if n <= 0 || !g.watches(LifeGained) {
		return
	}
	g.afterEvents([]Event{{Kind: LifeGained, Player: p, Amount: n}}, nil)
}

// YouGainLife is the condition of "whenever you gain life": the player who
// gained life controls the ability's source.
func YouGainLife(g *Game, ev *Event, src *view) bool { return ev.Player == src.controller }
