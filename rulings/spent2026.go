package rulings

import "strings"

// IfManaSpent begins an Instruction's If for "if {G} was spent to cast
// this spell": the letter of the color follows.
const IfManaSpent = "spent "

// manaSpentFails reports whether ins is followed only if mana of a color
// was spent to cast the resolving spell, and none was: then it records
// why the instruction is skipped. A copy of a spell wasn't cast, and
// mana isn't an object a copy could look at, so no mana was spent to
// cast it, whatever paid for the original (707.10 of 2026).
func (g *Game) manaSpentFails(r *resolution, ins Instruction) bool {
	letter, ok := strings.CutPrefix(ins.If, IfManaSpent)
	if !ok {
		return false
	}
	c, _ := ParseColor(letter)
	symbol := "{" + c.Symbol() + "}"
	if r.obj != nil && r.obj.Copy {
		g.record("503.10", "%s wasn't cast: no mana was spent to cast it, so \"%s\" does nothing", g.name(r.obj.ID), ins.Text)
		return true
	}
	if r.obj == nil || !g.keywordsState().colorsPaid[r.obj.Origin].Has(c) {
		g.record("413.2b", "no %s was spent to cast %s: \"%s\" does nothing", symbol, r.source.name(), ins.Text)
		return true
	}
	g.record("413.2b", "%s was spent to cast %s: \"%s\" applies", symbol, r.source.name(), ins.Text)
	return false
}
