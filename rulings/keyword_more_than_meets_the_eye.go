package rulings

// more than meets the eye {COST}: "You may cast this card converted by
// paying [cost] rather than its mana cost" (702.162a of 2026), an
// alternative cost (601.2b, 601.2f-h) cast with the clause "paying the
// more than meets the eye cost". The spell is put on the stack with its
// back face up (712.11a), with only that face's characteristics and its
// front face's mana value (712.8c), and enters the battlefield that way
// (712.13). A keyword from The Brothers' War, dated by that set's
// release.
var moreThanMeetsTheEye = Keyword{Name: "more than meets the eye", Rule: "702.162", Form: "more than meets the eye {COST}", arg: argCost, Since: "2022-11-18",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[moreThanMeetsTheEye.Name] = castWay{rule: "702.162a", alternative: true, transformed: true}
}
