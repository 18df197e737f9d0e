package rulings

// persist: "When this permanent is put into a graveyard from the
// battlefield, if it had no -1/-1 counters on it, return it to the
// battlefield under its owner's control with a -1/-1 counter on it"
// (702.79a of 2026). A keyword from Shadowmoor, undying's mirror: whether
// it had counters is read from the permanent as it last existed on the
// battlefield, for one that left through a state-based action as it was
// before any of the state-based actions performed with it (704.8), so a
// -1/-1 counter a +1/+1 counter removed (704.5q) no longer stops it.
var persist = Keyword{Name: "persist", Rule: "702.79", Form: "persist", Since: "2008-05-02", triggerRule: "702.79a",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: "persist: when this is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the battlefield with a -1/-1 counter on it",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard, Condition: hadNoMinusCounters},
			Effect:  []Instruction{{Op: "persist", Object: Ref{Kind: RefIt}, Text: "return it to the battlefield with a -1/-1 counter on it"}}}
	}}

// hadNoMinusCounters is persist's intervening "if": the permanent had no
// -1/-1 counters as it last existed on the battlefield.
func hadNoMinusCounters(g *Game, ev *Event, src *view) bool {
	n := g.keywordsState().leftCounters[ev.Object.id]["-1/-1"]
	if n > 0 {
		g.record("702.79a", "%s had %s on it when it was last on the battlefield, so persist doesn't trigger", ev.Object.name(), count(n, "-1/-1 counter"))
		return false
	}
	return true
}

// opPersist returns the card to the battlefield under its owner's
// control with a -1/-1 counter on it.
func opPersist(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		ev := g.move(id, ZoneInPlay, o.Owner)
		back := g.objects[ev.NewID]
		g.putCounters(back, "-1/-1", 1)
		g.applyEntryStatics(back)
		ev.Object = g.view(ev.NewID)
		g.record("702.79a", "persist: %s returns to the battlefield under %s's control with a -1/-1 counter on it", g.name(ev.NewID), g.playerName(o.Owner))
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}
