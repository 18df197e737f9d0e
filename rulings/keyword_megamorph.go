package rulings

// megamorph {COST}: a variant of morph (702.37b of 2026): the card may be
// cast face down as morph allows, and "As this permanent is turned face
// up, put a +1/+1 counter on it if its megamorph cost was paid to turn it
// face up." A megamorph cost is a morph cost (morphCost), so the card is
// cast face down and turned face up as a card with morph is. A keyword
// from Dragons of Tarkir, dated by that set's release.
var megamorph = Keyword{Name: "megamorph", Rule: "702.37b", Form: "megamorph {COST}", arg: argCost, Since: "2015-03-27",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// megamorphCounter puts the +1/+1 counter on permanent o, just turned face
// up for its megamorph cost (702.37b).
func (g *Game) megamorphCounter(o *Object) {
	if !hasKeyword(&underlyingFaces(o)[0], megamorph.Name) {
		return
	}
	g.record("702.37b", "%s's megamorph cost was paid to turn it face up: a +1/+1 counter is put on it as it is turned face up", g.name(o.ID))
	g.putCountersOn(o, "+1/+1", 1, false)
	g.effectsChanged()
}
