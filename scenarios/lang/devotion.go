package lang

import (
	"strings"

	"github.com/judgekit/judge/rulings"
)

// devotionBonus is Altar of the Pantheon's ability, as read.
const devotionBonus = "your devotion to each color and each combination of colors is increased by one"

// devotionConditionPrefix begins a God's ability: "As long as your
// devotion to red is less than five, Purphoros isn't a creature."
const devotionConditionPrefix = "as long as your devotion to "

// devotionStatic reads the static abilities about devotion (700.5 of
// 2026): "your devotion to each color and each combination of colors is
// increased by one" and "as long as your devotion to COLOR is less than
// N, this isn't a creature". ok is false for other text.
func (p *blockParser) devotionStatic(line int, s string) (st *rulings.Static, ok bool, err error) {
	if s == devotionBonus {
		return &rulings.Static{Kind: rulings.DevotionBonus, Amount: rulings.Value{N: 1}}, true, nil
	}
	rest, found := strings.CutPrefix(s, devotionConditionPrefix)
	if !found {
		return nil, false, nil
	}
	color, rest, found := strings.Cut(rest, " is less than ")
	n, subject, found2 := strings.Cut(rest, ", ")
	c, known := rulings.ParseColor(color)
	v, errN := p.value(line, n)
	if !found || !found2 || !known || errN != nil || v.Var != "" || subject != "this isn't a creature" {
		return nil, true, errorf(p.file, line, "cannot read %q: expected \"as long as your devotion to COLOR is less than N, this isn't a creature\"", s)
	}
	return &rulings.Static{Kind: rulings.NotCreatureBelowDevotion, Colors: rulings.ColorSet(0).With(c), Amount: v}, true, nil
}
