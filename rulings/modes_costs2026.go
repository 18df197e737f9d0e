package rulings

import "strings"

// noteModeCosts records, under the modern numbering, that a modal spell
// cast with more than one mode whose cost is listed before its effect
// must have every one of those costs paid, each an additional cost
// (700.2h of 2026): the total cost is locked in with all of them.
func (g *Game) noteModeCosts(s *stackSpell, modes []string, total ManaCost) {
	if g.rules.Numbers == nil || len(modes) < 2 {
		return
	}
	g.record("700.2h", "%s is cast with %d modes that each list a cost before their effect (%s): all those additional costs must be paid to cast it, %s in all", g.name(s.obj.ID), len(modes), strings.Join(modes, ", "), total)
}
