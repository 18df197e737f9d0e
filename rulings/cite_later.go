package rulings

import "fmt"

// recordLater adds a step citing rule n of Edition2026, a rule with no
// counterpart in ReferenceEdition: under rules that cite the reference
// edition's numbers the step is left out, so no trace cites a number its
// edition lacks. n is a 2026 number, never translated (2006 and 2026
// share some numbers for different rules).
func (g *Game) recordLater(n, format string, args ...any) {
	if g.rules.Edition != Edition2026 {
		return
	}
	g.trace.addLater(n, format, args)
}

// recordBlockEvents notes, for a trigger on a creature becoming blocked,
// how many events one block is for it: one for "becomes blocked",
// however many creatures block, and one for each blocker for "becomes
// blocked by a creature" (700.1 of 2026).
func (g *Game) recordBlockEvents(t *pendingTrigger, ev *Event) {
	switch ev.Kind {
	case BecomesBlocked:
		g.recordLater("700.1", "%s becoming blocked is one event for %s, however many creatures block it", ev.Object.name(), t.describe())
	case BlockedBy:
		g.recordLater("700.1", "%s blocking %s is an event of its own for %s: one event for each blocking creature", ev.Source.name(), ev.Object.name(), t.describe())
	}
}

// illegalLater is illegal for rule n of Edition2026, a rule with no
// counterpart in ReferenceEdition, never translated: only the 2026 rules
// refuse an action by it.
func (g *Game) illegalLater(n, format string, args ...any) error {
	e := &IllegalError{Rule: n, Reason: g.rules.Words.phrase(fmt.Sprintf(format, args...))}
	g.trace.add(e.Rule, e.Reason)
	return e
}
