package rulings

// outlast {COST}: "[Cost], {T}: Put a +1/+1 counter on this creature.
// Activate only as a sorcery" (702.107a of 2026). The {T} in its cost
// keeps a creature that came under its controller's control this turn
// from activating it (302.6). A keyword from Khans of Tarkir.
var outlast = Keyword{Name: "outlast", Rule: "702.107", Form: "outlast {COST}", arg: argCost, Since: "2014-09-26",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Text: text + ": " + v.cost.String() + ", {T}: put a +1/+1 counter on this creature; activate only as a sorcery", SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true, Tap: true},
			Effect: []Instruction{{Op: "outlast", Object: Ref{Kind: RefThis}, Text: "put a +1/+1 counter on this creature"}}}
	}}

// opOutlast puts a +1/+1 counter on the creature whose outlast resolves
// (702.107a), if it is still in play.
func opOutlast(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		g.noteKeyword(g.name(id), outlast)
		g.putCountersOn(o, "+1/+1", 1, false)
		g.record("702.107a", "outlast: %s gets a +1/+1 counter", g.name(id))
	}
	return nil
}
