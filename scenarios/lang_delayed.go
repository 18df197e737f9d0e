package scenarios

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// delayedSuffixes are the endings of an instruction that creates a delayed
// triggered ability at the beginning of a step (404.4).
var delayedSuffixes = map[string]string{
	" at end of turn":   rulings.DelayedAtEndOfTurn,
	" at end of combat": rulings.DelayedAtEndOfCombat,
}

// delayed parses an instruction that creates a delayed triggered ability:
// "destroy that creature at end of combat", "remove T from the game at end
// of turn", "when T leaves play, you gain 3 life". ok is false for any
// other clause.
func (p *blockParser) delayed(line int, clause string) (ins rulings.Instruction, ok bool, err error) {
	ins = rulings.Instruction{Op: "delayed", Text: clause}
	if rest, found := strings.CutPrefix(clause, "when "); found {
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
