package rulings

import "slices"

// noteLaterTimestamp records, for an effect a resolving spell or ability
// is creating, that its timestamp is the time it is created (418.5g):
// when an earlier effect of the same layer already applies to one of the
// same objects, the new effect applies after it. Only effects whose order
// changes the result are noted: setting power and toughness or colors, and
// switching power and toughness; adding +N/+N in either order is the same.
func (g *Game) noteLaterTimestamp(e *ContinuousEffect) {
	if !e.SetsPT && !e.SetsColors && !e.Switches {
		return
	}
	for _, other := range g.effects {
		if other.Layer != e.Layer || other.ability != nil || other.Timestamp >= e.Timestamp || (!other.SetsPT && !other.SetsColors && !other.Switches) {
			continue
		}
		for _, id := range e.Objects {
			if slices.Contains(other.Objects, id) {
				g.record("418.5g", "\"%s\" gets its timestamp as it is created, later than that of \"%s\": it applies to %s after that effect", e.Text, other.Text, g.name(id))
				return
			}
		}
	}
}
