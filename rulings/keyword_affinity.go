package rulings

import (
	"fmt"
	"strings"
)

// affinity for FILTER: "This spell costs you {1} less to play for each
// FILTER you control" (502.31).
var affinity = Keyword{Name: affinityName, Rule: "502.31", Form: "affinity for FILTER",
	match: func(text string, filter func(string) (Filter, error)) (keywordValue, bool, error) {
		what, ok := strings.CutPrefix(text, "affinity for ")
		if !ok {
			return keywordValue{}, false, nil
		}
		if filter == nil {
			return keywordValue{}, true, fmt.Errorf("no filter reader")
		}
		f, err := filter(what)
		return keywordValue{filter: f}, true, err
	},
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: PlayRule, Filter: v.filter}}
	}}

const affinityName = "affinity"

// applyAffinity reduces a spell's total cost by {1} for each permanent its
// controller controls that each affinity ability names; only generic mana
// is reduced, never below zero (502.31a-b), and every instance applies
// (502.31c).
func (g *Game) applyAffinity(s *stackSpell, total *ManaCost) {
	spell := g.view(s.obj.ID)
	for _, a := range spell.chars().Abilities {
		if a.Keyword != affinityName {
			continue
		}
		n := 0
		for _, id := range g.inPlay {
			v := g.view(id)
			f := a.Static.Filter
			if v.controller == s.obj.Controller && g.matches(&f, v, s.obj.Controller, nil) {
				n++
			}
		}
		reduced := reduceGeneric(total, n)
		g.record("502.31a", "%s: %s controls %d %s, so %s costs {%d} less", a.Text, g.playerName(s.obj.Controller), n, a.Static.Filter, spell.name(), n)
		if reduced < n {
			g.record("502.31b", "affinity reduces only generic mana and can't reduce the cost below zero: the cost falls by {%d}", reduced)
		}
		if countKeyword(spell, affinityName) > 1 {
			g.record("502.31c", "%s has more than one instance of affinity: each of them applies", spell.name())
		}
	}
}
