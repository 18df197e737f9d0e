package rulings

import "slices"

// reconfigure {COST}: "[Cost]: Attach this permanent to another target
// creature you control. Activate only as a sorcery" and "[Cost]: Unattach
// this permanent. Activate only if this permanent is attached to a
// creature and only as a sorcery" (702.151a of 2026). An Equipment with
// reconfigure attached to another creature stops being a creature until
// it becomes unattached (702.151b), which is why it may equip at all
// (301.5c): the engine reads it so from the attachment itself, whatever
// attached it. A keyword from Kamigawa: Neon Dynasty, dated by that set's
// release.
var reconfigure = Keyword{Name: "reconfigure", Rule: "702.151", Form: "reconfigure {COST}", arg: argCost, Since: "2022-02-18",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Text: text, SorceryTiming: true,
			Cost:    Cost{Mana: v.cost, HasMana: true},
			Targets: []TargetSpec{{Names: []string{"R"}, Filter: Filter{Types: []string{"creature"}, Controller: "you", Another: true, Text: "another creature you control"}}},
			Effect:  []Instruction{{Op: "reconfigure-attach", Object: Ref{Kind: RefTarget, Name: "R"}, Text: "attach this permanent to another target creature you control"}}}
	},
	more: func(text string, v keywordValue) []*Ability {
		return []*Ability{{Kind: ActivatedAbility, Text: text + " (unattach)", Keyword: "reconfigure", SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true},
			Effect: []Instruction{{Op: "reconfigure-unattach", Text: "unattach this permanent"}}}}
	}}

// reconfigureUnattaches reports whether a is reconfigure's second
// ability, the one that unattaches.
func reconfigureUnattaches(a *Ability) bool {
	return a.Keyword == reconfigure.Name && slices.ContainsFunc(a.Effect, func(i Instruction) bool { return i.Op == "reconfigure-unattach" })
}

// reconfigureRestriction refuses the unattaching ability of a permanent
// not attached to a creature (702.151a).
func (g *Game) reconfigureRestriction(src *Object, v *view, a *Ability) error {
	if !reconfigureUnattaches(a) {
		return nil
	}
	to := g.objects[src.AttachedTo]
	if src.AttachedTo == 0 || to == nil || to.Zone != ZoneInPlay || !g.view(to.ID).chars().HasType("creature") {
		return g.illegal("702.151a", "%s isn't attached to a creature: its reconfigure ability that unattaches it can't be activated", v.name())
	}
	g.record("702.151a", "%s is attached to %s, a creature: its reconfigure ability that unattaches it may be activated", v.name(), g.name(to.ID))
	return nil
}

// opReconfigureAttach attaches the permanent to the target creature,
// moving it from any creature it was attached to (702.151a, 701.3).
func opReconfigureAttach(g *Game, r *resolution, ins Instruction) error {
	targets := r.objects(ins.Object)
	src := g.objects[r.source.id]
	if len(targets) == 0 || src == nil || src.Zone != ZoneInPlay {
		return nil
	}
	g.noteKeyword(g.name(src.ID), reconfigure)
	if src.AttachedTo == targets[0] {
		g.record("702.151a", "%s is already attached to %s: attaching it there again does nothing", g.name(src.ID), g.name(targets[0]))
		return nil
	}
	g.attachAnew(src, targets[0], func() {
		g.record("702.151a", "%s is attached to %s", g.name(src.ID), g.name(targets[0]))
	})
	g.record("702.151b", "%s, attached to %s, stops being a creature until it becomes unattached", g.name(src.ID), g.name(targets[0]))
	if r.source.chars().HasSubtype("Equipment") && r.source.chars().HasType("creature") {
		g.record("301.5c", "%s is an Equipment that was a creature: it may equip a creature because it has reconfigure", g.name(src.ID))
	}
	return nil
}

// opReconfigureUnattach unattaches the permanent; it is a creature again
// (702.151a-b).
func opReconfigureUnattach(g *Game, r *resolution, _ Instruction) error {
	src := g.objects[r.source.id]
	if src == nil || src.Zone != ZoneInPlay || src.AttachedTo == 0 {
		return nil
	}
	from := g.name(src.AttachedTo)
	src.AttachedTo = 0
	g.effectsChanged()
	g.record("702.151a", "%s becomes unattached from %s", g.name(src.ID), from)
	g.noteUnattached(src.ID, from)
	g.record("702.151b", "%s is unattached: it is a creature again", g.name(src.ID))
	return nil
}

// reconfiguredView makes a permanent with reconfigure attached to another
// permanent no creature, its creature types gone (702.151b).
func (g *Game) reconfiguredView(o *Object, v *view) {
	if o.Zone != ZoneInPlay || !g.attachedToPermanent(o) || len(v.faces) == 0 || !hasKeyword(&v.faces[0], reconfigure.Name) || !v.faces[0].HasType("creature") {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		c := &v.faces[i]
		c.Types = slices.DeleteFunc(slices.Clone(c.Types), func(t string) bool { return t == "creature" })
		c.Subtypes = slices.DeleteFunc(slices.Clone(c.Subtypes), func(s string) bool { return !isArtifactType(s) })
	}
}

// artifactTypes are the artifact types of 205.3g of 2026: the subtypes a
// permanent keeps when it stops being a creature and loses its creature
// types.
var artifactTypes = map[string]bool{"Attraction": true, "Blood": true, "Bobblehead": true, "Book": true, "Clue": true, "Contraption": true,
	"Equipment": true, "Food": true, "Fortification": true, "Gold": true, "Incubator": true, "Infinity": true, "Junk": true, "Lander": true,
	"Map": true, "Mutagen": true, "Powerstone": true, "Spacecraft": true, "Stone": true, "Treasure": true, "Vehicle": true}

// isArtifactType reports whether a subtype is an artifact type (205.3g).
func isArtifactType(s string) bool { return artifactTypes[s] }
