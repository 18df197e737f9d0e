package rulings

import (
	"fmt"
	"slices"
)

// mutate {COST}: "You may pay [cost] rather than pay this spell's mana
// cost. If you do, it becomes a mutating creature spell and targets a
// non-Human creature with the same owner as this spell" (702.140a of
// 2026), an alternative cost (601.2b, 601.2f-h) cast with the clause
// "paying the mutate cost". The target comes from the keyword, not from
// the card's text (115.1e). As the spell resolves it merges with its
// target if that is still legal, on top or on the bottom as its
// controller chooses (702.140c, merge.go); if not, it resolves as a
// creature spell (702.140b). A keyword from Ikoria: Lair of Behemoths,
// dated by that set's release.
var mutate = Keyword{Name: "mutate", Rule: "702.140", Form: "mutate {COST}", arg: argCost, Since: "2020-04-24",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

func init() {
	castWays[mutate.Name] = castWay{rule: "702.140a", alternative: true}
}

// mutateTarget names the creature a mutating creature spell targets.
const mutateTarget = "mutated creature"

// mutateFilter is what a mutating creature spell can target (702.140a).
var mutateFilter = Filter{Types: []string{"creature"}, NotSubtypes: []string{"Human"}, OwnerOfSource: true,
	Text: "non-Human creature with the same owner as this spell"}

// mutating reports whether o is a mutating creature spell: a spell cast
// for its mutate cost that hasn't ceased to be one (702.140a-b).
func (g *Game) mutating(o *Object) bool {
	return o != nil && o.Ability == nil && o.Zone == ZoneStack && g.castWithKeyword(o, mutate.Name)
}

// mutatingAbility returns the spell ability of o with the target mutate
// gives it when o is a mutating creature spell: a creature spell has no
// spell ability of its own, so it is made one with that target alone.
// Any other spell's ability is returned as it is.
func (g *Game) mutatingAbility(o *Object, a *Ability) *Ability {
	if !g.mutating(o) {
		return a
	}
	spec := TargetSpec{Names: []string{mutateTarget}, Filter: mutateFilter}
	if a == nil {
		return &Ability{Kind: SpellAbility, Text: "mutate onto target " + mutateFilter.Text, Targets: []TargetSpec{spec}}
	}
	out := *a
	out.Targets = append(slices.Clip(a.Targets), spec)
	return &out
}

// noteMutating records, as a spell is cast for its mutate cost, that it
// is a mutating creature spell with a target (702.140a, 115.1e).
func (g *Game) noteMutating(o *Object, chars *Characteristics) {
	if !g.mutating(o) {
		return
	}
	g.record("702.140a", "%s's mutate cost is paid rather than its mana cost: it becomes a mutating creature spell and targets a %s", chars.Name, mutateFilter.Text)
	g.recordLater("115.1e", "the target of %s comes from its mutate keyword: the word \"target\" is in the keyword's rule, not in the ability", chars.Name)
}

// ownedAsSource reports whether the object id has the same owner as
// source, when filter f asks it ("with the same owner as this spell").
func (g *Game) ownedAsSource(f *Filter, source, id ObjectID) bool {
	if !f.OwnerOfSource {
		return true
	}
	src, o := g.objects[source], g.objects[id]
	return src != nil && o != nil && src.Owner == o.Owner
}

// unmutateOnResolution applies 702.140b to a mutating creature spell whose
// target is illegal as it begins to resolve: it ceases to be a mutating
// creature spell and continues resolving as a creature spell, rather than
// not resolving (608.3b). It reports whether it did.
func (g *Game) unmutateOnResolution(r *resolution) bool {
	o := r.obj
	if !g.mutating(o) {
		return false
	}
	st := g.laterState()
	delete(st.castOrigin, o.Origin)
	delete(st.castTimes, o.Origin)
	face := max(o.Face, 0)
	r.ability = o.effective(spellAbilityOf(spellFace(o, face)))
	g.record("702.140b", "the target of %s, a mutating creature spell, is illegal as it begins resolving: it ceases to be a mutating creature spell and continues resolving as a creature spell, put onto the battlefield under %s's control", g.name(o.ID), g.playerName(o.Controller))
	g.record("608.3b", "%s has an illegal target, and a mutating creature spell with one becomes a creature spell and resolves as a permanent spell does, rather than not resolving", g.name(o.ID))
	return true
}

// mergeOnResolution merges a resolving mutating creature spell whose
// target is legal with that creature, on top or on the bottom as its
// controller chooses, instead of putting it onto the battlefield
// (608.3d, 702.140c). It reports whether it did.
func (g *Game) mergeOnResolution(r *resolution) (bool, error) {
	o := r.obj
	if !g.mutating(o) {
		return false, nil
	}
	legal := r.legal[mutateTarget]
	if len(legal) == 0 || legal[0].IsPlayer || g.objects[legal[0].Object] == nil {
		// Its only target being illegal, unmutateOnResolution has
		// made it a creature spell already; with another target
		// legal, this one is illegal all the same (702.140b).
		g.unmutateOnResolution(r)
		return false, nil
	}
	t := g.objects[legal[0].Object]
	name, tname := g.name(o.ID), g.name(t.ID)
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "702.140c",
		About: fmt.Sprintf("whether %s is put on top of %s or on the bottom", name, tname), Options: []string{"top", "bottom"}})
	if err != nil {
		return true, err
	}
	top := answer == "top"
	g.record("608.3d", "%s is a mutating creature spell: the object representing it merges with %s, the permanent it targets", name, tname)
	where := "on the bottom, under " + tname
	if top {
		where = "on top of " + tname
	}
	g.record("702.140c", "the target of %s is legal: it doesn't enter the battlefield; %s puts it %s, and they become one object represented by more than one card or token, a mutated permanent", name, g.playerName(r.controller), where)
	spell := g.view(o.ID)
	before := g.snapshotInPlay()
	st := g.laterState()
	delete(st.castWith, o.ID)
	delete(st.castOrigin, o.Origin)
	delete(st.castTimes, o.Origin)
	g.remove(o)
	part := &Object{Card: o.Card, Token: o.Copy, Owner: o.Owner, Controller: o.Owner, Face: -1}
	g.merge(t, part, top, name)
	ev := Event{Kind: Mutates, Object: g.view(t.ID), Source: spell, Player: r.controller}
	g.record("702.140d", "the creature that was %s mutates as %s merges with it: abilities that trigger whenever a creature mutates trigger now", tname, name)
	g.afterEvents([]Event{ev}, before)
	return true, nil
}
