package rulings

import "slices"

// endUntilPlaneswalkEffects ends the continuous effects that last "until a
// player planeswalks" as the named player planeswalks: whoever planeswalks,
// and whoever controls the effect (901.11). An effect giving control ends
// as the others do, and the permanent returns (endControl).
func (g *Game) endUntilPlaneswalkEffects(name string) {
	var control []*ContinuousEffect
	g.effects = slices.DeleteFunc(g.effects, func(e *ContinuousEffect) bool {
		if e.Duration != UntilPlaneswalk {
			return false
		}
		g.effectsChanged()
		g.recordLater("901.11", "%s has planeswalked: the effect %q, which lasts until a player planeswalks, ends", name, e.Text)
		if e.Layer == LayerControl {
			control = append(control, e)
		}
		return true
	})
	g.endControl(control...)
}
