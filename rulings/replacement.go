package rulings

import "slices"

// Replacement effects from static abilities (419): "if a creature you
// control would deal damage to a creature or player, it deals double that
// damage instead". Each replacement effect gets one opportunity to modify
// an event and doesn't invoke itself again (419.6a).

// replaceDamage applies the damage-doubling effects of permanents in play
// to n damage source would deal to recipient, each once.
func (g *Game) replaceDamage(source *view, n int, recipient string) int {
	if n <= 0 {
		return n
	}
	for _, id := range g.inPlay {
		sv := g.view(id)
		for _, a := range sv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != DoubleDamage {
				continue
			}
			f := a.Static.Filter
			f.Zone = source.zone
			if !g.matches(&f, source, sv.controller, nil) {
				continue
			}
			n *= 2
			g.record("419.6a", "%s's ability \"%s\" replaces the damage %s would deal to %s: it deals %d instead; the effect gets this one opportunity and doesn't apply to its own result", sv.name(), a.Text, source.name(), recipient, n)
		}
	}
	return n
}

// opPreventNextSharing gives the target creature and each other creature
// in play that shares a color with it, as the ability resolves, a shield
// preventing the next N damage that would be dealt to it this turn
// (419.7c): creatures that change colors later or come into play later
// don't get or lose one.
func opPreventNextSharing(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, target := range r.objectsOf(ins) {
		colors := g.view(target).chars().Colors
		ids := []ObjectID{target}
		for _, id := range g.inPlay {
			v := g.view(id)
			if id != target && v.chars().HasType("creature") && v.chars().Colors&colors != 0 {
				ids = append(ids, id)
			}
		}
		names := make([]string, len(ids))
		for i, id := range ids {
			g.objects[id].Prevention += n
			names[i] = g.name(id)
		}
		g.record("419.7c", "a shield preventing the next %d damage this turn for each of %s, the creatures sharing a color with %s now", n, joinNames(names), g.name(target))
	}
	return nil
}

// joinNames lists names as "A, B and C".
func joinNames(names []string) string {
	switch len(names) {
	case 0:
		return "none"
	case 1:
		return names[0]
	}
	out := names[0]
	for _, n := range names[1 : len(names)-1] {
		out += ", " + n
	}
	return out + " and " + names[len(names)-1]
}

// replaceLifeGain applies "for each 1 life you would gain, instead draw a
// card" to p gaining n life, and reports whether it did.
func (g *Game) replaceLifeGain(p PlayerID, n int) (bool, error) {
	for _, id := range g.inPlay {
		sv := g.view(id)
		if sv.controller != p {
			continue
		}
		for _, a := range sv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != LifeGainToDraw || n <= 0 {
				continue
			}
			g.record("419.1a", "%s's ability \"%s\" applies: instead of gaining %d life, %s draws %s", sv.name(), a.Text, n, g.playerName(p), count(n, "card"))
			outer := g.replacedBy
			g.replacedBy = sv.name()
			events, err := g.draw(p, n)
			g.replacedBy = outer
			g.afterEvents(events, nil)
			return true, err
		}
	}
	return false, nil
}

// replaceDraw applies "if you would draw a card, instead return a card
// from your graveyard to your hand" to one draw by p, and reports whether
// it did. A draw that is itself the result of another replacement effect
// is replaced too (419.9b).
func (g *Game) replaceDraw(p PlayerID) ([]Event, bool, error) {
	for _, id := range g.inPlay {
		sv := g.view(id)
		if sv.controller != p {
			continue
		}
		for _, a := range sv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != DrawToReturn {
				continue
			}
			if g.replacedBy != "" {
				g.record("419.9b", "the draw is the event %s's replacement effect made, and %s's replacement effect applies to it in turn", g.replacedBy, sv.name())
			}
			grave := g.objectsIn(p, ZoneGraveyard)
			if len(grave) == 0 {
				g.record("419.6h", "%s's ability \"%s\" replaces the draw even though %s has no card in his or her graveyard to return", sv.name(), a.Text, g.playerName(p))
				return nil, true, nil
			}
			options := make([]string, len(grave))
			for i, c := range grave {
				options[i] = g.name(c)
			}
			answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "419.1a", About: "which card to return from the graveyard", Options: options})
			if err != nil {
				return nil, true, err
			}
			card := grave[slices.Index(options, answer)]
			g.record("419.1a", "%s's ability \"%s\" applies: instead of drawing, %s returns %s from his or her graveyard to his or her hand", sv.name(), a.Text, g.playerName(p), answer)
			return []Event{g.move(card, ZoneHand, p)}, true, nil
		}
	}
	return nil, false, nil
}
