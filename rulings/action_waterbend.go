package rulings

// waterbendAction: "waterbend [cost]" means "pay [cost]; for each generic
// mana in that cost, you may tap an untapped artifact or creature you
// control rather than pay that mana" (701.67a). Where the waterbend cost
// is only part of a total cost, the tapping pays only the generic mana of
// the waterbend cost (701.67b). The engine plays it as the cost of an
// activated ability, written "Waterbend {N}: EFFECT" (or with other costs
// before it, "{1}, waterbend {2}: EFFECT"), and as a spell's additional
// cost ("As an additional cost to cast this spell, waterbend {N}."), the
// permanents tapped named with the clause "waterbending NAME"; abilities
// triggering on waterbending (701.67c) are not read. A
// keyword action from Avatar: The Last Airbender, dated by that set's
// release.
var waterbendAction = KeywordAction{
	Name:         "waterbend",
	Rule:         "701.67",
	Since:        "2025-11-21",
	Oracle:       []string{"waterbend {N}: EFFECT", "{COST}, waterbend {N}: EFFECT", "As an additional cost to cast this spell, waterbend {N}."},
	PlayerAction: "activates",
}

// applyWaterbend taps the artifacts and creatures req names for the
// waterbend cost of the ability being activated, each paying one generic
// mana of that cost rather than of the rest of the total cost.
func (g *Game) applyWaterbend(s *stackSpell, req PlayRequest, total *ManaCost) error {
	if len(req.Waterbend) == 0 {
		return nil
	}
	waterbend := s.waterbend
	if !s.isSpell && s.ability != nil {
		waterbend = s.ability.Cost.Waterbend
	}
	if waterbend == 0 {
		return g.illegal("701.67a", "%s has no waterbend cost: nothing can be tapped to pay it", g.name(s.obj.ID))
	}
	p := req.Player
	room := min(waterbend, total.Generic)
	if total.Generic > room {
		g.record("701.67b", "the waterbend cost is part of a total cost of %s: tapping pays only its {%d} of generic mana, not the rest", total, room)
	}
	for _, id := range req.Waterbend {
		v := g.view(id)
		if v == nil || v.zone != ZoneInPlay || v.controller != p || !v.chars().HasType("artifact") && !v.chars().HasType("creature") || v.tapped {
			return g.illegal("701.67a", "waterbending taps only untapped artifacts and creatures %s controls", g.playerName(p))
		}
		if room == 0 {
			return g.illegal("701.67b", "no generic mana of the waterbend cost is left for %s to pay", v.name())
		}
		room--
		total.Generic--
		g.objects[id].Tapped = true
		g.becameTapped(id)
		g.record("701.67a", "%s waterbends: they tap %s rather than pay {1} of the waterbend cost", g.playerName(p), v.name())
	}
	return nil
}

// isAdditionalWaterbend reports whether a is a spell's additional
// waterbend cost: a rule of playing the card, not an alternative cost.
func isAdditionalWaterbend(a *Ability) bool {
	return a.Kind == StaticAbility && a.Keyword != AlternativeCostKeyword && a.Cost.Waterbend > 0
}

// addWaterbendCost adds a spell's additional waterbend costs to its total
// cost (409.1f, 118.8): their generic mana is the only part of the total
// that tapping artifacts and creatures may pay (701.67b).
func (g *Game) addWaterbendCost(s *stackSpell, total ManaCost) ManaCost {
	if !s.isSpell {
		return total
	}
	for _, a := range g.view(s.obj.ID).chars().Abilities {
		if !isAdditionalWaterbend(a) {
			continue
		}
		total = total.plus(a.Cost.Mana)
		s.waterbend += a.Cost.Waterbend
		g.record("409.1f", "the additional cost \"%s\" is added: %s", a.Text, total)
		g.recordLater("118.8", "\"%s\" is an additional cost listed in the rules text of %s: it is paid in addition to the mana cost", a.Text, g.name(s.obj.ID))
	}
	return total
}
