package rulings

import "slices"

// Control-changing effects apply in layer 2 (418.5a). A creature that
// came under its controller's control since the start of his or her most
// recent turn can't attack or use {T} abilities unless it has haste
// (212.3d).

// opGainControl performs "you gain control of T until end of turn", and
// with an ability to grant ("and it gains haste") the part applied in
// layer 5 (418.5b).
func opGainControl(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	if len(ids) == 0 {
		return nil
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerControl, Duration: ins.Duration, Text: "comes under " + g.playerName(r.controller) + "'s control until end of turn"})
	if ins.Ability != nil {
		g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{ins.Ability}, Duration: ins.Duration, Text: "gains " + ins.Ability.Text + " until end of turn"})
		g.record("418.5b", "\"%s\" is both a control-changing effect and an \"other\" effect: the control part applies in layer 2, then the %s part in layer 5", ins.Text, ins.Ability.Text)
	}
	g.noteAttachmentsKeepController(ids)
	return nil
}

// noteAttachmentsKeepController records, for each Aura or Equipment
// attached to a permanent whose control changed, that it keeps its own
// controller (212.2k, 212.4i): a control-changing effect changes only the
// permanents it names.
func (g *Game) noteAttachmentsKeepController(ids []ObjectID) {
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.AttachedTo == 0 || !slices.Contains(ids, o.AttachedTo) {
			continue
		}
		v := g.view(id)
		c := v.chars()
		rule, kind := "212.4i", "an Aura"
		switch {
		case c.HasSubtype("Equipment"):
			rule, kind = "212.2k", "an Equipment"
		case !isAura(c):
			continue
		}
		if to := g.view(o.AttachedTo); to.controller != v.controller {
			g.record(rule, "%s is %s whose controller is separate from %s's: it stays under %s's control as %s comes under %s's", v.name(), kind, to.name(), g.playerName(v.controller), to.name(), g.playerName(to.controller))
		}
	}
}
