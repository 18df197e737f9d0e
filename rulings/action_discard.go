package rulings

// discardAction: to discard a card is to move it from its owner's hand to
// that player's graveyard (701.9a); by default the player discarding
// chooses the card (701.9b).
var discardAction = KeywordAction{
	Name:   "discard",
	Rule:   "701.9",
	Oracle: []string{"TARGET discards N cards", "TARGET discards their hand", "TARGET discards all FILTER", "discard a card (as a cost)"},
	Ops:    []string{"discard-n", "discard-hand", "discard-matching", "discard-random", "discard-your-choice"},
	cites: map[string]string{
		"217.4a#discard": "701.9a",
		"413.2c#discard": "701.9b",
		"413.2b#random":  "701.9b",
	},
}

// discardAll moves the discarded cards from their owners' hands to their
// graveyards at once (701.9a).
func (g *Game) discardAll(ids []ObjectID) {
	for _, id := range ids {
		if o := g.objects[id]; o != nil {
			g.noteDiscarded(o.Origin)
			g.recordAction("217.4a#discard", "%s discards %s: it is moved from their hand to their graveyard", g.playerName(o.Owner), g.name(id))
		}
	}
	before := g.snapshotInPlay()
	var events []Event
	for _, id := range ids {
		g.record("217.4a", "%s is discarded: it is put into its owner's graveyard", g.name(id))
		ev := g.move(id, ZoneGraveyard, g.objects[id].Owner)
		ev.Discarded = true
		events = append(events, ev)
	}
	g.afterEvents(events, before)
}
