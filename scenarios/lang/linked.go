package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// Linked abilities of removal from the game (217.7d; 607.2a and 607.5 of
// 2026):
//
//	activated {R}, remove the top ten cards of your library from the game: this deals 2 damage to T
//	activated {B}{G}: remove T from the game            (target T: creature blocking or blocked by this)
//	activated {2}{B}: put a creature card removed from the game with this into play under your control
//	activated {U}: this gains all activated abilities of T until end of turn
//
// From the 2009 rules the words are "exile the top ten cards of your
// library", "exiled with this onto the battlefield".

// linkedInstruction reads the instructions of linked removals: "this
// gains all activated abilities of T until end of turn" and "put a FILTER
// removed from the game with this into play under your control".
func (p *blockParser) linkedInstruction(line int, clause string) (rulings.Instruction, bool, error) {
	ins := rulings.Instruction{Text: clause}
	if who, what, ok := strings.Cut(clause, " gains all activated abilities of "); ok {
		target, ok := strings.CutSuffix(what, " until end of turn")
		if !ok || !isTargetName(target) || (who != "this" && !isTargetName(who)) {
			return ins, true, errorf(p.file, line, "cannot read %q: expected \"this gains all activated abilities of T until end of turn\"", clause)
		}
		ins.Op, ins.Object, ins.Duration = "gain-activated-abilities", rulings.Ref{Kind: rulings.RefTarget, Name: target}, rulings.UntilEndOfTurn
		ins.Text = strings.TrimPrefix(clause, who+" ")
		ins.Player = rulings.Ref{Kind: rulings.RefThis}
		if who != "this" {
			ins.Player = rulings.Ref{Kind: rulings.RefTarget, Name: who}
		}
		return ins, true, nil
	}
	what, ok := strings.CutPrefix(clause, "put ")
	if !ok {
		return ins, false, nil
	}
	for _, form := range []struct{ with, to, since string }{
		{" removed from the game with this", " into play under your control", ""},
		{" exiled with this", " onto the battlefield under your control", rulings.M10Update},
	} {
		rest, ok := strings.CutSuffix(what, form.to)
		if !ok {
			continue
		}
		card, ok := strings.CutSuffix(rest, form.with)
		if !ok {
			continue
		}
		if err := p.wordingInEdition(line, strings.TrimSpace(form.with+form.to), form.since); err != nil {
			return ins, true, err
		}
		f, err := p.filter(line, strings.TrimPrefix(strings.TrimPrefix(card, "a "), "an "))
		if err != nil {
			return ins, true, err
		}
		ins.Op, ins.Filter, ins.Player = "put-removed-with", f, rulings.Ref{Kind: rulings.RefYou}
		return ins, true, nil
	}
	return ins, false, nil
}

// libraryTopCost reads the cost "remove the top N cards of your library
// from the game" ("exile the top N cards of your library" from 2009).
func (p *blockParser) libraryTopCost(line int, s string) (rulings.CostPart, bool, error) {
	part := rulings.CostPart{Text: s, Action: rulings.RemoveLibraryTop}
	amount, ok := "", false
	if rest, found := strings.CutPrefix(s, "remove the top "); found {
		amount, ok = strings.CutSuffix(rest, " cards of your library from the game")
	} else if rest, found := strings.CutPrefix(s, "exile the top "); found {
		if amount, ok = strings.CutSuffix(rest, " cards of your library"); ok {
			if err := p.wordingInEdition(line, "exile", rulings.M10Update); err != nil {
				return part, true, err
			}
		}
	}
	if !ok {
		return part, false, nil
	}
	v, err := p.value(line, amount)
	if err != nil || v.Var != "" || v.N < 1 {
		return part, true, errorf(p.file, line, "cannot read %q: expected a number of cards, such as \"the top ten cards\"", s)
	}
	part.Count = v.N
	return part, true, nil
}
