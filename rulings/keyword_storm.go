package rulings

// storm: "When you play this spell, put a copy of it onto the stack for
// each other spell that was played before it this turn" (502.30).
var storm = Keyword{Name: "storm", Rule: "502.30", Form: "storm",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text,
			Trigger: &Trigger{Kind: OnEvent, Event: SpellPlayed, Self: true},
			Effect:  []Instruction{{Op: "storm", Text: "put a copy of this spell onto the stack for each other spell played before it this turn"}}}
	}}

// opStorm copies the spell once for each spell played before it this
// turn, counted when it was played; its controller may choose new targets
// for the copies (502.30a).
func opStorm(g *Game, r *resolution, ins Instruction) error {
	if r.event == nil || r.event.Object == nil {
		return nil
	}
	spell := r.event.Object.id
	n := g.keywordsState().playedBefore[spell]
	o := g.objects[spell]
	g.record("502.30a", "storm: %d other spell(s) were played before %s this turn, so it is copied %d time(s)", n, r.event.Object.name(), n)
	if o == nil || o.Zone != ZoneStack {
		g.record("502.30a", "%s is no longer on the stack: the copies are made from its last known information", r.event.Object.name())
	}
	return g.copySpell(r.controller, r.event.Object, o, n, "502.30a")
}

// copySpell puts n copies of the spell seen in v (o is the spell, if
// still on the stack, for its targets) onto the stack under controller's
// control; he or she may choose new targets for each (503, rule cites
// the keyword making them).
func (g *Game) copySpell(controller PlayerID, v *view, o *Object, n int, rule string) error {
	if n == 0 {
		return nil
	}
	card := g.objects[v.id]
	var def *CardDefinition
	face, targets := -1, [][]Target(nil)
	if card != nil {
		def, face, targets = card.Card, card.Face, card.Targets
	} else if o != nil {
		def, face, targets = o.Card, o.Face, o.Targets
	}
	if def == nil {
		return nil
	}
	chars := &def.Faces[max(face, 0)]
	a := spellAbilityOf(chars)
	newTargets := false
	if len(targets) > 0 && a != nil && len(a.Targets) > 0 {
		answer, err := g.ask(Question{Kind: ChooseOption, Player: controller, Rule: rule, About: "whether to choose new targets for the copies (keep or new)", Options: []string{"keep", "new"}})
		if err != nil {
			return err
		}
		newTargets = answer == "new"
	}
	for i := range n {
		c := &Object{Card: def, Owner: controller, Controller: controller, Face: face, Copy: true}
		c.Targets = make([][]Target, len(targets))
		for j, t := range targets {
			c.Targets[j] = append([]Target(nil), t...)
		}
		g.place(c, ZoneStack, false)
		g.record(rule, "copy %d of %s is put onto the stack; it isn't played", i+1, v.name())
		if !newTargets {
			continue
		}
		for j, spec := range a.Targets {
			for k := range c.Targets[j] {
				t, err := g.askTarget(controller, c, spec)
				if err != nil {
					return err
				}
				c.Targets[j][k] = t
			}
		}
	}
	return nil
}
