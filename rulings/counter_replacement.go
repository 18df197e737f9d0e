package rulings

import "fmt"

// Counters put on a permanent are an event replacement effects may modify
// ("that many plus one", "twice that many"): when several would, the
// permanent's controller chooses the order (419.9a; 616.1 of 2026), as for
// any event, each applying once. From the rules that say so, counters a
// permanent is given as it enters are "put" on it too (122.6 of 2026,
// Rules.EnteringCountersArePut).

// ReplaceCounters is one or more counters of a kind being put on a
// permanent.
const ReplaceCounters ReplacedEvent = 60

// putCountersOn puts n counters of kind on object o, an event the
// replacement effects of permanents may modify, and returns how many it
// put; entering marks counters given as it enters, modified only under
// rules that call that putting counters on it.
func (g *Game) putCountersOn(o *Object, kind string, n int, entering bool) int {
	if n > 0 && (!entering || g.rules.EnteringCountersArePut) && g.hasReplacements() {
		ev := &event{kind: ReplaceCounters, object: o, counter: kind, amount: n, affected: o.Controller}
		if err := g.replace(ev); err != nil {
			g.deferError(err)
		}
		if entering && len(ev.used) > 0 {
			g.record("122.6", "the counters %s is given as it enters are counters put on it, which the effects that modify putting counters modify", g.name(o.ID))
		}
		n = ev.amount
	}
	g.putCounters(o, kind, n)
	if entering && n > 0 {
		g.recordLater("122.6a", "%s enters with %s, and nothing says which player puts them on it: its controller, %s, does", g.name(o.ID), count(n, kind+" counter"), g.playerName(o.Controller))
	}
	if kind == "lore" && !entering {
		loreEvent(g, o, n)
	}
	return n
}

// countersApply reports whether rep, an effect of permanent src, would
// modify counters ev puts.
func (g *Game) countersApply(ev *event, rep *Replacement, src *view) bool {
	if ev.kind != ReplaceCounters || ev.amount <= 0 || rep.Counter != "" && rep.Counter != ev.counter {
		return false
	}
	v := g.view(ev.object.ID)
	return v != nil && g.matches(&rep.Filter, v, src.controller, nil)
}

// applyCounterReplacement modifies the number of counters ev puts.
func (g *Game) applyCounterReplacement(ev *event, rep *Replacement, src, again string) {
	n := ev.amount
	switch {
	case rep.PlusOne:
		ev.amount = n + 1
	case rep.Double:
		ev.amount = 2 * n
	}
	g.record("419.1a", "%s's effect %q: %s are put on %s instead of %d", src, rep.Text, count(ev.amount, ev.counter+" counter"), g.name(ev.object.ID), n)
	if again != "" {
		g.record("419.6a", "each replacement effect gets one opportunity to modify the event%s", again)
	}
}

// describeCounters says, for the question, which counters are about to be
// put on what.
func (g *Game) describeCounters(ev *event) string {
	return fmt.Sprintf("%s being put on %s", count(ev.amount, ev.counter+" counter"), g.name(ev.object.ID))
}
