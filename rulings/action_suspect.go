package rulings

// suspectAction: a suspected creature stays suspected until it leaves the
// battlefield (701.60a); suspected is a designation, no ability and not
// copiable (701.60b, Object.Suspected); while suspected the permanent has
// menace and "this creature can't block" (701.60c); one already suspected
// can't become suspected again (701.60d). The two abilities are a
// continuous effect on the permanent as it became suspected, so a new
// object, after a zone change, has neither. A keyword action from Murders
// at Karlov Manor, in the rules of 2024-02-02.
var suspectAction = KeywordAction{
	Name:   "suspect",
	Rule:   "701.60",
	Since:  "2024-02-02",
	Oracle: []string{"suspect TARGET", "suspect it"},
	Ops:    []string{"suspect"},
}

// suspectedAbilities are the abilities a suspected permanent has
// (701.60c).
func suspectedAbilities() []*Ability {
	menaceAbilities, _, _ := ParseKeyword("menace", nil)
	return append(menaceAbilities, &Ability{Kind: StaticAbility, Text: "this creature can't block", Static: &Static{Kind: CantBlock}})
}

// opSuspect has each permanent of the instruction become suspected.
func opSuspect(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o.Zone != ZoneInPlay {
			continue
		}
		if o.Suspected {
			g.record("701.60d", "%s is already suspected: it can't become suspected again", g.name(id))
			continue
		}
		o.Suspected = true
		g.record("701.60a", "%s becomes suspected until it leaves the battlefield", g.name(id))
		g.record("701.60c", "while suspected, %s has menace and \"this creature can't block\"", g.name(id))
		g.addEffect(r, []ObjectID{id}, ContinuousEffect{Layer: LayerOther, AddAbilities: suspectedAbilities(), Text: "suspected: menace and \"this creature can't block\""})
	}
	return nil
}
