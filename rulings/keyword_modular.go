package rulings

import (
	"fmt"
	"strconv"
	"strings"
)

// modular N: "This permanent comes into play with N +1/+1 counters on it"
// and "When this permanent is put into a graveyard from play, you may put
// a +1/+1 counter on target artifact creature for each +1/+1 counter on
// this permanent" (502.35).
//
// "Modular—Sunburst" takes its number from sunburst: one for each color
// of mana spent to play the permanent (502.37c).
var modular = Keyword{separateRule: "502.35b", Name: modularName, Rule: "502.35", Form: "modular N", arg: argNumber,
	match: matchModular,
	build: func(text string, v keywordValue) *Ability {
		amount := Value{N: v.n}
		if v.x {
			amount = Value{Var: sunburst.Name}
		}
		return &Ability{Kind: TriggeredAbility, Text: text,
			Static:  &Static{Kind: PlayRule, Amount: amount},
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneInPlay, To: ZoneGraveyard},
			Targets: []TargetSpec{{Names: []string{"M"}, Filter: Filter{Types: []string{"creature"}, Also: []Filter{{Types: []string{"artifact"}}}, Text: "artifact creature"}}},
			Effect:  []Instruction{{Op: "modular", Object: Ref{Kind: RefTarget, Name: "M"}, Text: "you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this"}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		n := a.Static.Amount.N
		if a.Static.Amount.Var == sunburst.Name {
			colors := g.keywordsState().colorsPaid[o.Origin]
			n = len(colors.Colors())
			g.record("502.37c", "modular—sunburst: sunburst sets modular's number, the %s of mana spent to %s %s (%s), whether or not it is a creature", count(n, "color"), g.rules.Words.spell(baseForm), v.name(), colors)
		}
		g.record("502.35a", "modular %d: %s comes into play with %d +1/+1 counter(s)", n, v.name(), n)
		g.putCountersOn(o, "+1/+1", n, true)
	}}

// matchModular reads "modular N" and "modular—sunburst".
func matchModular(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	rest, ok := strings.CutPrefix(text, modularName)
	if !ok {
		return keywordValue{}, false, nil
	}
	if rest != "" && !strings.HasPrefix(rest, " ") && !strings.HasPrefix(rest, "—") && !strings.HasPrefix(rest, "-") {
		return keywordValue{}, false, nil
	}
	if rest == "—sunburst" || rest == "-sunburst" {
		return keywordValue{x: true}, true, nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(rest, " "))
	if !strings.HasPrefix(rest, " ") || err != nil || n < 1 {
		return keywordValue{}, true, fmt.Errorf("%q is not a number at least 1 or \"—sunburst\"", strings.TrimSpace(rest))
	}
	return keywordValue{n: n}, true, nil
}

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
	g.record("502.35a", "%s had %d +1/+1 counter(s) as it left play: %d +1/+1 counter(s) are put on %s", r.source.name(), n, n, g.name(to))
	g.putCountersOn(g.objects[to], "+1/+1", n, false)
	return nil
}
