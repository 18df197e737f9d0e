package rulings

// buyback {COST}: "You may pay an additional [cost] as you play this
// spell" and "If the buyback cost was paid, put this spell into its
// owner's hand instead of into that player's graveyard as it resolves"
// (502.16a).
var buyback = Keyword{Name: "buyback", Rule: "502.16", Form: "buyback {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// buybackCost returns a card's buyback cost, if it has buyback.
func buybackCost(c *Characteristics) (ManaCost, bool) {
	for _, a := range c.Abilities {
		if a.Keyword == buyback.Name {
			return a.Cost.Mana, true
		}
	}
	return ManaCost{}, false
}

// announceBuyback records the intention to pay a spell's buyback cost
// (409.1b) and returns the cost.
func (g *Game) announceBuyback(s *stackSpell, p PlayerID) (ManaCost, error) {
	bb, ok := buybackCost(g.view(s.obj.ID).chars())
	if !s.isSpell || !ok {
		return ManaCost{}, g.illegal("409.1b", "%s has no buyback cost to pay", g.name(s.obj.ID))
	}
	s.obj.BoughtBack = true
	g.noteKeyword(g.name(s.obj.ID), buyback)
	g.record("502.16a", "%s announces the intention to pay the buyback cost %s, an additional cost", g.playerName(p), bb)
	return bb, nil
}

// buybackDestination is where a resolving instant or sorcery goes: its
// owner's hand when the buyback cost was paid, else the graveyard.
func (g *Game) buybackDestination(o *Object) Zone {
	if !o.BoughtBack {
		return ZoneGraveyard
	}
	g.record("502.16a", "the buyback cost of %s was paid: it is put into its owner's hand instead of the graveyard as it resolves", g.name(o.ID))
	return ZoneHand
}
