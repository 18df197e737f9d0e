package rulings

// retrace: "You may cast this card from your graveyard by discarding a
// land card as an additional cost to cast it" (702.81a of 2026), cast
// with the clause "paying the retrace cost" and the land card to discard
// ("discarding "Forest""), for its mana cost. Unlike jump-start, nothing
// exiles the spell: it returns to its owner's graveyard as it resolves,
// to be cast again. A keyword from Eventide, dated by that set's release.
var retrace = Keyword{Name: "retrace", Rule: "702.81", Form: "retrace", Since: "2008-07-25",
	build: func(text string, _ keywordValue) *Ability {
		part := CostPart{Action: Discard, Filter: Filter{Zone: ZoneHand, Types: []string{"land"}, Text: "land card"}, Text: "discard a land card"}
		return &Ability{Kind: StaticAbility, Text: "retrace: you may cast this card from your graveyard by discarding a land card as an additional cost", Cost: Cost{Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[retrace.Name] = castWay{rule: "702.81a", fromGraveyard: true}
}
