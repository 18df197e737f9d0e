package rulings

import "slices"

// An effect that changes the characteristics of a spell that becomes a
// permanent goes on applying to the permanent when the spell resolves
// (213.5): the permanent is the spell, in a new zone, for those effects.

// carryEffects makes the continuous effects locked onto spell old apply
// to the permanent it became, id.
func (g *Game) carryEffects(old, id ObjectID) {
	changed := false
	for i, e := range g.effects {
		if !slices.Contains(e.Objects, old) {
			continue
		}
		c := *e
		c.Objects = append(slices.DeleteFunc(slices.Clone(e.Objects), func(x ObjectID) bool { return x == old }), id)
		g.effects[i] = &c
		changed = true
		g.record("213.5", "the effect \"%s\" changed %s as a spell, so it goes on applying to the permanent", e.Text, g.name(id))
		g.recordLater("400.7a", "the effect \"%s\" of a resolved spell or ability changed the permanent spell %s on the stack: it continues to apply to the permanent that spell became, an exception to its being a new object", e.Text, g.name(id))
	}
	if changed {
		g.effectsChanged()
	}
}
