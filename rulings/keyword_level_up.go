package rulings

// level up {COST}: "[Cost]: Put a level counter on this permanent.
// Activate only as a sorcery" (702.87a of 2026). A card printed with it is
// a leveler card, whose level symbols are keyword abilities of their own
// (702.87b, 711); the engine reads the level up ability only, so a
// leveler's striations are written as other abilities that count level
// counters, where the scenario language has them. A Class's levels are
// not level counters (702.87c). A keyword from Rise of the Eldrazi, dated
// by that set's release.
var levelUp = Keyword{Name: "level up", Rule: "702.87", Form: "level up {COST}", arg: argCost, Since: "2010-04-23",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Text: text + ": " + v.cost.String() + ": put a level counter on this permanent; activate only as a sorcery", SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true},
			Effect: []Instruction{{Op: "level-up", Object: Ref{Kind: RefThis}, Text: "put a level counter on this permanent"}}}
	}}

// opLevelUp puts a level counter on the permanent whose level up ability
// resolves (702.87a), if it is still in play.
func opLevelUp(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			g.record("702.87a", "%s is no longer on the battlefield: level up puts no counter on it", r.source.name())
			continue
		}
		g.noteKeyword(g.name(id), levelUp)
		g.putCountersOn(o, "level", 1, false)
		g.record("702.87a", "level up: %s gets a level counter (now %d)", g.name(id), o.Counters["level"])
	}
	return nil
}
