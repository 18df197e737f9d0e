package rulings

// monstrosityAction: "monstrosity N" means "if this permanent isn't
// monstrous, put N +1/+1 counters on it and it becomes monstrous"
// (701.37a). Monstrous is a designation, not an ability and not copiable,
// kept until the permanent leaves the battlefield (701.37b,
// Object.Monstrous): a second activation finds it monstrous and does
// nothing. A keyword action from Theros.
var monstrosityAction = KeywordAction{
	Name:   "monstrosity",
	Rule:   "701.37",
	Since:  "2013-09-27",
	Oracle: []string{"monstrosity N", "monstrosity X"},
	Ops:    []string{"monstrosity"},
}

// opMonstrosity has the permanent of the instruction become monstrous,
// the condition read as the instruction is followed.
func opMonstrosity(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o.Zone != ZoneInPlay {
			continue
		}
		if o.Monstrous {
			g.record("701.37a", "%s is already monstrous: monstrosity %d puts no counters on it", g.name(id), n)
			continue
		}
		put := g.putCountersOn(o, "+1/+1", n, false)
		o.Monstrous = true
		g.record("701.37a", "monstrosity %d: %s isn't monstrous, so it gets %s and becomes monstrous", n, g.name(id), count(put, "+1/+1 counter"))
		g.record("701.37b", "%s is monstrous, a designation that is no ability and isn't copied, until it leaves the battlefield", g.name(id))
	}
	return nil
}
