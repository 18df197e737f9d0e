package rulings

// jump-start: "You may cast this card from your graveyard if the resulting
// spell is an instant or sorcery spell by discarding a card as an
// additional cost to cast it" and "If this spell was cast using its
// jump-start ability, exile this card instead of putting it anywhere else
// any time it would leave the stack" (702.133a of 2026). A keyword from
// Guilds of Ravnica, dated by that set's release. It is cast with the
// clause "paying the jump-start cost" and the card to discard
// ("discarding "Island""), for its mana cost.
var jumpStart = Keyword{Name: "jump-start", Rule: "702.133", Form: "jump-start", Since: "2018-10-05",
	build: func(text string, _ keywordValue) *Ability {
		part := CostPart{Action: Discard, Filter: Filter{Zone: ZoneHand, Text: "card"}, Text: "discard a card"}
		return &Ability{Kind: StaticAbility, Text: "jump-start: you may cast this card from your graveyard by discarding a card as an additional cost", Cost: Cost{Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[jumpStart.Name] = castWay{rule: "702.133a", fromGraveyard: true, exileFromStack: true, allowed: instantOrSorcery}
}

// instantOrSorcery is jump-start's "if the resulting spell is an instant
// or sorcery spell".
func instantOrSorcery(_ *Game, _ PlayerID, _ *Object, c *Characteristics) string {
	if c.HasType("instant") || c.HasType("sorcery") {
		return ""
	}
	return "the resulting spell wouldn't be an instant or sorcery spell"
}
