package rulings

// harnessAction: "harness [this permanent]" means "if this permanent isn't
// harnessed, it becomes harnessed" (701.64a). Harnessed is a designation,
// neither an ability nor a copiable value, that a permanent keeps until it
// leaves the battlefield (701.64b, Object.Harnessed): the same card
// returning is a new object, not harnessed. Its only meaning is what other
// abilities make of it, the ∞ abilities of the permanent first
// (702.186b, keyword_infinity.go). A keyword action from Marvel's
// Spider-Man, dated by that set's release.
var harnessAction = KeywordAction{
	Name:   "harness",
	Rule:   "701.64",
	Since:  "2025-09-26",
	Oracle: []string{"harness this", "harness this creature", "harness this artifact"},
	Ops:    []string{"harness"},
}

// opHarness has each permanent of the instruction become harnessed.
func opHarness(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		if o.Harnessed {
			g.record("701.64a", "%s is already harnessed: harnessing it again does nothing", g.name(id))
			continue
		}
		o.Harnessed = true
		// Its ∞ abilities now generate their effects.
		g.effectsChanged()
		g.record("701.64a", "%s isn't harnessed, so it becomes harnessed", g.name(id))
		g.record("701.64b", "%s stays harnessed until it leaves the battlefield; harnessed is neither an ability nor a copiable value", g.name(id))
		for _, a := range g.view(id).chars().Abilities {
			if a.Static != nil && a.Static.Kind == WhileHarnessed && a.Static.Grant != nil {
				g.noteKeyword(g.name(id), infinity)
				g.record("702.186b", "as long as %s is harnessed, it has \"%s\"", g.name(id), a.Static.Grant.Text)
			}
		}
	}
	return nil
}
