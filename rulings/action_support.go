package rulings

// supportAction: "support N" on a permanent means "put a +1/+1 counter on
// each of up to N other target creatures", and on an instant or sorcery
// "... on each of up to N target creatures" (701.41a): the targets are
// chosen as the spell or ability is put on the stack, and a target
// illegal as it resolves gets no counter. A keyword action from Oath of
// the Gatewatch.
var supportAction = KeywordAction{
	Name:   "support",
	Rule:   "701.41",
	Since:  "2016-01-22",
	Oracle: []string{"support N"},
	Ops:    []string{"support"},
}

// opSupport puts a +1/+1 counter on each legal target of the instruction.
func opSupport(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		g.record("701.41a", "%s supports no creature: no counters are put", r.source.name())
	}
	for _, id := range ids {
		put := g.putCountersOn(g.objects[id], "+1/+1", 1, false)
		g.record("701.41a", "%s supports %s: it gets %s", r.source.name(), g.name(id), count(put, "+1/+1 counter"))
	}
	return nil
}
