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
	wraps: grantWhile("∞", "702.186a", WhileHarnessed)}

// WhileHarnessed is ∞'s static ability: the permanent has the ability
// Grant as long as it is harnessed (702.186b).
const WhileHarnessed StaticKind = 163

// appendWhileHarnessed appends the effect of a's ∞ ability, a static
// ability of permanent o, while o is harnessed: o has the ability ∞
// grants, in layer 6 with o's timestamp.
func (g *Game) appendWhileHarnessed(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	return appendGrantWhile(out, base, o, a, WhileHarnessed, o.Harnessed)
}

// grantWhile is the wraps of a keyword written before the ability line it
// grants while a condition holds (∞, max speed): a static ability of the
// kind given, whose Grant is the ability read after "NAME — ".
func grantWhile(name, rule string, kind StaticKind) func(a *Ability) (*Ability, error) {
	return func(a *Ability) (*Ability, error) {
		if a == nil {
			return nil, fmt.Errorf("%s: no ability after \"%s — \" (%s)", name, name, rule)
		}
		return &Ability{Kind: StaticAbility, Keyword: name, Text: name + " — " + a.Text, Static: &Static{Kind: kind, Grant: a}}, nil
	}
}

// appendGrantWhile appends the effect of a, a static ability of permanent
// o of the kind given, while its condition holds: o has the ability a
// grants, in layer 6 with o's timestamp.
func appendGrantWhile(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability, kind StaticKind, holds bool) []*ContinuousEffect {
	if a.Static.Kind != kind || a.Static.Grant == nil || !holds {
		return out
	}
	e := abilityStaticEffect(base, &Static{Kind: GrantAbility, Grant: a.Static.Grant})
	e.Filter, e.Objects = nil, []ObjectID{o.ID}
	return append(out, e)
}
