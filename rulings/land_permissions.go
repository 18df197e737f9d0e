package rulings

// Effects may let a player play more lands in a turn ("You may play an
// additional land on each of your turns", 305.2 of 2026) or forbid playing
// lands ("Players can't play lands"). When one effect says a player may
// and another says he or she can't, the "can't" effect wins (103.2 of
// 2006, 101.2 of 2026).

// landLimit is the number of lands p may play this turn: one, plus one for
// each effect of a permanent p controls allowing an additional land.
func (g *Game) landLimit(p PlayerID) int {
	n := 1
	for src := range g.staticsInPlay(AdditionalLand) {
		if src.controller == p {
			n++
		}
	}
	return n
}

// landProhibited returns the IllegalError for a land an effect says p
// can't play, or nil; it says so when an effect allowing an additional
// land loses to it.
func (g *Game) landProhibited(p PlayerID, card ObjectID) error {
	cv := g.view(card)
	for _, id := range g.inPlay {
		src := g.view(id)
		for _, a := range src.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Prohibition || a.Static.Filter.Kind != "" {
				continue
			}
			if a.Static.Players == "opponents" && p == src.controller {
				continue
			}
			f := a.Static.Filter
			if !f.CanBeObject() || len(f.Types) == 0 || !f.hasType("land") {
				continue
			}
			f.Zone = cv.zone
			if !g.matches(&f, cv, src.controller, nil) {
				continue
			}
			if g.landLimit(p) > 1 {
				return g.illegal("103.2", "%s's ability \"%s\" says %s can't play lands, another effect says %s may play an additional land: the \"can't\" effect wins", src.name(), a.Text, g.playerName(p), g.playerName(p))
			}
			return g.illegal("103.2", "%s's ability \"%s\" says %s can't play %s", src.name(), a.Text, g.playerName(p), cv.name())
		}
	}
	return nil
}

// hasType reports whether the filter names card type t.
func (f Filter) hasType(t string) bool {
	for _, x := range f.Types {
		if x == t {
			return true
		}
	}
	return false
}
