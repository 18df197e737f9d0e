package rulings

import "strings"

// LoyaltyCost is a static ability that changes the loyalty cost of the
// loyalty abilities of planeswalkers its controller controls by Amount
// ("cost an additional [+1] to activate").
const LoyaltyCost StaticKind = 121

// loyaltyCostChanges sums the changes the static abilities of permanents
// player p controls make to the loyalty costs of p's planeswalkers, and
// names their sources.
func (g *Game) loyaltyCostChanges(p PlayerID) (int, string) {
	total := 0
	var from []string
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller != p {
			continue
		}
		for _, a := range v.chars().Abilities {
			if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == LoyaltyCost {
				total += a.Static.Amount.N
				from = append(from, v.name())
			}
		}
	}
	return total, strings.Join(from, " and ")
}
