package rulings

import "fmt"

// graft N: "This permanent comes into play with N +1/+1 counters on it"
// and "Whenever another creature comes into play, you may move a +1/+1
// counter from this permanent onto that creature" (502.54).
var graft = Keyword{separateRule: "502.54b", Name: "graft", Rule: "502.54", Form: "graft N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}},
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneAny, To: ZoneInPlay,
				Filter: Filter{Types: []string{"creature"}, Text: "creature"}, Condition: anotherCreature},
			Effect: []Instruction{{Op: "graft", Text: "you may move a +1/+1 counter from this onto that creature"}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		g.record("502.54a", "graft %d: %s comes into play with %d +1/+1 counter(s)", a.Static.Amount.N, v.name(), a.Static.Amount.N)
		g.putCountersOn(o, "+1/+1", a.Static.Amount.N, true)
	}}

// anotherCreature is graft's "another": the creature coming into play
// isn't the one with graft.
func anotherCreature(g *Game, ev *Event, src *view) bool { return ev.NewID != src.id }

// opGraft moves one +1/+1 counter from the permanent with graft onto the
// creature that came into play, if its controller wants and a counter is
// left to move (502.54a).
func opGraft(g *Game, r *resolution, ins Instruction) error {
	from, to := g.objects[r.source.id], g.objects[r.event.NewID]
	if from == nil || from.Zone != ZoneInPlay || to == nil || to.Zone != ZoneInPlay {
		g.record("502.54a", "graft resolves, but %s or the creature that came into play has left play: no counter moves", r.source.name())
		return nil
	}
	if from.Counters["+1/+1"] == 0 {
		g.record("502.54a", "%s has no +1/+1 counter left to move", g.name(from.ID))
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "502.54a", About: fmt.Sprintf("whether to move a +1/+1 counter from %s onto %s", g.name(from.ID), g.name(to.ID)), Options: []string{"yes", "no"}})
	if err != nil || answer != "yes" {
		return err
	}
	from.Counters["+1/+1"]--
	g.record("502.54a", "a +1/+1 counter moves from %s onto %s", g.name(from.ID), g.name(to.ID))
	g.putCountersOn(to, "+1/+1", 1, false)
	g.effectsChanged()
	return nil
}
