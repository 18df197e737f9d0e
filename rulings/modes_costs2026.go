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

// noteModeKept records that changing the target of the modal spell id
// can't change its mode, mode: a rule of targets in the reference edition
// (415.7b), one of modes in the modern rules (700.2f of 2026), where a
// mode may have targeting requirements of its own.
func (g *Game) noteModeKept(id ObjectID, mode string) {
	rule := "415.7b"
	if g.rules.Numbers != nil {
		rule = "700.2f"
	}
	g.record(rule, "changing the target of %s can't change its mode: it stays \"%s\"", g.name(id), mode)
}
