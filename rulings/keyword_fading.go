package rulings

// fading N: "This permanent comes into play with N fade counters on it"
// and "At the beginning of your upkeep, remove a fade counter from this
// permanent. If you can't, sacrifice the permanent" (502.20).
var fading = Keyword{Name: "fading", Rule: "502.20", Form: "fading N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text, Trigger: upkeepTrigger(nil),
			Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}},
			Effect: []Instruction{{Op: "fading", Text: "remove a fade counter from this; if you can't, sacrifice it"}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		g.putCounters(o, "fade", a.Static.Amount.N)
		g.record("502.20a", "%s comes into play with %d fade counter(s)", v.name(), a.Static.Amount.N)
	}}

// opFading removes a fade counter, or sacrifices the permanent when none
// is left (502.20a).
func opFading(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneInPlay {
		return nil
	}
	if o.Counters["fade"] > 0 {
		o.Counters["fade"]--
		g.record("502.20a", "a fade counter is removed from %s: %d left", g.name(o.ID), o.Counters["fade"])
		return nil
	}
	g.record("502.20a", "%s has no fade counter to remove: it is sacrificed", g.name(o.ID))
	g.moveAll([]ObjectID{o.ID}, ZoneGraveyard, "217.4a", "sacrificed: it is put into its owner's graveyard")
	return nil
}
