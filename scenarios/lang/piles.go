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
