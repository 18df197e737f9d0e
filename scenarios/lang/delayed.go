package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// delayedSuffixes are the endings of an instruction that creates a delayed
// triggered ability at the beginning of a step (404.4).
var delayedSuffixes = map[string]string{
	" at end of turn":   rulings.DelayedAtEndOfTurn,
	" at end of combat": rulings.DelayedAtEndOfCombat,
	// The wording of later editions for "at end of turn" (513.1a of
	// 2026).
	" at the beginning of the next end step": rulings.DelayedAtEndOfTurn,
}

// delayedSuffix splits a clause ending in a delayed-trigger time into the
// rest and that ending; ok is false for a clause without one.
func delayedSuffix(clause string) (rest, suffix string, ok bool) {
	for s := range delayedSuffixes {
		if r, found := strings.CutSuffix(clause, s); found {
			return r, strings.TrimSpace(s), true
		}
	}
	return clause, "", false
}

// delayed parses an instruction that creates a delayed triggered ability:
// "destroy that creature at end of combat", "remove T from the game at end
// of turn", "when T leaves play, you gain 3 life". ok is false for any
// other clause.
func (p *blockParser) delayed(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Op: "delayed", Text: clause}
	for suffix := range delayedSuffixes {
		// As printed, the time comes first: "At the beginning of the
		// next end step, return that card to the battlefield ...".
		if rest, found := strings.CutPrefix(clause, strings.TrimSpace(suffix)+", "); found {
			clause = rest + suffix
			break
		}
	}
	if rest, found := strings.CutPrefix(clause, "when "); found {
		// As printed: "When this creature leaves the battlefield, ...".
		if cond, effect, ok := strings.Cut(rest, ", "); ok {
			cond, err := p.oracleCondition(line, cond, "")
			if err != nil {
				return ins, true, err
			}
			rest = cond + ", " + effect
		}
		when := rulings.DelayedLeavesPlay
		what, effect, found := strings.Cut(rest, " leaves play, ")
		if !found {
			what, effect, found = strings.Cut(rest, " becomes untapped, ")
			when = rulings.DelayedUntaps
		}
		if !found {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"when NAME leaves play, INSTRUCTION\" or \"when NAME becomes untapped, INSTRUCTION\"", clause)
		}
		refs, err := p.objectRefs(line, what)
		if err != nil {
			return ins, true, err
		}
		inner, err := p.instruction(line, effect)
		if err != nil {
			return ins, true, err
		}
		ins.Name, ins.Object, ins.Objects, ins.Else = when, refs[0], refs[1:], []rulings.Instruction{inner}
		return ins, true, nil
	}
	for suffix, when := range delayedSuffixes {
		what, found := strings.CutSuffix(clause, suffix)
		if !found {
			continue
		}
		inner, err := p.instruction(line, what)
		if err != nil {
			return ins, true, err
		}
		if inner.Object.Kind == rulings.RefNone {
			return ins, true, errorf(p.file, line, "cannot read %q: a delayed instruction here acts on an object (\"destroy that creature%s\")", clause, suffix)
		}
		ins.Name, ins.Else = when, []rulings.Instruction{inner}
		return ins, true, nil
	}
	return ins, false, nil
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
