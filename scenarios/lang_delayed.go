package scenarios

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// delayedTimes are the endings of a clause that make it a delayed
// triggered ability (603.7 of 2026, 404.4 of 2006): "destroy that creature
// at end of combat", "exile T at the beginning of the next end step".
var delayedTimes = []struct {
	phrase string
	step   rulings.StepKind
}{
	{" at end of combat", rulings.EndOfCombat},
	{" at the beginning of the next end step", rulings.EndOfTurn},
	{" at end of turn", rulings.EndOfTurn},
}

// delayedSuffix returns the clause without its delayed-trigger ending and
// the step it waits for; ok is false for a clause without one.
func delayedSuffix(clause string) (rest string, step rulings.StepKind, phrase string, ok bool) {
	for _, d := range delayedTimes {
		if r, found := strings.CutSuffix(clause, d.phrase); found {
			return r, d.step, strings.TrimSpace(d.phrase), true
		}
	}
	return clause, 0, "", false
}

// delayed parses a clause ending in a delayed-trigger time into an
// instruction that creates the delayed triggered ability.
func (p *blockParser) delayed(line int, clause string) (rulings.Instruction, bool, error) {
	if cond, rest, ok := strings.Cut(clause, ", "); ok && strings.HasPrefix(cond, "when this ") {
		// "when this leaves play, INSTRUCTION": a delayed triggered
		// ability waiting for an event of the object that creates it.
		cond, err := p.oracleCondition(line, cond, "")
		if err != nil {
			return rulings.Instruction{}, true, err
		}
		t, err := p.trigger(line, cond)
		if err != nil {
			return rulings.Instruction{}, true, err
		}
		if !t.Self || t.Kind != rulings.OnEvent {
			return rulings.Instruction{}, true, errorf(p.file, line, "a delayed triggered ability in an effect waits for an event of \"this\" (\"when this leaves play, ...\"), found %q", cond)
		}
		inner, err := p.instructions(line, rest)
		if err != nil {
			return rulings.Instruction{}, true, err
		}
		a := &rulings.Ability{Kind: rulings.TriggeredAbility, Text: clause, Trigger: t, Effect: inner}
		return rulings.Instruction{Op: "delayed", Text: clause, Ability: a}, true, nil
	}
	rest, step, phrase, ok := delayedSuffix(clause)
	if !ok {
		return rulings.Instruction{}, false, nil
	}
	inner, err := p.instruction(line, rest)
	if err != nil {
		return inner, true, err
	}
	if err := rulings.CheckInstruction(inner); err != nil {
		return inner, true, errorf(p.file, line, "cannot use %v", err)
	}
	a := &rulings.Ability{Kind: rulings.TriggeredAbility, Text: phrase + ", " + rest,
		Trigger: &rulings.Trigger{Kind: rulings.AtBeginning, Step: step, Whose: "each"}, Effect: []rulings.Instruction{inner}}
	return rulings.Instruction{Op: "delayed", Text: clause, Ability: a}, true, nil
}

// eventSourceRefs makes "that creature" name the other creature of the
// event in an ability whose trigger condition is about "this" ("whenever
// this becomes blocked by a white creature, destroy that creature"),
// inside delayed abilities too.
func eventSourceRefs(effect []rulings.Instruction) {
	for i := range effect {
		ins := &effect[i]
		if ins.Object.Kind == rulings.RefEventObject {
			ins.Object.Kind = rulings.RefEventSource
		}
		for j := range ins.Objects {
			if ins.Objects[j].Kind == rulings.RefEventObject {
				ins.Objects[j].Kind = rulings.RefEventSource
			}
		}
		eventSourceRefs(ins.Else)
		if ins.Op == "delayed" && ins.Ability != nil {
			eventSourceRefs(ins.Ability.Effect)
		}
	}
}

// reflexive parses "when you do, INSTRUCTION": a reflexive triggered
// ability that triggers if the "may" action before it was taken (603.12
// of 2026). Its targets are moved to it from the ability that creates it
// by reflexiveTargets.
func (p *blockParser) reflexive(line int, clause string) (rulings.Instruction, bool, error) {
	rest, ok := strings.CutPrefix(clause, "when you do, ")
	if !ok {
		return rulings.Instruction{}, false, nil
	}
	inner, err := p.instruction(line, rest)
	if err != nil {
		return inner, true, err
	}
	if err := rulings.CheckInstruction(inner); err != nil {
		return inner, true, errorf(p.file, line, "cannot use %v", err)
	}
	a := &rulings.Ability{Kind: rulings.TriggeredAbility, Text: clause,
		Trigger: &rulings.Trigger{Kind: rulings.OnEvent}, Effect: []rulings.Instruction{inner}}
	return rulings.Instruction{Op: "reflexive", Text: clause, Ability: a}, true, nil
}

// reflexiveTargets moves the targets a reflexive ability's effect names
// from the ability that creates it to the reflexive ability: they are
// chosen as it is put on the stack, not before.
func reflexiveTargets(a *rulings.Ability) {
	for _, ins := range a.Effect {
		if ins.Op != "reflexive" || ins.Ability == nil {
			continue
		}
		names := map[string]bool{}
		for _, e := range ins.Ability.Effect {
			for _, ref := range append([]rulings.Ref{e.Object, e.Player}, e.Objects...) {
				if ref.Kind == rulings.RefTarget || ref.Kind == rulings.RefControllerOf {
					names[ref.Name] = true
				}
			}
		}
		var keep []rulings.TargetSpec
		for _, spec := range a.Targets {
			if len(spec.Names) > 0 && names[spec.Names[0]] {
				ins.Ability.Targets = append(ins.Ability.Targets, spec)
			} else {
				keep = append(keep, spec)
			}
		}
		a.Targets = keep
	}
}
