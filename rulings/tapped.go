package rulings

// becameTapped reports that a permanent on the battlefield just changed
// from untapped to tapped, for abilities that trigger when a permanent
// "becomes tapped" (603.2e of 2026, 410.2 of 2006). A permanent that
// enters the battlefield tapped never becomes tapped, so the places that
// put one onto the battlefield tapped don't call it.
func (g *Game) becameTapped(id ObjectID) {
	v := g.view(id)
	if v == nil || v.zone != ZoneInPlay {
		return
	}
	if !g.watchesTapping() {
		return
	}
	g.afterEvents([]Event{{Kind: BecomesTapped, Object: v, Player: v.controller}}, nil)
}

// watchesTapping reports whether some permanent has an ability that
// triggers on a permanent becoming tapped; only then is the event worth
// checking.
func (g *Game) watchesTapping() bool {
	for _, id := range g.inPlay {
		for _, a := range g.view(id).chars().Abilities {
			if t := a.triggerCondition(); t != nil && t.Kind == OnEvent && t.Event == BecomesTapped {
				return true
			}
		}
	}
	return false
}
