package rulings

import "iter"

// staticsInPlay yields each static ability of kind that a permanent in play
// has, with the permanent, in the order of play.
func (g *Game) staticsInPlay(kind StaticKind) iter.Seq2[*view, *Ability] {
	return func(yield func(*view, *Ability) bool) {
		for _, id := range g.inPlay {
			seen := g.view(id)
			if !seen.hasAbility(func(a *Ability) bool { return a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == kind }) {
				continue
			}
			src := seen.kept()
			for _, a := range src.chars().Abilities {
				if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != kind {
					continue
				}
				if !yield(src, a) {
					return
				}
			}
		}
	}
}
