package rulings

// undying: "When this permanent dies, if it had no +1/+1 counters on it,
// return it to the battlefield under its owner's control with a +1/+1
// counter on it" (702.93a of 2026). A keyword from Dark Ascension. Whether
// it had counters is read from the permanent as it last existed on the
// battlefield: for one that left through a state-based action, as it was
// before any of the state-based actions performed with it (704.8).
var undying = Keyword{Name: "undying", Rule: "702.93", Form: "undying", Since: "2012-02-01", triggerRule: "702.93a",
	build: func(string, keywordValue) *Ability { return undyingReturn.ability("dies") }}

// undyingReturn is undying's return, with a +1/+1 counter.
var undyingReturn = returnWithCounter{keyword: "undying", rule: "702.93a", counter: "+1/+1"}

// returnWithCounter is the return of undying and persist: "if it had no
// COUNTER counters on it, return it to the battlefield under its owner's
// control with a COUNTER counter on it".
type returnWithCounter struct {
	keyword, rule, counter string
}

// ability is the keyword's triggered ability, triggering when the
// permanent goes from the battlefield to a graveyard (when says so in
// its text).
func (k returnWithCounter) ability(when string) *Ability {
	back := "return it to the battlefield with a " + k.counter + " counter on it"
	return &Ability{Kind: TriggeredAbility, Text: k.keyword + ": when this " + when + ", if it had no " + k.counter + " counters on it, " + back,
		Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard, Condition: k.hadNone},
		Effect:  []Instruction{{Op: k.keyword, Object: Ref{Kind: RefIt}, Text: back}}}
}

// hadNone is the intervening "if": the permanent had no such counters
// as it last existed on the battlefield.
func (k returnWithCounter) hadNone(g *Game, ev *Event, _ *view) bool {
	n := g.keywordsState().leftCounters[ev.Object.id][k.counter]
	if n > 0 {
		g.record(k.rule, "%s had %s on it when it was last on the battlefield, so %s doesn't trigger", ev.Object.name(), count(n, k.counter+" counter"), k.keyword)
		return false
	}
	return true
}

// op returns the card to the battlefield under its owner's control with
// one such counter on it.
func (k returnWithCounter) op(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		ev := g.move(id, ZoneInPlay, o.Owner)
		back := g.objects[ev.NewID]
		g.record(k.rule, "%s: %s returns to the battlefield under %s's control with a %s counter on it", k.keyword, g.name(ev.NewID), g.playerName(o.Owner), k.counter)
		g.putCountersOn(back, k.counter, 1, true)
		g.applyEntryStatics(back)
		ev.Object = g.view(ev.NewID)
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}

// noteLastKnownBeforeSBAs records, for a permanent leaving the battlefield
// through a state-based action while another state-based action (+1/+1
// and -1/-1 counters removed in pairs) applies to it in the same check,
// that its last known information is from before any of them (704.8).
func (g *Game) noteLastKnownBeforeSBAs(o *Object) {
	plus, minus := o.Counters["+1/+1"], o.Counters["-1/-1"]
	if plus == 0 || minus == 0 {
		return
	}
	g.record("704.8", "%s leaves the battlefield while its +1/+1 and -1/-1 counters would be removed in the same check: its last known information is from before any of those state-based actions (%s, %s)",
		g.name(o.ID), count(plus, "+1/+1 counter"), count(minus, "-1/-1 counter"))
}
