package rulings

import (
	"fmt"
	"strings"
)

// solved — [ability]: on a Case, "Solved" followed by ability text stands
// for an ability that works only while the Case is solved (702.169a): a
// triggered one "triggers only if this Case is solved" (702.169c), an
// activated one can be activated "only if this Case is solved"
// (702.169d). The static form, "as long as this Case is solved"
// (702.169b), is refused: the engine has no static ability that applies
// only while a condition holds. A Case becomes solved by its other special
// keyword, "to solve — [condition]": "At the beginning of your end step,
// if [condition] and this Case is not solved, this Case becomes solved"
// (719.3a), read here too, with a condition the engine reads as an
// intervening "if". Solved is a designation that lasts until the
// permanent leaves the battlefield (719.3b): the permanent that returns is
// a new object, never solved. A keyword from Murders at Karlov Manor,
// dated by that set's release.
var solved = Keyword{Name: "solved", Rule: "702.169", Form: "solved — ABILITY (and to solve — CONDITION)", Since: "2024-02-09",
	natureRule: "702.169a", nature: "solved, found on Case cards, is followed by ability text: together they represent a static, triggered or activated ability",
	match: func(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
		if cond, found := strings.CutPrefix(text, toSolve+" — "); found {
			cond = strings.TrimSpace(cond)
			if _, ok := stateCondition(cond); !ok {
				return keywordValue{}, true, fmt.Errorf("%q is not a condition the engine reads", cond)
			}
			return keywordValue{text: cond}, true, nil
		}
		if text == toSolve {
			return keywordValue{}, true, fmt.Errorf("write the condition after \"%s — \"", toSolve)
		}
		return wrappingOnly("solved")(text, filter)
	},
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: AtBeginning, Step: EndOfTurn, Whose: "your", If: v.text},
			Effect:  []Instruction{{Op: "solve", Text: "this Case becomes solved"}}}
	},
	wraps: func(a *Ability) (*Ability, error) {
		if a.Kind != ActivatedAbility && a.Kind != TriggeredAbility {
			return nil, fmt.Errorf("solved: %q is not a triggered or activated ability; a static ability that applies only while the Case is solved (702.169b) isn't played", a.Text)
		}
		w := *a
		w.Keyword, w.Text = "solved", "solved — "+a.Text
		return &w, nil
	}}

// toSolve is the Case keyword that solves it (719.3a).
const toSolve = "to solve"

// isToSolve reports whether a is a Case's "to solve" ability.
func isToSolve(a *Ability) bool {
	return a.Keyword == solved.Name && a.Kind == TriggeredAbility && len(a.Effect) == 1 && a.Effect[0].Op == "solve"
}

// isSolved reports whether the permanent id has the solved designation.
func (g *Game) isSolved(id ObjectID) bool {
	return g.keywords != nil && g.keywords.later != nil && g.keywords.later.solved[id]
}

// solvedTriggers reports whether a Case's ability a, about to trigger,
// may: "to solve" only while the Case is not solved (719.3a), a solved
// ability only while it is (702.169c). It is true for any other ability.
func (g *Game) solvedTriggers(a *Ability, src *view) bool {
	if a.Keyword != solved.Name {
		return true
	}
	if isToSolve(a) {
		if g.isSolved(src.id) {
			g.record("719.3a", "%s is already solved: its \"%s\" ability doesn't trigger", src.name(), toSolve)
			return false
		}
		g.record("719.3a", "%s isn't solved: its \"%s\" ability triggers if %s", src.name(), toSolve, a.Trigger.If)
		g.noteCaseKeywords(src.name())
		return true
	}
	g.noteKeyword(src.name(), solved)
	if !g.isSolved(src.id) {
		g.record("702.169c", "%s is not solved: its ability \"%s\" doesn't trigger", src.name(), a.Text)
		return false
	}
	g.record("702.169c", "%s is solved: its ability \"%s\" may trigger", src.name(), a.Text)
	g.noteSolvedAbilityWorks(src.name(), a)
	return true
}

// solvedRestriction refuses a Case's solved activated ability while the
// Case is not solved (702.169d).
func (g *Game) solvedRestriction(src *Object, v *view, a *Ability) error {
	g.noteKeyword(v.name(), solved)
	if !g.isSolved(src.ID) {
		return g.illegal("702.169d", "%s is not solved: its ability \"%s\" can be activated only if it is", v.name(), a.Text)
	}
	g.record("702.169d", "%s is solved: its ability \"%s\" may be activated", v.name(), a.Text)
	g.noteSolvedAbilityWorks(v.name(), a)
	return nil
}

// opSolve makes the Case solved, if it is still on the battlefield and
// not solved already (719.3a-b).
func opSolve(g *Game, r *resolution, _ Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneInPlay {
		g.record("719.3b", "%s has left the battlefield: it doesn't become solved", r.source.name())
		return nil
	}
	if g.isSolved(o.ID) {
		g.record("719.3a", "%s is already solved", g.name(o.ID))
		return nil
	}
	g.laterState().solved[o.ID] = true
	g.record("719.3a", "%s becomes solved", g.name(o.ID))
	g.record("719.3b", "%s stays solved until it leaves the battlefield", g.name(o.ID))
	return nil
}
