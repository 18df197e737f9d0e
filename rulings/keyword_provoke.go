package rulings

import (
	"fmt"
	"maps"
	"slices"
)

// provoke: "Whenever this creature attacks, you may choose to have target
// creature defending player controls block this creature this combat if
// able. If you do, untap that creature" (502.29).
var provoke = Keyword{separateRule: "502.29b", Name: "provoke", Rule: "502.29", Form: "provoke",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: Attacks, Self: true},
			Targets: []TargetSpec{{Names: []string{"P"}, Filter: Filter{Types: []string{"creature"}, Controller: "opponent", Text: "creature defending player controls"}}},
			Effect:  []Instruction{{Op: "provoke", Object: Ref{Kind: RefTarget, Name: "P"}, Text: "target creature blocks this this combat if able; untap it"}}}
	}}

// opProvoke untaps the target and records that it must block the
// provoking creature this combat if able, if the controller chooses to
// (502.29a).
func opProvoke(g *Game, r *resolution, ins Instruction) error {
	targets := r.objects(ins.Object)
	if len(targets) == 0 || g.combat == nil {
		return nil
	}
	id := targets[0]
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "502.29a", About: fmt.Sprintf("whether %s must block %s", g.name(id), r.source.name()), Options: []string{"yes", "no"}})
	if err != nil || answer != "yes" {
		return err
	}
	if !g.objects[id].Tapped || !g.stunned(g.objects[id]) {
		g.objects[id].Tapped = false
	}
	g.keywordsState().provoked[id] = r.source.id
	g.record("502.29a", "%s is provoked: it untaps and must block %s this combat if able", g.name(id), r.source.name())
	return nil
}

// provokeRequirements refuses a block declaration in which a provoked
// creature able to block its provoker doesn't block it (502.29a).
func (g *Game) provokeRequirements(plan []Block) error {
	if g.keywords == nil || len(g.keywords.provoked) == 0 {
		return nil
	}
	// In the order the creatures came to be, so the trace is the same
	// every run.
	for _, blocker := range slices.Sorted(maps.Keys(g.keywords.provoked)) {
		attacker := g.keywords.provoked[blocker]
		b, a := g.objects[blocker], g.objects[attacker]
		if b == nil || a == nil || b.Zone != ZoneInPlay || !g.IsAttacking(attacker) {
			continue
		}
		if slices.Contains(plan, Block{Blocker: blocker, Attacker: attacker}) {
			g.record("502.29a", "%s blocks %s, as provoke requires", g.name(blocker), g.name(attacker))
			continue
		}
		if b.Tapped || !g.view(blocker).chars().HasType("creature") {
			continue
		}
		// "If able": a block the rules forbid (an evasion ability) isn't
		// required. The check's own trace steps are dropped; the reason
		// is recorded once, as provoke's.
		steps := g.trace.Len()
		err := g.keywordsForbidBlock(g.view(attacker), g.view(blocker))
		g.trace.truncate(steps)
		if err != nil {
			g.record("502.29a", "%s was provoked but can't block %s (%v): it needn't block", g.name(blocker), g.name(attacker), err)
			continue
		}
		return g.illegal("502.29a", "%s was provoked and can block %s, so it must block it", g.name(blocker), g.name(attacker))
	}
	return nil
}
