package rulings

import "strings"

// protectionFrom returns the colors the object seen in v has protection
// from (502.7a).
func protectionFrom(v *view) ColorSet {
	var s ColorSet
	for _, a := range v.chars().Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == Protection {
			s |= a.Static.Colors
			if a.Static.Counter == chosenColor {
				// Linked to the color chosen as it came into play; none
				// when the choice is undefined (503.7).
				s |= v.chosen
			}
		}
	}
	return s
}

// sourceColors is the color of what is targeting: a spell's own colors, or
// for an ability, the colors of its source (502.7b).
func (g *Game) sourceColors(obj *Object) ColorSet {
	if obj.Ability != nil {
		return obj.Source.chars().Colors
	}
	if v := g.view(obj.ID); v != nil {
		return v.chars().Colors
	}
	return 0
}

// protectedFrom reports whether the target seen in v has protection from a
// color of the spell or ability obj; it names the color for the trace.
func (g *Game) protectedFrom(v *view, obj *Object) (Color, bool) {
	shared := protectionFrom(v) & g.sourceColors(obj)
	if cs := shared.Colors(); len(cs) > 0 {
		return cs[0], true
	}
	return 0, false
}

// protection from COLOR [and from COLOR], or from each color: 502.7.
var protection = Keyword{redundantRule: "502.7g", Name: "protection", Rule: "502.7", natureRule: "502.7a", nature: "protection is a static ability, written \"protection from [quality]\"", Form: "protection from COLOR [and from COLOR]", arg: argColors,
	build: func(text string, v keywordValue) *Ability {
		s := &Static{Kind: Protection, Colors: v.colors}
		if v.x {
			s.Counter = chosenColor
		}
		return &Ability{Kind: StaticAbility, Text: text, Static: s}
	},
	restrictsBlock: (*Game).protectionForbidsBlock}

// protectionForbidsBlock returns the IllegalError that stops blocker from
// blocking attacker because the attacker has protection from one of the
// blocker's colors (502.7f), or nil.
func (g *Game) protectionForbidsBlock(attacker, blocker *view) error {
	if shared := (protectionFrom(attacker) & blocker.chars().Colors).Colors(); len(shared) > 0 {
		g.noteProtectionShorthand(attacker)
		return g.illegal("502.7f", "%s has protection from %s and can't be blocked by %s creatures; %s can't block it", attacker.name(), shared[0], shared[0], blocker.name())
	}
	return nil
}

// noteProtectionShorthand records, under the 2026 rules, that each
// "protection from A and from B" of the object seen in v is shorthand for
// two protection abilities, which the engine applies as one ability
// protecting from both qualities (702.16g).
func (g *Game) noteProtectionShorthand(v *view) {
	for _, a := range v.chars().Abilities {
		if a.Keyword != "protection" {
			continue
		}
		if strings.EqualFold(a.Text, "protection from each color") {
			g.recordLater("702.16h", "%s's \"%s\" is shorthand for protection from white, from blue, from black, from red and from green: it behaves as five separate protection abilities", v.name(), a.Text)
		}
		if first, second, ok := strings.Cut(a.Text, " and from "); ok {
			g.recordLater("702.16g", "%s's \"%s\" is shorthand for \"%s\" and \"protection from %s\": it behaves as two separate protection abilities", v.name(), a.Text, first, second)
		}
	}
}

// protectionUnattachesEquipment makes each Equipment attached to a
// permanent with protection from one of its colors unattached; it stays in
// play (502.7d). It reports whether any became unattached.
func (g *Game) protectionUnattachesEquipment() bool {
	acted := false
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.AttachedTo == 0 {
			continue
		}
		to := g.objects[o.AttachedTo]
		if to == nil || to.Zone != ZoneInPlay {
			continue
		}
		c := g.view(id).chars()
		if !c.HasSubtype("Equipment") {
			continue
		}
		if shared := (protectionFrom(g.view(to.ID)) & c.Colors).Colors(); len(shared) > 0 {
			g.record("502.7d", "%s is attached to %s, which has protection from %s: it becomes unattached and remains in play", g.name(id), g.name(to.ID), shared[0])
			o.AttachedTo = 0
			g.effectsChanged()
			acted = true
		}
	}
	return acted
}

// recordProtectionFromAura records, for an Aura o (characteristics c) that
// goes to the graveyard as a state-based effect, that protection from one
// of its colors is why (502.7c).
func (g *Game) recordProtectionFromAura(o *Object, c *Characteristics) {
	to := g.objects[o.AttachedTo]
	if to == nil || to.Zone != ZoneInPlay {
		return
	}
	if shared := (protectionFrom(g.view(to.ID)) & c.Colors).Colors(); len(shared) > 0 {
		g.record("502.7c", "%s can't be enchanted by %s Auras: %s, attached to it, goes to its owner's graveyard", g.name(to.ID), shared[0], g.name(o.ID))
	}
}
