package rulings

// adaptAction: "adapt N" means "if this permanent has no +1/+1 counters on
// it, put N +1/+1 counters on it" (701.46a): a permanent with even one
// such counter gets none, however it got it. A keyword action from Ravnica
// Allegiance.
var adaptAction = KeywordAction{
	Name:   "adapt",
	Rule:   "701.46",
	Since:  "2019-01-25",
	Oracle: []string{"adapt N"},
	Ops:    []string{"adapt"},
}

// opAdapt has the permanent of the instruction adapt N, the condition read
// as the instruction is followed.
func opAdapt(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o.Zone != ZoneInPlay {
			continue
		}
		if have := o.Counters["+1/+1"]; have > 0 {
			g.record("701.46a", "%s adapts %d but already has %s: no counters are put on it", g.name(id), n, count(have, "+1/+1 counter"))
			continue
		}
		put := g.putCountersOn(o, "+1/+1", n, false)
		g.record("701.46a", "%s adapts %d: it has no +1/+1 counters, so it gets %s", g.name(id), n, count(put, "+1/+1 counter"))
	}
	return nil
}
