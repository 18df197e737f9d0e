package rulings

// threshold: once a keyword, now an ability word with no rules meaning;
// cards printed with it have Oracle wordings that say what they do
// (502.23). A card line "threshold" gives the card nothing.
var threshold = Keyword{Name: "threshold", Rule: "502.23", Form: "threshold",
	build: staticKeyword(PlayRule),
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		g.record("502.23a", "%s is printed with threshold, now an ability word with no rules meaning: with %d cards in %s's graveyard, it does nothing", v.name(), len(g.players[v.controller].Graveyard), g.playerName(v.controller))
	}}
