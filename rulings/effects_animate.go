package rulings

import "fmt"

// opAnimate carries out "A becomes an N/N TYPES until end of turn": a
// type-changing effect (layer 4) and an effect setting power and
// toughness (sublayer 6b) from one instruction, each applied in its layer
// (418.5a, 418.5b). The amount may be X.
func opAnimate(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	n := r.value(ins.Amount)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerType, AddTypes: ins.Types, Duration: ins.Duration, Text: ins.Text})
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, Power: n, Toughness: n, Duration: ins.Duration,
		Text: fmt.Sprintf("is %d/%d (the same effect, applied in layer 6)", n, n)})
	return nil
}
