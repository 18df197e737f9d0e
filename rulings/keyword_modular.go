package rulings

import "fmt"

// modular N: "This permanent comes into play with N +1/+1 counters on it"
// and "When this permanent is put into a graveyard from play, you may put
// a +1/+1 counter on target artifact creature for each +1/+1 counter on
// this permanent" (502.35).
var modular = Keyword{separateRule: "502.35b", Name: modularName, Rule: "502.35", Form: "modular N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Static:  &Static{Kind: PlayRule, Amount: Value{N: v.n}},
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard},
			Targets: []TargetSpec{{Names: []string{"M"}, Filter: Filter{Types: []string{"creature"}, Also: []Filter{{Types: []string{"artifact"}}}, Text: "artifact creature"}}},
			Effect:  []Instruction{{Op: "modular", Object: Ref{Kind: RefTarget, Name: "M"}, Text: "you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this"}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		g.putCounters(o, "+1/+1", a.Static.Amount.N)
		g.record("502.35a", "modular %d: %s comes into play with %d +1/+1 counter(s)", a.Static.Amount.N, v.name(), a.Static.Amount.N)
	}}

const modularName = "modular"

// opModular moves the counters the permanent had as it left play onto the
// target, if its controller wants (502.35a); each instance of modular
// works separately (502.35b).
func opModular(g *Game, r *resolution, ins Instruction) error {
	n := g.keywordsState().leftCounters[r.source.id]["+1/+1"]
	targets := r.objects(ins.Object)
	if len(targets) == 0 {
		return nil
	}
	to := targets[0]
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "502.35a", About: fmt.Sprintf("whether to put %d +1/+1 counter(s) on %s", n, g.name(to)), Options: []string{"yes", "no"}})
	if err != nil || answer != "yes" {
		return err
	}
	g.putCounters(g.objects[to], "+1/+1", n)
	g.record("502.35a", "%s had %d +1/+1 counter(s) as it left play: %d +1/+1 counter(s) are put on %s", r.source.name(), n, n, g.name(to))
	return nil
}
