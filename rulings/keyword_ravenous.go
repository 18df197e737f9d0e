package rulings

// ravenous: "This permanent enters with X +1/+1 counters on it" and "When
// this permanent enters, if X is 5 or more, draw a card" (702.156a of
// 2026), on creature cards with {X} in their mana cost. X is the value
// announced for the spell that became the permanent; a permanent that
// enters without being cast has X 0 (107.3m). A keyword from Warhammer
// 40,000 Commander, dated by that set's release.
var ravenous = Keyword{Name: "ravenous", Rule: "702.156", Form: "ravenous", Since: "2022-10-07",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "ravenous: this permanent enters with X +1/+1 counters on it", Static: &Static{Kind: PlayRule}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: "ravenous: when this permanent enters, if X is 5 or more, draw a card",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay, Condition: ravenousX},
			Effect:  []Instruction{{Op: "draw", Player: Ref{Kind: RefYou}, Amount: Value{N: 1}, Text: "draw a card"}}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if a.Kind != StaticAbility {
			return
		}
		x := g.enteredX(o)
		g.recordEnteredX(v, x)
		g.record("702.156a", "ravenous: %s enters with X +1/+1 counters on it, X being %d", v.name(), x)
		g.putCountersOn(o, "+1/+1", x, true)
	}}

// enteredX is the X of the permanent spell that permanent o was as it
// resolved, 0 if it wasn't cast (107.3m of 2026).
func (g *Game) enteredX(o *Object) int {
	if o == nil || g.keywords == nil || g.keywords.later == nil {
		return 0
	}
	return g.keywords.later.castX[o.Origin]
}

// recordEnteredX says where the X of an ability of a permanent entering
// the battlefield comes from (107.3m of 2026): the value chosen for the
// spell that became it, or 0 when no spell with a value of X did.
func (g *Game) recordEnteredX(v *view, x int) {
	if x > 0 {
		g.recordLater("107.3m", "%s's ability entering the battlefield refers to X: the spell that became %s had X = %d chosen for its cost, so X is %d", v.name(), v.name(), x, x)
		return
	}
	g.recordLater("107.3m", "%s's ability entering the battlefield refers to X: no value of X was chosen for a spell that became %s, so X is 0", v.name(), v.name())
}

// ravenousX is the intervening "if" of ravenous's trigger: X is 5 or more.
func ravenousX(g *Game, ev *Event, _ *view) bool {
	x := g.enteredX(g.objects[ev.NewID])
	if x >= 5 {
		g.record("702.156a", "X is %d, 5 or more: ravenous's draw triggers", x)
		return true
	}
	g.record("702.156a", "X is %d, less than 5: ravenous's draw doesn't trigger", x)
	return false
}
