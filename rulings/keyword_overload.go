package rulings

import (
	"slices"
	"strings"
)

// overload {COST}: "You may choose to pay [cost] rather than pay this
// spell's mana cost" and "If you chose to pay this spell's overload cost,
// change its text by replacing all instances of the word 'target' with the
// word 'each'" (702.96a of 2026), an alternative cost (601.2b, 601.2f-h)
// cast with the clause "paying the overload cost" and no targets. The
// overloaded spell requires no targets, and affects every object (or
// player) its target's words describe, those it couldn't have targeted
// included (702.96b): as it resolves, each instance of "target" refers to
// all of them, found then. The change is a text-changing effect (702.96c,
// 612). A keyword from Return to Ravnica, dated by that set's release.
var overload = Keyword{Name: "overload", Rule: "702.96", Form: "overload {COST}", arg: argCost, Since: "2012-10-05",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[overload.Name] = castWay{rule: "702.96a", alternative: true}
}

// overloadSkipsTargets stands for choosing the targets of a spell cast for
// its overload cost: its text has no "target" left, so none may be named
// (702.96b).
func (g *Game) overloadSkipsTargets(s *stackSpell, given []Target) error {
	name := g.name(s.obj.ID)
	if len(given) > 0 {
		return g.illegal("702.96b", "%s is cast for its overload cost: every \"target\" in its text is \"each\", and it requires no targets", name)
	}
	if s.ability != nil && len(s.ability.Targets) > 0 {
		g.record("702.96b", "%s's overload cost is paid: its text says \"each\" instead of \"target\", so it requires no targets", name)
	}
	for range s.ability.targetSpecs() {
		s.obj.Targets = append(s.obj.Targets, nil)
	}
	return nil
}

// targetSpecs are the ability's instances of "target", none for a nil
// ability.
func (a *Ability) targetSpecs() []TargetSpec {
	if a == nil {
		return nil
	}
	return a.Targets
}

// overloaded reports whether the spell o on the stack was cast for its
// overload cost.
func (g *Game) overloaded(o *Object) bool {
	return o != nil && o.Ability == nil && g.keywords != nil && g.keywords.later != nil && g.keywords.later.castWith[o.ID] == overload.Name
}

// resolveOverloaded makes each instance of "target" of a resolving
// overloaded spell refer to every object and player it describes, as the
// text-changing effect of overload says (702.96a, 702.96c): they are found
// now, and need not be ones it could have targeted (702.96b).
func (g *Game) resolveOverloaded(r *resolution) {
	g.record("702.96c", "overload's text-changing effect: %s says \"each\" wherever it said \"target\"", r.source.name())
	g.noteTextChanged("overload changes the text of " + r.source.name() + ", \"target\" to \"each\"")
	for _, spec := range r.ability.Targets {
		var all []Target
		var names []string
		for _, id := range g.inPlay {
			f := spec.Filter
			if v := g.view(id); g.matches(&f, v, r.controller, r) {
				t := Target{Object: id}
				if !g.stillLegal(r, spec, t) {
					g.record("702.96b", "%s couldn't have been a target of %s, but the overloaded spell targets nothing: it is affected all the same", v.name(), r.source.name())
				}
				all = append(all, t)
				names = append(names, v.name())
			}
		}
		for _, p := range g.players {
			f := spec.Filter
			if !p.Lost && g.matchesPlayer(&f, p.ID, r.controller) {
				all = append(all, Target{IsPlayer: true, Player: p.ID})
				names = append(names, g.playerName(p.ID))
			}
		}
		for _, n := range slices.Compact(slices.Clone(spec.Names)) {
			r.legal[n] = all
		}
		if len(names) == 0 {
			names = []string{"none"}
		}
		g.record("702.96b", "each %s, found as the spell resolves, whether or not it could have been targeted: %s", spec.Filter, strings.Join(names, ", "))
	}
}
