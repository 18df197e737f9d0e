package rulings

// flashback {COST}: "You may play this card from your graveyard by paying
// [cost] rather than paying its mana cost. If the flashback cost was paid,
// remove this card from the game instead of putting it anywhere else any
// time it would leave the stack" (502.22a).
var flashback = Keyword{Name: "flashback", Rule: "502.22", Form: "flashback {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// flashbackCost returns a card's flashback cost, if it has flashback.
func flashbackCost(c *Characteristics) (ManaCost, bool) {
	for _, a := range c.Abilities {
		if a.Keyword == flashback.Name {
			return a.Cost.Mana, true
		}
	}
	return ManaCost{}, false
}

// flashbackCostOf is the flashback cost of card cast as the face chars:
// printed on the face, or given to the card by an effect. One given
// "the flashback cost is equal to its mana cost" (Past in Flames) is the
// mana cost of what is cast: of a split card cast as one half, that
// half's (702.1b of 2026), though the card in the graveyard has the
// combined one.
func (g *Game) flashbackCostOf(card *Object, chars *Characteristics) (ManaCost, bool) {
	if fc, ok := flashbackCost(chars); ok {
		return fc, true
	}
	v := g.view(card.ID)
	if v == nil {
		return ManaCost{}, false
	}
	for _, a := range v.chars().Abilities {
		if a.Keyword != flashback.Name {
			continue
		}
		if !a.CostIsManaCost {
			return a.Cost.Mana, true
		}
		if whole, ok := g.combinedCost(v); ok {
			g.record("702.1b", "in the graveyard, %s has flashback %s, its mana cost; cast as %s, the spell has flashback %s, the mana cost of %s: the flashback cost is evaluated for what is cast", v.name(), whole, chars.Name, chars.ManaCost, chars.Name)
		} else {
			g.record("702.1b", "%s's flashback cost is equal to its mana cost: %s", chars.Name, chars.ManaCost)
		}
		return chars.ManaCost, true
	}
	return ManaCost{}, false
}

// flashbackDestination replaces the zone a spell played with flashback
// would go to as it leaves the stack: it is removed from the game instead,
// whether it resolves, is countered or goes anywhere else (502.22a).
func (g *Game) flashbackDestination(o *Object, to Zone) Zone {
	if !o.FlashedBack || o.Zone != ZoneStack || to == ZoneRemoved || to == ZoneStack {
		return to
	}
	g.record("217.1d", "%s would move from the stack to the %s: the replacement effects that apply to that event are applied before it moves", g.name(o.ID), g.rules.ZoneName(to))
	g.record("502.22a", "%s was %s with flashback: it is removed from the game instead of going to the %s", g.name(o.ID), g.rules.Words.spell(participle), g.rules.ZoneName(to))
	return ZoneRemoved
}
