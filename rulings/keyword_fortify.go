package rulings

// fortify {COST}: "[Cost]: Attach this Fortification to target land you
// control. Activate only as a sorcery" (702.67a of 2026), an activated
// ability of Fortification cards (702.67b, 301); of several instances any
// may be used (702.67c). Attaching moves the Fortification from any land
// it fortified and gives it a new timestamp (701.3a, 701.3c). The engine
// has no abilities of the form "fortified land ...": what a Fortification
// gives is not read. A keyword from Future Sight, dated by that set's
// release.
var fortify = Keyword{Name: "fortify", Rule: "702.67", Form: "fortify {COST}", arg: argCost, Since: "2007-05-04",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Text: text, SorceryTiming: true,
			Cost:    Cost{Mana: v.cost, HasMana: true},
			Targets: []TargetSpec{{Names: []string{"F"}, Filter: Filter{Types: []string{"land"}, Controller: "you", Text: "land you control"}}},
			Effect:  []Instruction{{Op: "fortify", Object: Ref{Kind: RefTarget, Name: "F"}, Text: "attach this Fortification to target land you control"}}}
	}}

// attachAnew attaches permanent src to object to, which gives it a new
// timestamp (418.5e), and settles who controls what the change affects;
// attached records the caller's own step for the attachment, before the
// new timestamp's.
func (g *Game) attachAnew(src *Object, to ObjectID, attached func()) {
	src.AttachedTo = to
	old := src.Timestamp
	src.Timestamp = g.newTimestamp()
	g.effectsChanged()
	shifts := g.settleControl()
	attached()
	g.record("418.5e", "%s receives a new timestamp as it becomes attached to %s: its effects now follow those with earlier timestamps", g.name(src.ID), g.name(to))
	g.noteGrantedRetimestamped(src.ID, old)
	g.recordShifts(shifts)
}

// opFortify attaches the Fortification to the target land, moving it from
// any land it fortified.
func opFortify(g *Game, r *resolution, ins Instruction) error {
	targets := r.objects(ins.Object)
	src := g.objects[r.source.id]
	if len(targets) == 0 || src == nil || src.Zone != ZoneInPlay {
		return nil
	}
	g.noteKeyword(g.name(src.ID), fortify)
	if !r.source.chars().HasSubtype("Fortification") {
		g.record("702.67a", "%s isn't a Fortification: fortify attaches only a Fortification, so it does nothing", g.name(src.ID))
		return nil
	}
	if src.AttachedTo == targets[0] {
		g.record("702.67a", "%s already fortifies %s: attaching it there again does nothing", g.name(src.ID), g.name(targets[0]))
		return nil
	}
	if from := g.objects[src.AttachedTo]; from != nil && from.Zone == ZoneInPlay {
		g.record("702.67a", "%s moves from %s", g.name(src.ID), g.name(from.ID))
	}
	g.attachAnew(src, targets[0], func() {
		g.record("702.67a", "%s is attached to %s: it fortifies it", g.name(src.ID), g.name(targets[0]))
	})
	if countKeyword(r.source, fortify.Name) > 1 {
		g.record("702.67c", "%s has more than one fortify ability: any of them may be used", g.name(src.ID))
	}
	return nil
}
