package rulings

// harnessAction: "Harness [this permanent]" means "If this permanent isn't
// harnessed, it becomes harnessed" (701.64a). Harnessed is a designation,
// no ability and not copiable, kept until the permanent leaves the
// battlefield (701.64b, Object.Harnessed): the permanent that returns is
// a new object, not harnessed. Infinity permanents have their ∞ abilities
// while harnessed (702.186). A keyword action of the rules that brought
// the ∞ keyword, dated as it is.
var harnessAction = KeywordAction{
	Name:   "harness",
	Rule:   "701.64",
	Since:  infinitySince,
	Oracle: []string{"harness this"},
	Ops:    []string{"harness"},
}

// opHarness makes each permanent of the instruction harnessed, if it
// isn't already (701.64a).
func opHarness(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			g.record("701.64b", "%s is no longer on the battlefield: only permanents can become harnessed", r.source.name())
			continue
		}
		if o.Harnessed {
			g.record("701.64a", "%s is already harnessed: harnessing it does nothing", g.name(id))
			continue
		}
		o.Harnessed = true
		g.record("701.64a", "%s isn't harnessed, so it becomes harnessed", g.name(id))
		g.record("701.64b", "%s stays harnessed until it leaves the battlefield", g.name(id))
	}
	return nil
}
