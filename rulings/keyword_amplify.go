package rulings

import "fmt"

// amplify N: "As this object comes into play, reveal any number of cards
// from your hand that share a creature type with it. This permanent comes
// into play with N +1/+1 counters on it for each card revealed this way"
// (502.27).
var amplify = Keyword{separateRule: "502.27b", Name: "amplify", Rule: "502.27", Form: "amplify N", arg: argNumber,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	},
	entering: func(g *Game, o *Object, v *view, a *Ability) {
		p := o.Controller
		shares := 0
		for _, id := range g.players[p].Hand {
			if sharesCreatureType(g.view(id).chars(), v.chars()) {
				shares++
			}
		}
		n := a.Static.Amount.N
		if shares == 0 {
			g.record("502.27a", "%s has no card in hand that shares a creature type with %s: amplify %d puts no counters on it", g.playerName(p), v.name(), n)
			return
		}
		revealed, err := g.askNumber(Question{Player: p, Rule: "502.27a", About: fmt.Sprintf("how many of the %d cards in hand that share a creature type with %s to reveal for amplify", shares, v.name())})
		if err == nil && revealed > shares {
			err = g.illegal("502.27a", "%s has only %d cards in hand that share a creature type with %s", g.playerName(p), shares, v.name())
		}
		if err != nil {
			g.keywordsState().err = err
			return
		}
		g.record("502.27a", "%s reveals %d card(s) sharing a creature type with %s: it comes into play with %d +1/+1 counter(s)", g.playerName(p), revealed, v.name(), n*revealed)
		g.putCountersOn(o, "+1/+1", n*revealed, true)
		if countKeyword(v, "amplify") > 1 {
			g.record("502.27b", "%s has more than one instance of amplify: each one works separately", v.name())
		}
	}}

// sharesCreatureType reports whether two objects have a creature type in
// common.
func sharesCreatureType(a, b *Characteristics) bool {
	if !a.HasType("creature") || !b.HasType("creature") {
		return false
	}
	for _, t := range a.Subtypes {
		if b.HasSubtype(t) {
			return true
		}
	}
	return false
}
