package lang

import (
	"regexp"
	"strings"
	"sync"

	"github.com/judgekit/judge/rulings"
)

// revealTopClause is the first sentence of Fact or Fiction: "Reveal the
// top five cards of your library."
var revealTopClause = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^reveal the top (\S+) cards of your library$`)
})

// separatePiles reads the three sentences of an effect grouping cards into
// piles (700.3 of 2026): "Reveal the top N cards of your library. An
// opponent separates those cards into two piles. Put one pile into your
// hand and the other into your graveyard." ok is false for other clauses.
func (p *blockParser) separatePiles(line int, clauses []string) (ins rulings.Instruction, skip int, ok bool, err error) {
	m := revealTopClause().FindStringSubmatch(strings.ToLower(clauses[0]))
	if m == nil || len(clauses) < 3 {
		return ins, 0, false, nil
	}
	if strings.ToLower(clauses[1]) != "an opponent separates those cards into two piles" || strings.ToLower(clauses[2]) != "put one pile into your hand and the other into your graveyard" {
		return ins, 0, false, nil
	}
	v, err := p.value(line, m[1])
	if err != nil {
		return ins, 0, true, err
	}
	ins = rulings.Instruction{Op: "separate-piles", Player: rulings.Ref{Kind: rulings.RefYou}, Amount: v, Text: strings.Join(clauses[:3], ". ")}
	return ins, 2, true, nil
}

// separatePermanentsClause is the first sentence of Liliana of the Veil's
// last ability: "Separate all permanents target player controls into two
// piles.", its target already named.
var separatePermanentsClause = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^separate all (.+) ([A-Z][A-Za-z0-9]*) controls into two piles$`)
})

// separatePermanentPiles reads "Separate all FILTER target player controls
// into two piles. That player sacrifices all permanents in the pile of
// their choice." (Liliana of the Veil): the effect's controller separates
// the permanents (700.3a of 2026) and the target player chooses the pile
// sacrificed. ok is false for other clauses.
func (p *blockParser) separatePermanentPiles(line int, clauses []string) (ins rulings.Instruction, skip int, ok bool, err error) {
	m := separatePermanentsClause().FindStringSubmatch(clauses[0])
	if m == nil || len(clauses) < 2 || !isTargetName(m[2]) {
		return ins, 0, false, nil
	}
	switch strings.ToLower(clauses[1]) {
	case "that player sacrifices all permanents in the pile of their choice", "that player sacrifices all permanents in the pile of his or her choice":
	default:
		return ins, 0, false, nil
	}
	f, err := p.filter(line, m[1])
	if err != nil {
		return ins, 0, true, err
	}
	ins = rulings.Instruction{Op: "separate-permanent-piles", Player: rulings.Ref{Kind: rulings.RefTarget, Name: m[2]}, Filter: f, Text: clauses[0] + ". " + clauses[1]}
	return ins, 1, true, nil
}
