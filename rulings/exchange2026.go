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

// opExchangeLife exchanges the life totals of the instruction's
// controller and its player ("exchange life totals with target player"):
// each player gains or loses the life that makes their total the other's
// previous one, so effects on gaining and losing life apply (701.12c).
func opExchangeLife(g *Game, r *resolution, ins Instruction) error {
	others := r.players(ins.Player)
	if len(others) != 1 {
		return fmt.Errorf("%q: an exchange of life totals takes two players: %w", ins.Text, ErrNoEffect)
	}
	a, b := r.controller, others[0]
	la, lb := g.players[a].Life, g.players[b].Life
	g.record("701.12c", "%s (%d life) and %s (%d life) exchange life totals: each gains or loses the life needed to equal the other's previous total", g.playerName(a), la, g.playerName(b), lb)
	for _, side := range []struct {
		who           Ref
		before, after int
	}{{Ref{Kind: RefYou}, la, lb}, {ins.Player, lb, la}} {
		one := Instruction{Player: side.who, Amount: Value{N: side.after - side.before}, Text: ins.Text}
		op := opGainLife
		if side.after < side.before {
			one.Amount.N, op = side.before-side.after, opLoseLife
		}
		if one.Amount.N == 0 {
			continue
		}
		if err := op(g, r, one); err != nil {
			return err
		}
	}
	return nil
}
