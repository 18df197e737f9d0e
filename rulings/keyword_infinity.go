package rulings

import "fmt"

// ∞ — [ability]: "as long as this permanent is harnessed, it has
// [ability]" (702.186a-b of 2026), a static ability written before the
// ability line it grants. The permanent becomes harnessed by the keyword
// action harness (701.64, action_harness.go). A keyword from Marvel's
// Spider-Man, dated by that set's release.
var infinity = Keyword{Name: "∞", Rule: "702.186", Form: "∞ — ABILITY",
	natureRule: "702.186a", nature: "∞ and the ability text that follows it together represent a static ability",
	Since: "2025-09-26", match: wrappingOnly("∞"), build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a == nil {
			return nil, fmt.Errorf("∞: no ability after \"∞ — \" (702.186a)")
		}
		return &Ability{Kind: StaticAbility, Keyword: "∞", Text: "∞ — " + a.Text, Static: &Static{Kind: WhileHarnessed, Grant: a}}, nil
	}}

// WhileHarnessed is ∞'s static ability: the permanent has the ability
// Grant as long as it is harnessed (702.186b).
const WhileHarnessed StaticKind = 163

// appendWhileHarnessed appends the effect of a's ∞ ability, a static
// ability of permanent o, while o is harnessed: o has the ability ∞
// grants, in layer 6 with o's timestamp.
func (g *Game) appendWhileHarnessed(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	if a.Static.Kind != WhileHarnessed || a.Static.Grant == nil || !o.Harnessed {
		return out
	}
	e := abilityStaticEffect(base, &Static{Kind: GrantAbility, Grant: a.Static.Grant})
	e.Filter, e.Objects = nil, []ObjectID{o.ID}
	return append(out, e)
}
