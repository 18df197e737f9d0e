package rulings

// "Reveal the first card you draw each turn. Whenever you reveal a basic
// land card this way, draw a card" is a static ability linked to a
// triggered ability: the trigger sees only what that static ability of
// the same object reveals (603.11, 607 of 2026; 404.5 of 2006).

// revealFirstDraw reveals card, just drawn by p, if it is the first card p
// has drawn this turn and p controls a permanent whose static ability
// says so; it returns a Revealed event for each such ability.
func (g *Game) revealFirstDraw(p PlayerID, card ObjectID) []Event {
	if g.firstDraw == nil {
		g.firstDraw = map[PlayerID]int{}
	}
	if last, drew := g.firstDraw[p]; drew && last == g.turn {
		return nil
	}
	g.firstDraw[p] = g.turn
	var events []Event
	for _, id := range g.inPlay {
		src := g.view(id)
		if src.controller != p {
			continue
		}
		for _, a := range src.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != RevealFirstDraw {
				continue
			}
			g.record("404.5", "%s's static ability \"%s\": %s reveals %s, the first card he or she drew this turn", src.name(), a.Text, g.playerName(p), g.name(card))
			events = append(events, Event{Kind: Revealed, Object: g.view(card), Player: p, Source: src})
		}
	}
	return events
}

// RevealedThisWay is the condition of a triggered ability linked to its
// object's reveal ability ("whenever you reveal a basic land card this
// way"): the card was revealed by that object.
func RevealedThisWay(g *Game, ev *Event, src *view) bool {
	return ev.Source != nil && ev.Source.id == src.id && ev.Player == src.controller
}
