package rulings

import "slices"

// Effects that switch a creature's power and toughness apply after every
// other effect that changes them (418.5i, sublayer 6e): an effect that
// begins or ends later still changes the values before they are switched.

// opSwitchPT switches the power and toughness of the objects until end of
// turn.
func opSwitchPT(g *Game, r *resolution, ins Instruction) error {
	g.addEffect(r, r.objectsOf(ins), ContinuousEffect{Layer: LayerSwitch, Switches: true, Duration: ins.Duration, Text: ins.Text})
	return nil
}

// noteSwitched records, for each of ids whose power and toughness are
// switched, the values as every other effect leaves them and as switched.
func (g *Game) noteSwitched(ids []ObjectID) {
	for _, id := range ids {
		o := g.objects[id]
		if o == nil || !g.switched(o) {
			continue
		}
		v := &view{id: id, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, faces: slices.Clone(o.Card.Faces)}
		g.applyLayers(o, v, LayerStaticModify)
		p, t := g.PowerToughness(id)
		g.record("418.5i", "%s's power and toughness are switched after every other effect that changes them: %d/%d before the switch, so it is %d/%d", g.name(id), v.chars().Power, v.chars().Toughness, p, t)
	}
}

// switched reports whether an effect switching power and toughness
// applies to o.
func (g *Game) switched(o *Object) bool {
	for _, e := range g.continuousEffects() {
		if e.Switches && slices.Contains(e.Objects, o.ID) {
			return true
		}
	}
	return false
}

// noteSwitchedInPlay records the switched values of every permanent whose
// power and toughness are switched, once another effect has ended.
func (g *Game) noteSwitchedInPlay() {
	var ids []ObjectID
	for _, e := range g.effects {
		if e.Switches {
			ids = append(ids, e.Objects...)
		}
	}
	g.noteSwitched(ids)
}
