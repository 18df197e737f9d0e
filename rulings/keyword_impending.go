package rulings

// impending N—{COST}: four abilities, "You may choose to pay [cost] rather
// than pay this spell's mana cost," "If you chose to pay this permanent's
// impending cost, it enters with N time counters on it," "As long as this
// permanent's impending cost was paid and it has a time counter on it,
// it's not a creature," and "At the beginning of your end step, if this
// permanent's impending cost was paid and it has a time counter on it,
// remove a time counter from it" (702.176a of 2026). The cost is an
// alternative cost (601.2b, 601.2f-h) cast with the clause "paying the
// impending cost". A keyword from Duskmourn: House of Horror, dated by
// that set's release.
var impending = Keyword{Name: impendingName, Rule: "702.176", Form: "impending N—{COST}", arg: argCountAndCost, Since: "2024-09-27", triggerRule: "702.176a",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: Impending, Amount: Value{N: v.n}, Counter: "time"}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: text + ": at the beginning of your end step, if this permanent's impending cost was paid and it has a time counter on it, remove a time counter from it",
			Trigger: &Trigger{Kind: AtBeginning, Step: EndOfTurn, Whose: "your", Condition: impendingCounting},
			Effect:  []Instruction{{Op: "impending", Object: Ref{Kind: RefThis}, Text: "remove a time counter from it"}}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		if firstKeyword(v, impendingName) == a {
			g.enterImpending(o, v, a)
		}
	}}

// Impending is impending's static abilities: the alternative cost, the
// time counters the permanent enters with, and its not being a creature
// while it has one (702.176a).
const Impending StaticKind = 162

// impendingName names the keyword where its own abilities look for it.
const impendingName = "impending"

func init() {
	castWays[impendingName] = castWay{rule: "702.176a", alternative: true}
}

// enterImpending puts the time counters on a permanent whose impending
// cost was paid as it enters.
func (g *Game) enterImpending(o *Object, v *view, a *Ability) {
	if !g.castWithKeyword(o, impendingName) {
		g.record("702.176a", "%s's impending cost wasn't paid: it enters with no time counters and is a creature", v.name())
		return
	}
	n := a.Static.Amount.N
	g.record("702.176a", "%s's impending cost was paid: it enters with %s on it", v.name(), count(n, "time counter"))
	g.putCountersOn(o, "time", n, true)
	g.effectsChanged()
}

// impendingPaid reports whether permanent o's impending cost was paid and
// it has a time counter on it, the condition of the last two abilities.
func (g *Game) impendingPaid(o *Object) bool {
	return o != nil && o.Counters["time"] > 0 && g.castWithKeyword(o, impendingName)
}

// impendingCounting is the intervening "if" of impending's end step
// ability, checked as it would trigger.
func impendingCounting(g *Game, _ *Event, src *view) bool {
	o := g.objects[src.id]
	if g.impendingPaid(o) {
		return true
	}
	if o != nil && !g.castWithKeyword(o, impendingName) {
		g.record("702.176a", "%s's impending cost wasn't paid: its end step ability doesn't trigger", src.name())
	} else {
		g.record("702.176a", "%s has no time counter on it: its impending end step ability doesn't trigger", src.name())
	}
	return false
}

// opImpending removes a time counter from the permanent, if it still has
// one as the ability resolves (603.4). The effects are worked out anew:
// with its last counter gone it is a creature again.
func opImpending(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		n, ok := g.takeTimeCounter(id)
		if !ok {
			continue
		}
		g.effectsChanged()
		if n > 0 {
			g.record("702.176a", "a time counter is removed from %s (%s left): it is still not a creature", g.name(id), count(n, "time counter"))
		} else {
			g.record("702.176a", "the last time counter is removed from %s: it is a creature now", g.name(id))
		}
	}
	return nil
}

// appendImpending appends the type-changing effect of impending (layer
// 4): a permanent whose impending cost was paid isn't a creature while it
// has a time counter on it.
func (g *Game) appendImpending(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	if a.Static.Kind != Impending || !g.impendingPaid(o) {
		return out
	}
	e := base
	e.Layer, e.RemoveTypes, e.Filter, e.Objects = LayerType, []string{"creature"}, nil, []ObjectID{o.ID}
	return append(out, &e)
}
