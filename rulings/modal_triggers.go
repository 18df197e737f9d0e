package rulings

// A modal triggered ability ("When this creature comes into play, choose
// one — ...") has its mode chosen by its controller as it is put on the
// stack, as for playing an activated ability (410.4, 409.1b; 603.3c of
// 2026). A mode whose targets can't all be chosen is not a legal choice;
// when no mode is, no legal choice can be made and the ability is removed
// from the stack.

// chooseTriggerMode chooses the mode of the modal triggered ability t, put
// on the stack as obj. ok is false when no mode could be chosen and the
// ability was removed from the stack.
func (g *Game) chooseTriggerMode(t *pendingTrigger, obj *Object) (mode *Ability, ok bool, err error) {
	var allowed []int
	for i, m := range t.ability.Modes {
		if spec, missing := g.modeLacksTargets(obj, m, t.controller); missing {
			g.record("410.4#mode", "the mode \"%s\" of %s can't be chosen: there is no legal target %s", m.Text, t.describe(), spec.Filter)
			continue
		}
		allowed = append(allowed, i)
	}
	if len(allowed) == 0 {
		g.record("410.4#mode", "no mode of %s can be chosen: the ability is removed from the stack", t.describe())
		g.removeAbilityFromStack(obj)
		return nil, false, nil
	}
	mode, err = g.chooseModeAmong(t.controller, obj, t.ability, allowed, "410.4#mode")
	return mode, err == nil, err
}

// modeLacksTargets returns the first instance of "target" of mode m for
// which fewer legal targets exist than it asks for, as the ability is put
// on the stack as obj by player you.
func (g *Game) modeLacksTargets(obj *Object, m *Ability, you PlayerID) (TargetSpec, bool) {
	for _, spec := range m.Targets {
		need := len(spec.Names)
		if spec.Max > 0 {
			need = spec.Min
		}
		if need > 0 && len(g.legalTargets(obj, spec, you)) < need {
			return spec, true
		}
	}
	return TargetSpec{}, false
}
