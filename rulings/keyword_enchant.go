package rulings

import (
	"slices"
)

// spellAbility returns the ability an instant or sorcery follows as it
// resolves, or nil.
func spellAbility(c *Characteristics) *Ability {
	for _, a := range c.Abilities {
		if a.Kind == SpellAbility {
			return a
		}
	}
	return nil
}

// isAura reports whether an object is an Aura (212.4d).
func isAura(c *Characteristics) bool {
	return c.HasType("enchantment") && c.HasSubtype("Aura")
}

// enchantFilter returns what an Aura's enchant abilities allow (502.45a);
// with several instances of enchant, all of them apply (502.45c).
func enchantFilter(c *Characteristics) (Filter, bool) {
	var out Filter
	found := false
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Enchant {
			continue
		}
		if !found {
			out, found = a.Static.Filter, true
			continue
		}
		out.Also = append(slices.Clone(out.Also), a.Static.Filter)
		out.Text += " and " + a.Static.Filter.Text
	}
	return out, found
}

// spellAbilityOf returns what a spell follows as it is played and
// resolves. An Aura spell is targeted: its target is what its enchant
// ability allows (415.3).
func spellAbilityOf(c *Characteristics) *Ability {
	a := spellAbility(c)
	f, ok := enchantFilter(c)
	if !ok || !isAura(c) {
		return a
	}
	aura := &Ability{Kind: SpellAbility, Text: "enchant " + f.Text, Targets: []TargetSpec{{Names: []string{"enchanted"}, Filter: f}}}
	if a != nil {
		aura.Effect = a.Effect
		aura.Targets = append(aura.Targets, a.Targets...)
	}
	return aura
}

// enchant FILTER: an Aura's enchant ability (502.45); the Aura spell
// targets what it allows (415.3).
var enchant = Keyword{Name: "enchant", Rule: "502.45", Form: "enchant FILTER", arg: argFilter,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: Enchant, Filter: v.filter}}
	}}

// enterPlayOnPlayer puts an Aura that enchants a player into play
// attached to the player it targeted: it can be attached only to players,
// and the Aura rules apply to it as they do to Auras on permanents
// (502.45d, 212.4d).
func (g *Game) enterPlayOnPlayer(id ObjectID, controller, to PlayerID) ObjectID {
	ev := g.move(id, ZoneInPlay, controller)
	o := g.objects[ev.NewID]
	o.OnPlayer, o.EnchantedPlayer = true, to
	g.record("502.45d", "%s can enchant a player: it comes into play attached to %s, as an Aura comes into play attached to a permanent (%s)", g.name(o.ID), g.playerName(to), g.rules.Cite("212.4d"))
	g.applyEntryStatics(o)
	ev.Object = g.view(ev.NewID)
	g.afterEvents([]Event{ev}, nil)
	return ev.NewID
}

// illegalPlayerAttachment says why an Aura attached to a player is
// illegally attached, or "": the player has left the game, or isn't one
// its enchant ability allows (502.45d, 420.5d).
func (g *Game) illegalPlayerAttachment(o *Object, c *Characteristics) string {
	p := o.EnchantedPlayer
	if g.players[p].Lost {
		return "is attached to " + g.playerName(p) + ", who has left the game"
	}
	if f, ok := enchantFilter(c); ok && !g.matchesPlayer(&f, p, o.Controller) {
		return "is attached to " + g.playerName(p) + ", whom it can't enchant"
	}
	return ""
}
