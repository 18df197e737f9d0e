package rulings

// sunburst: the permanent comes into play from the stack with a +1/+1
// counter (a charge counter if it isn't a creature) for each color of
// mana spent to play it (502.37).
var sunburst = Keyword{separateRule: "502.37d", Name: "sunburst", Rule: "502.37", Form: "sunburst",
	build: staticKeyword(PlayRule),
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		colors := g.keywordsState().colorsPaid[o.Origin]
		n := len(colors.Colors())
		counter := "charge"
		if v.chars().HasType("creature") {
			counter = "+1/+1"
		}
		if n == 0 {
			g.record("502.37b", "no colored mana was spent to %s %s: sunburst puts no counters on it", g.rules.Words.spell(baseForm), v.name())
			return
		}
		g.record("502.37a", "sunburst: %s was %s with mana of %d color(s) (%s), so it comes into play with %d %s counter(s)", v.name(), g.rules.Words.spell(participle), n, colors, n, counter)
		g.putCountersOn(o, counter, n, true)
	}}
