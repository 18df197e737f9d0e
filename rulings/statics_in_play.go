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

// permittedBy finds the first static ability of kind that a permanent p
// controls has and whose filter matches v as an object in zone: a
// permission such as "You may cast Aura spells as though they had flash".
func (g *Game) permittedBy(kind StaticKind, p PlayerID, v *view, zone Zone) (*view, *Ability, bool) {
	for src, a := range g.staticsInPlay(kind) {
		if src.controller != p {
			continue
		}
		f := a.Static.Filter
		f.Zone = zone
		if g.matches(&f, v, p, nil) {
			return src, a, true
		}
	}
	return nil, nil, false
}
