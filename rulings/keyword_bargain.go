package rulings

// bargain: "As an additional cost to cast this spell, you may sacrifice an
// artifact, enchantment, or token" (702.166a of 2026), cast with the
// clause "paying the bargain cost" and the permanent sacrificed
// ("sacrificing "Clue""). A spell whose controller declared the intention
// to pay it has been bargained (702.166b); the card's instructions written
// "if bargained, ..." are linked to its bargain ability and followed only
// then (702.166c). A keyword from Wilds of Eldraine, dated by that set's
// release.
var bargain = Keyword{Name: "bargain", Rule: "702.166", Form: "bargain", Since: "2023-09-08",
	build: func(text string, _ keywordValue) *Ability {
		what := "artifact, enchantment, or token"
		part := CostPart{Action: Sacrifice, Filter: Filter{Types: []string{"artifact", "enchantment"}, OrToken: true, Controller: "you", Text: what}, Text: "sacrifice an " + what}
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Parts: []CostPart{part}}, Static: &Static{Kind: PlayRule}}
	}}

// IfBargained is the Instruction.If of an instruction followed only if
// its spell was bargained ("if bargained, ...", 702.166c).
const IfBargained = "bargained"

func init() {
	castWays[bargain.Name] = castWay{rule: "702.166a"}
}

// bargainedSkips reports whether ins, linked to the bargain ability of the
// spell resolving, is skipped because that spell wasn't bargained; either
// way the trace says why.
func (g *Game) bargainedSkips(r *resolution, ins Instruction) bool {
	if ins.If != IfBargained {
		return false
	}
	bargained := r.obj != nil && g.keywords != nil && g.keywords.later != nil && g.keywords.later.castWith[r.obj.ID] == bargain.Name
	if bargained {
		g.record("702.166b", "%s was bargained: its controller declared the intention to pay its bargain cost", r.source.name())
		g.record("702.166c", "\"%s\" is linked to the bargain ability and applies: the spell was bargained", ins.Text)
		return false
	}
	g.record("702.166c", "%s wasn't bargained: \"%s\", linked to its bargain ability, is skipped", r.source.name(), ins.Text)
	return true
}
