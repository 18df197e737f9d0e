package rulings

import "fmt"

// ∞ — [ability]: on an Infinity card, "As long as this permanent is
// harnessed, it has [ability]" (702.186a-b), written `∞ — ABILITY`. A harnessed permanent has it, one that isn't
// doesn't: a triggered ∞ ability triggers only while the permanent is
// harnessed, an activated one can be activated only then. A static ∞
// ability is refused: the engine has no static ability that applies only
// while a condition holds. The permanent becomes harnessed by the
// keyword action harness (701.64). The keyword came with the rules that
// numbered it after warp's (2025-08-01) and before mayhem's, whose update
// it is dated by.
var infinity = Keyword{Name: "∞", Rule: "702.186", Form: "∞ — ABILITY", Since: infinitySince,
	natureRule: "702.186a", nature: "∞ is followed by ability text: together they represent a static ability",
	match: wrappingOnly("∞"), build: staticKeyword(PlayRule),
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != ActivatedAbility && a.Kind != TriggeredAbility {
			return nil, fmt.Errorf("∞: %q is not a triggered or activated ability; a static ability had only while harnessed (702.186b) isn't played", a.Text)
		}
		w := *a
		w.Keyword, w.Text = "∞", "∞ — "+a.Text
		return &w, nil
	}}

// infinitySince dates the ∞ keyword and the harness action.
const infinitySince = "2025-09-26"

// infinityTriggers reports whether a, an ability about to trigger, may:
// an ∞ ability only while its permanent is harnessed (702.186b).
func (g *Game) infinityTriggers(a *Ability, src *view) bool {
	if a.Keyword != infinity.Name {
		return true
	}
	g.noteKeyword(src.name(), infinity)
	if o := g.objects[src.id]; o == nil || !o.Harnessed {
		g.record("702.186b", "%s isn't harnessed, so it doesn't have its ∞ ability \"%s\": it doesn't trigger", src.name(), a.Text)
		return false
	}
	g.record("702.186b", "%s is harnessed, so it has its ∞ ability \"%s\"", src.name(), a.Text)
	return true
}

// infinityRestriction refuses an ∞ activated ability of a permanent that
// isn't harnessed, which doesn't have it (702.186b).
func (g *Game) infinityRestriction(src *Object, v *view, a *Ability) error {
	g.noteKeyword(v.name(), infinity)
	if !src.Harnessed {
		return g.illegal("702.186b", "%s isn't harnessed, so it doesn't have its ∞ ability \"%s\"", v.name(), a.Text)
	}
	g.record("702.186b", "%s is harnessed, so it has its ∞ ability \"%s\"", v.name(), a.Text)
	return nil
}
