package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// keywordActionInstruction reads a clause that is one of the keyword
// actions of 701 of 2026 written as card text writes it ("proliferate",
// "adapt 2"), each refused under an edition before the action's. It
// reports false for a clause that is none of them.
func (p *blockParser) keywordActionInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause, Player: rulings.Ref{Kind: rulings.RefYou}}
	action := func(name, op string) (rulings.Instruction, bool, error) {
		if err := p.actionInEdition(line, name); err != nil {
			return ins, true, err
		}
		ins.Op = op
		return ins, true, nil
	}
	switch clause {
	case "proliferate", "you proliferate":
		// 701.34a: the controller chooses what gets more counters.
		return action("proliferate", "proliferate")
	}
	// "Adapt 2." and "Monstrosity 3." act on the permanent whose ability
	// it is (701.46a, 701.37a); "Bolster 1." has its controller choose
	// (701.39a).
	for _, a := range []struct {
		verb string
		this bool
	}{{"adapt", true}, {"monstrosity", true}, {"bolster", false}} {
		v, ok, err := p.numberedAction(line, clause, a.verb)
		if !ok {
			continue
		}
		if err != nil {
			return ins, true, err
		}
		ins.Amount = v
		if a.this {
			ins.Object, ins.Player = rulings.Ref{Kind: rulings.RefThis}, rulings.Ref{}
		}
		return action(a.verb, a.verb)
	}
	return ins, false, nil
}

// numberedAction reads "VERB N" ("adapt 2") as the action name with the
// amount N, or reports false.
func (p *blockParser) numberedAction(line int, clause, verb string) (rulings.Value, bool, error) {
	n, ok := strings.CutPrefix(clause, verb+" ")
	if !ok {
		return rulings.Value{}, false, nil
	}
	v, err := p.value(line, n)
	return v, true, err
}
