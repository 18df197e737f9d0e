package rulings

import "slices"

// bestow {COST}: "If you cast this card for its bestow cost, it's an Aura
// spell with enchant creature. It becomes a creature again if it's not
// attached to a creature" (702.103a-b of 2026). A keyword from Theros.
var bestow = Keyword{Name: "bestow", Rule: "702.103", Form: "bestow {COST}", Since: "2013-09-27", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// bestowCost returns a card's bestow cost.
func bestowCost(c *Characteristics) (ManaCost, bool) {
	if a := keywordAbility(c, bestow.Name); a != nil {
		return a.Cost.Mana, true
	}
	return ManaCost{}, false
}

// bestowed returns the characteristics of a bestowed spell or permanent:
// an Aura enchantment with enchant creature, no longer a creature, its
// creature types gone (702.103b).
func bestowed(c *Characteristics) *Characteristics {
	out := *c
	out.Types = []string{"enchantment"}
	out.Subtypes = []string{"Aura"}
	out.Abilities = append(slices.Clip(slices.Clone(c.Abilities)),
		&Ability{Kind: StaticAbility, Text: "enchant creature", Keyword: enchant.Name, Static: &Static{Kind: Enchant, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}})
	return &out
}

// bestowedView makes the view of a bestowed object an Aura while it is a
// spell, or a permanent attached to a creature (702.103b, e).
func (g *Game) bestowedView(o *Object, v *view) {
	if !o.Bestowed || (o.Zone != ZoneStack && (o.Zone != ZoneInPlay || !g.attachedToPermanent(o))) {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		v.faces[i] = *bestowed(&v.faces[i])
	}
}

// flashPermitted reports whether an effect lets p cast a spell with
// characteristics c as though it had flash ("You may cast Aura spells as
// though they had flash"), and names the effect.
func (g *Game) flashPermitted(p PlayerID, c *Characteristics) (string, bool) {
	spell := &view{faces: []Characteristics{*c}, zone: ZoneStack, controller: p}
	if src, a, ok := g.permittedBy(FlashPermission, p, spell, ZoneStack); ok {
		return src.name() + "'s ability \"" + a.Text + "\"", true
	}
	return g.flashGranted(p, spell)
}

// spellFace returns the characteristics a spell resolves with: its card's
// face, an Aura's if it was cast bestowed.
func spellFace(o *Object, face int) *Characteristics {
	if o.Face == fusedFace && o.Card.IsSplit() {
		return fusedCharacteristics(o.Card)
	}
	if o.Face == adventureFace && o.Card.Adventure != nil {
		return o.Card.Adventure
	}
	if o.Bestowed {
		return bestowed(&o.Card.Faces[face])
	}
	return &o.Card.Faces[face]
}

// attachedToPermanent reports whether o is attached to a permanent still
// on the battlefield; a bestowed Aura that isn't is a creature again
// (702.103e).
func (g *Game) attachedToPermanent(o *Object) bool {
	to := g.objects[o.AttachedTo]
	return o.AttachedTo != 0 && to != nil && to.Zone == ZoneInPlay
}

// prohibitsSpell reports whether an effect stops p from casting a spell
// with characteristics c: a card with bestow cast bestowed is an Aura
// spell, not a creature spell, to "creature spells can't be cast"
// (702.103d of 2026).
func (g *Game) prohibitsSpell(p PlayerID, c *Characteristics) bool {
	spell := &view{faces: []Characteristics{*c}, zone: ZoneStack, controller: p}
	if _, a := g.spellProhibition(p, spell, ZoneStack, nil); a != nil {
		return true
	}
	g.record("702.103d", "%s is cast bestowed, an Aura spell: the prohibitions on spells it would be otherwise don't stop it", c.Name)
	return false
}

// unbestowUnattached ends the bestowed status of each bestowed Aura that
// is unattached, its creature gone, or attached to an illegal object: it
// becomes unattached and ceases to be bestowed, an enchantment creature
// again, rather than being put into its owner's graveyard as the
// state-based action of 704.5m would put an Aura (702.103f).
func (g *Game) unbestowUnattached() {
	for _, id := range g.inPlay {
		o := g.objects[id]
		if !o.Bestowed {
			continue
		}
		why := "is no longer attached to a permanent on the battlefield"
		if g.attachedToPermanent(o) {
			if why = g.illegalAttachment(o, g.view(id).chars()); why == "" {
				continue
			}
		}
		o.Bestowed, o.AttachedTo = false, 0
		g.effectsChanged()
		g.recordLater("702.103f", "%s, a bestowed Aura, %s: it becomes unattached and ceases to be bestowed, and isn't put into its owner's graveyard", g.name(id), why)
	}
}

// unbestowOnResolution applies 702.103e to a spell whose targets are all
// illegal as it begins to resolve: a bestowed Aura spell ceases to be
// bestowed and continues resolving as a creature spell, with the
// ability of its card's face, rather than not resolving. It reports
// whether it did.
func (g *Game) unbestowOnResolution(r *resolution) bool {
	o := r.obj
	if o.Ability != nil || !o.Bestowed {
		return false
	}
	o.Bestowed = false
	g.effectsChanged()
	r.ability = o.effective(spellAbilityOf(spellFace(o, max(o.Face, 0))))
	g.record("702.103e", "%s is a bestowed Aura spell and its target is illegal as it begins resolving: it ceases to be bestowed and continues resolving as a creature spell", g.name(o.ID))
	return true
}
