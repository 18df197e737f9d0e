package rulings

// spectacle {COST}: "You may pay [cost] rather than pay this spell's mana
// cost if an opponent lost life this turn" (702.137a of 2026), an
// alternative cost (601.2b, 601.2f-h), cast with the clause "paying the
// spectacle cost". A keyword from Ravnica Allegiance, dated by that set's
// release. Life lost by damage, by an effect or by paying it all count.
var spectacle = Keyword{Name: "spectacle", Rule: "702.137", Form: "spectacle {COST}", arg: argCost, Since: "2019-01-25",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[spectacle.Name] = castWay{rule: "702.137a", alternative: true, allowed: opponentLostLife}
}

// opponentLostLife is spectacle's condition: an opponent of p lost life
// this turn; it says why not, or "" when one did.
func opponentLostLife(g *Game, p PlayerID, _ *Object, _ *Characteristics) string {
	for _, q := range g.apnap() {
		if q != p && g.lostLifeThisTurn(q) {
			g.record("702.137a", "%s, an opponent of %s, lost life this turn: the spectacle cost may be paid", g.playerName(q), g.playerName(p))
			return ""
		}
	}
	return "no opponent of " + g.playerName(p) + " lost life this turn"
}
