package rulings

import "slices"

// HasKeyword reports whether a permanent has the keyword ability named kw
// ("flying") once every continuous effect is applied.
func (g *Game) HasKeyword(id ObjectID, kw string) bool {
	v := g.view(id)
	if v == nil {
		return false
	}
	return slices.ContainsFunc(v.chars().Abilities, func(a *Ability) bool { return a.Keyword == kw })
}
