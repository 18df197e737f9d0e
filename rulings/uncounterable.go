package rulings

import "fmt"

// "Can't be countered": a spell with the ability, or matching the filter
// of a permanent's "FILTER spells can't be countered", can still be the
// target of a spell or ability that counters spells; as that resolves, the
// "can't" effect wins over the instruction to counter (103.2; 101.2 of
// 2026), and the rest of the resolving spell's instructions are followed.
// The ability functions on the stack (113.6g of 2026).

// uncounterable reports why the spell id can't be countered: the ability
// that says so, named for the trace; ok is false when it can be.
func (g *Game) uncounterable(id ObjectID) (string, bool) {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneStack || o.Ability != nil || o.Combat != nil {
		return "", false
	}
	v := g.view(id)
	for _, a := range v.chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == CantBeCountered && !a.Static.hasFilter() {
			return fmt.Sprintf("its ability \"%s\"", a.Text), true
		}
	}
	for _, pid := range g.inPlay {
		pv := g.view(pid)
		for _, a := range pv.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != CantBeCountered || !a.Static.hasFilter() {
				continue
			}
			f := a.Static.Filter
			if g.matches(&f, v, pv.controller, nil) {
				return fmt.Sprintf("%s's ability \"%s\"", pv.name(), a.Text), true
			}
		}
	}
	return "", false
}

// hasFilter reports whether a static ability names the objects it
// affects, rather than being about its own object.
func (s *Static) hasFilter() bool { return s.Filter.Text != "" }

// counterByEffect counters the spell or ability id as a spell's or
// ability's effect instructs (414.1; 701.6a of 2026), unless it can't be
// countered; it reports whether it was.
func (g *Game) counterByEffect(id ObjectID) bool {
	if why, ok := g.uncounterable(id); ok {
		g.record("103.2", "%s can't be countered (%s): the \"can't\" effect wins over the instruction to counter it, which does nothing", g.name(id), why)
		g.noteUncounterableOnStack(id)
		return false
	}
	g.counter(id)
	return true
}
