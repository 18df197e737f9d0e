package rulings

// disturb {COST}: "You may cast this card transformed from your graveyard
// by paying [cost] rather than its mana cost" (702.146a of 2026), an
// alternative cost cast with the clause "paying the disturb cost". The
// spell is put on the stack with its back face up (712.11a), with only
// that face's characteristics and its front face's mana value (712.8c),
// and enters the battlefield with its back face up (702.146b, 712.13). A
// keyword from Innistrad: Midnight Hunt, dated by that set's release.
var disturb = Keyword{Name: "disturb", Rule: "702.146", Form: "disturb {COST}", arg: argCost, Since: "2021-09-24",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[disturb.Name] = castWay{rule: "702.146a", fromGraveyard: true, alternative: true, transformed: true}
}

// noteDisturbed records that a permanent whose spell was cast with
// disturb entered with its back face up (702.146b).
func (g *Game) noteDisturbed(n *Object) {
	if n.Transformed && g.castWithKeyword(n, disturb.Name) {
		g.record("702.146b", "%s was cast using its disturb ability: it enters the battlefield with its back face up, as %s", n.Card.Name, g.name(n.ID))
	}
}
