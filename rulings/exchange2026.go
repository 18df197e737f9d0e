package rulings

import "fmt"

// opExchangeControl exchanges control of two permanents (701.12): each
// player gains control of the permanent the other controlled, at once
// (701.12b). If the entire exchange can't be completed, because one of
// them is gone or is an illegal target as the spell resolves, no part of
// it happens (701.12a); two permanents of one controller are exchanged
// to no effect (701.12b).
func opExchangeControl(g *Game, r *resolution, ins Instruction) error {
	refs := append([]Ref{ins.Object}, ins.Objects...)
	if len(refs) != 2 {
		return fmt.Errorf("exchange control of %d permanents: an exchange takes two", len(refs))
	}
	var ids [2]ObjectID
	for i, ref := range refs {
		found := r.objects(ref)
		if len(found) != 1 || g.objects[found[0]] == nil || g.objects[found[0]].Zone != ZoneInPlay {
			g.record("701.12a", "the exchange of control can't be completed, as one of the two permanents can't take part in it: no part of the exchange occurs")
			return nil
		}
		ids[i] = found[0]
	}
	a, b := g.objects[ids[0]], g.objects[ids[1]]
	if a.Controller == b.Controller {
		g.record("701.12b", "%s and %s are both controlled by %s: the exchange does nothing", g.name(a.ID), g.name(b.ID), g.playerName(a.Controller))
		return nil
	}
	ts := g.newTimestamp()
	for _, pair := range [][2]*Object{{a, b}, {b, a}} {
		o, other := pair[0], pair[1]
		g.effects = append(g.effects, &ContinuousEffect{Layer: LayerControl, Objects: []ObjectID{o.ID}, Controller: other.Controller, Timestamp: ts, Duration: Forever, Text: ins.Text})
	}
	g.effectsChanged()
	shifts := g.settleControl()
	g.record("701.12b", "%s gains control of %s and %s of %s at the same time: control of the two permanents is exchanged, a control-changing effect applied in layer 2", g.playerName(a.Controller), g.name(a.ID), g.playerName(b.Controller), g.name(b.ID))
	g.recordControlShifts(ids[:], shifts)
	return nil
}
