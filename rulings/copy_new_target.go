package rulings

// Copies given a new target by the effect copying them (707.10e of
// 2026): "copy that spell. The copy targets that token". Each instance of
// "target" of the copy becomes that object; if it isn't a legal target
// for each of them, the copy isn't created. Where a replacement effect
// made several such objects (Anointed Procession doubling the token), the
// copy's controller chooses one of them.

// targetsOnly reports whether the spell or ability seen in v targets
// exactly one object, and that object matches f for player you.
func (g *Game) targetsOnly(f *Filter, v *view, you PlayerID) bool {
	o := g.objects[v.id]
	if o == nil {
		return false
	}
	var only *Target
	for _, group := range o.Targets {
		for i := range group {
			t := group[i]
			if t.IsPlayer || only != nil && only.Object != t.Object {
				return false
			}
			only = &t
		}
	}
	if only == nil {
		return false
	}
	target := g.view(only.Object)
	return target != nil && g.matches(f, target, you, nil)
}

// opCopyTargetingCreated copies the spell the trigger event is about,
// the copy targeting a token the resolution created just before.
func opCopyTargetingCreated(g *Game, r *resolution, ins Instruction) error {
	if r.event == nil || r.event.Object == nil {
		g.record("707.10e", "there is no spell to copy")
		return nil
	}
	orig := g.objects[r.event.Object.id]
	if orig == nil || orig.Zone != ZoneStack || orig.Ability != nil {
		g.record("707.10e", "%s is no longer a spell on the stack: there is nothing to copy", r.event.Object.name())
		return nil
	}
	if len(r.created) == 0 {
		g.record("707.10e", "no token was created for the copy of %s to target: the copy isn't created", g.name(orig.ID))
		return nil
	}
	chosen := r.created[0]
	if len(r.created) > 1 {
		var options []string
		for _, id := range r.created {
			options = append(options, g.name(id))
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: r.controller, Rule: "707.10e", About: "which of the tokens the copy of " + g.name(orig.ID) + " targets", Options: options})
		if err != nil {
			return err
		}
		chosen = r.created[indexFold(options, answer)]
		g.record("707.10e", "a replacement effect made %d tokens the copy of %s could target: %s chooses one of them, %s, as its new target, and the copy doesn't target the others", len(r.created), g.name(orig.ID), g.playerName(r.controller), g.name(chosen))
	}
	a := orig.effective(spellAbilityOf(&orig.Card.Faces[max(orig.Face, 0)]))
	if a == nil || len(a.Targets) == 0 {
		g.record("707.10e", "%s has no target: the copy isn't created", g.name(orig.ID))
		return nil
	}
	want := Target{Object: chosen}
	for _, spec := range a.Targets {
		legal := false
		for _, t := range g.legalTargets(orig, spec, r.controller) {
			legal = legal || t == want
		}
		if !legal {
			g.record("707.10e", "%s isn't a legal target for each instance of the word \"target\" of %s: the copy isn't created", g.name(chosen), g.name(orig.ID))
			return nil
		}
	}
	c, err := g.putSpellCopy(orig, r.controller, false, 0)
	if err != nil {
		return err
	}
	for i := range c.Targets {
		for j := range c.Targets[i] {
			c.Targets[i][j] = want
		}
	}
	g.record("707.10e", "the effect copying %s specifies a new target for the copy: the copy targets %s for each instance of the word \"target\"", g.name(orig.ID), g.name(chosen))
	g.copyTargeted(c, r.controller)
	return nil
}
