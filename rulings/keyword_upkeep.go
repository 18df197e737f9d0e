package rulings

import "fmt"

// fading N: "This permanent comes into play with N fade counters on it"
// and "At the beginning of your upkeep, remove a fade counter from this
// permanent. If you can't, sacrifice the permanent" (502.20a).
var fading = Keyword{Name: "fading", Rule: "502.20", Form: "fading N", arg: argNumber, triggerRule: "502.20a",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: EntersWithCounters, Amount: Value{N: v.n}, Counter: "fade"}}
	},
	more: func(text string, v keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: text + ": at the beginning of your upkeep, remove a fade counter from this; if you can't, sacrifice it",
			Trigger: &Trigger{Kind: AtBeginning, Step: Upkeep, Whose: "your"},
			Effect:  []Instruction{{Op: "fade", Text: "remove a fade counter from this; if you can't, sacrifice it"}}}}
	}}

// opFade removes a fade counter from the permanent, or sacrifices it when
// none is left (502.20a).
func opFade(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil {
		return nil
	}
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneInPlay {
		return nil
	}
	if o.Counters["fade"] > 0 {
		o.Counters["fade"]--
		g.record("502.20a", "a fade counter is removed from %s (%s left)", g.name(o.ID), count(o.Counters["fade"], "fade counter"))
		return nil
	}
	g.record("502.20a", "no fade counter can be removed from %s: it is sacrificed", g.name(o.ID))
	g.putIntoGraveyards([]ObjectID{o.ID})
	return nil
}

// rampage N: "Whenever this creature becomes blocked, it gets +N/+N until
// end of turn for each creature blocking it beyond the first" (502.12).
var rampage = Keyword{separateRule: "502.12c", Name: "rampage", Rule: "502.12", natureRule: "502.12a", nature: "rampage is a triggered ability: whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first", Form: "rampage N", arg: argNumber, triggerRule: "502.12b",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: fmt.Sprintf("%s: whenever this becomes blocked, it gets +%d/+%d until end of turn for each creature blocking it beyond the first", text, v.n, v.n),
			Trigger: &Trigger{Kind: OnEvent, Event: BecomesBlocked, Self: true},
			Effect:  []Instruction{{Op: "rampage", Amount: Value{N: v.n}, Text: "it gets +N/+N for each creature blocking it beyond the first"}}}
	}}

// opRampage pumps the creature by N for each blocker beyond the first,
// counted as the ability resolves (502.12b).
func opRampage(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil || g.combat == nil || g.objects[r.source.id] == nil {
		return nil
	}
	beyond := max(0, len(g.combat.blockers[r.source.id])-1)
	n := ins.Amount.N * beyond
	g.record("502.12b", "%s is blocked by %s beyond the first: it gets +%d/+%d until end of turn", g.name(r.source.id), count(beyond, "creature"), n, n)
	if n > 0 {
		g.addEffect(r, []ObjectID{r.source.id}, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: n, ToughnessDelta: n, Duration: UntilEndOfTurn, Text: fmt.Sprintf("rampage: +%d/+%d", n, n)})
	}
	return nil
}
