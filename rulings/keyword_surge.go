package rulings

// surge {COST}: "You may pay [cost] rather than pay this spell's mana cost
// as you cast this spell if you or one of your teammates has cast another
// spell this turn" (702.117a of 2026), an alternative cost (601.2b,
// 601.2f-h) cast with the clause "paying the surge cost". The spell being
// cast isn't counted: it becomes cast only once its costs are paid
// (601.2i). The engine plays no team games, so only the caster's own
// spells count. A keyword from Oath of the Gatewatch, dated by that set's
// release.
var surge = Keyword{Name: "surge", Rule: "702.117", Form: "surge {COST}", arg: argCost, Since: "2016-01-22",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[surge.Name] = castWay{rule: "702.117a", alternative: true, allowed: castAnotherSpell}
}

// castAnotherSpell is surge's condition: p has cast another spell this
// turn; it says why not, or "" when they have.
func castAnotherSpell(g *Game, p PlayerID, _ *Object, chars *Characteristics) string {
	if n := g.players[p].spellsCast; n > 0 {
		g.record("702.117a", "%s has cast %s this turn before %s: the surge cost may be paid", g.playerName(p), count(n, "other spell"), chars.Name)
		return ""
	}
	return g.playerName(p) + " hasn't cast another spell this turn"
}
