package rulings

// compleated: "If this permanent would enter with one or more loyalty
// counters on it and the player who cast it chose to pay life for any
// part of its cost represented by Phyrexian mana symbols, it instead
// enters the battlefield with that many loyalty counters minus two for
// each of those mana symbols" (702.150a of 2026), a static ability found
// on some planeswalker cards, applied as the loyalty counters it enters
// with are put on it. Its caster chooses how each Phyrexian symbol is
// paid (`alice chooses "{B} and 2 life"`). A keyword from Phyrexia: All
// Will Be One, dated by that set's release.
var compleated = Keyword{Name: "compleated", Rule: "702.150", Form: "compleated", Since: "2023-02-03",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule}}
	}}

// notePhyrexianLife remembers, for a spell whose total cost was just paid,
// how many of its Phyrexian symbols were paid with life (2 life each).
func (g *Game) notePhyrexianLife(s *stackSpell, life int) {
	if !s.isSpell || life <= 0 || s.obj.Card == nil || !hasKeyword(&s.obj.Card.Faces[max(s.obj.Face, 0)], "compleated") {
		return
	}
	st := g.laterState()
	if st.phyrexianLife == nil {
		st.phyrexianLife = map[ObjectID]int{}
	}
	st.phyrexianLife[s.obj.Origin] = life / 2
}

// compleatedLoyalty is the number of loyalty counters the permanent o,
// seen as v, enters with instead of n, by its compleated ability.
func (g *Game) compleatedLoyalty(o *Object, v *view, n int) int {
	if n <= 0 || !hasKeyword(v.chars(), "compleated") {
		return n
	}
	g.noteKeyword(v.name(), compleated)
	symbols := 0
	if g.keywords != nil && g.keywords.later != nil {
		symbols = g.keywords.later.phyrexianLife[o.Origin]
		delete(g.keywords.later.phyrexianLife, o.Origin)
	}
	if symbols == 0 {
		g.record("702.150a", "no life was paid for a Phyrexian mana symbol of %s's cost: it enters with its %d loyalty counters", v.name(), n)
		return n
	}
	less := max(n-2*symbols, 0)
	g.record("702.150a", "life was paid for %d Phyrexian mana symbols of %s's cost: it enters with %d loyalty counters instead of %d, two fewer for each", symbols, v.name(), less, n)
	return less
}
