package rulings

// affinity for FILTER: "This spell costs you {1} less to play for each
// [FILTER] you control" (502.31a), a reduction of generic mana only.
var affinity = Keyword{separateRule: "502.31c", Name: "affinity", Rule: "502.31", Form: "affinity for FILTER", arg: argForFilter,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Filter: v.filter}}
	}}

// applyAffinity reduces a spell's total cost by {1} for each permanent
// its controller controls that matches its affinity (502.31a).
func (g *Game) applyAffinity(spell *view, p PlayerID, total *ManaCost) {
	for _, a := range spell.chars().Abilities {
		if a.Keyword != affinity.Name {
			continue
		}
		f := a.Static.Filter
		f.Zone = ZoneInPlay
		n := 0
		for _, id := range g.inPlay {
			if v := g.view(id); v.controller == p && g.matches(&f, v, p, nil) {
				n++
			}
		}
		reduced := reduceGeneric(total, n)
		g.noteKeyword(spell.name(), affinity)
		g.record("502.31a", "%s has %s: the number of %s %s controls is %d, so it costs {%d} less", spell.name(), a.Text, f.Text, g.playerName(p), n, reduced)
		g.recordSeparateInstance(spell, a, "applies")
		g.record("402.8c", "%s's ability that modifies what it costs to %s functions on the stack", spell.name(), g.rules.Words.spell(baseForm))
		g.record("401.6", "a cost reduction is a static ability of the spell that applies while %s is on the stack", spell.name())
		if reduced < n {
			g.record("502.31b", "affinity reduces only generic mana and not below zero: %d of the %d it could take off come off", reduced, n)
		}
	}
}
