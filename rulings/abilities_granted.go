package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Adding and removing abilities (407) and setting colors: effects of
// layer 5 (418.5a). An effect that removes an ability removes every
// instance of it (407.3); effects of the same layer that don't depend on
// each other apply in timestamp order, so the later one wins (418.5h).

// abilityStaticEffect turns a static ability that grants or removes an
// ability, or sets a color, into its continuous effect.
func abilityStaticEffect(base ContinuousEffect, s *Static) *ContinuousEffect {
	e := base
	e.Layer = LayerOther
	switch s.Kind {
	case GrantAbility:
		e.AddAbilities = []*Ability{s.Grant}
	case LoseKeyword:
		e.RemoveKeyword = s.Keyword
	case SetColor:
		e.SetsColors, e.Colors = true, s.Colors
	}
	return &e
}

// opLoseKeyword makes the objects lose every instance of a keyword until
// end of turn (407.3).
func opLoseKeyword(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	for _, id := range ids {
		if n := keywordCount(g.view(id).chars(), ins.Name); n > 1 {
			g.record("407.3", "%s has %d instances of %s: an effect that removes an ability removes all of them", g.name(id), n, ins.Name)
		}
		if ins.Name == hexproofName && hexproofFrom(g.view(id)) != 0 {
			g.recordLater("702.11e", "%s loses hexproof: it loses its \"hexproof from\" abilities too", g.name(id))
		}
	}
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerOther, RemoveKeyword: ins.Name, Duration: ins.Duration, Text: ins.Text})
	return nil
}

// keywordCount counts the instances of a keyword among an object's
// abilities.
func keywordCount(c *Characteristics, keyword string) int {
	n := 0
	for _, a := range c.Abilities {
		if a.Keyword == keyword {
			n++
		}
	}
	return n
}

// Keywords lists the keyword abilities permanent id has now, an instance
// each (a creature with flying enchanted by an Aura granting flying lists
// it twice).
func (g *Game) Keywords(id ObjectID) []string {
	v := g.view(id)
	if v == nil {
		return nil
	}
	var out []string
	for _, a := range v.chars().Abilities {
		if a.Keyword != "" {
			out = append(out, a.Keyword)
		}
	}
	return out
}

// noteOverrides records, as permanent id comes into play, how the effects
// of its static abilities interact with the other continuous effects
// (418.5h): an effect of the same layer acting on the same ability is
// overridden by the later one, and an effect of another permanent that
// applies to an object only because of the newcomer's effect now does.
func (g *Game) noteOverrides(id ObjectID) {
	var mine []*ContinuousEffect
	for _, e := range g.continuousEffects() {
		if e.Source == id && e.ability != nil {
			mine = append(mine, e)
		}
	}
	if len(mine) == 0 {
		return
	}
	for _, target := range g.inPlay {
		o := g.objects[target]
		v := g.view(target)
		for _, e := range mine {
			if !g.effectApplies(e, o, v) {
				continue
			}
			for _, other := range g.continuousEffects() {
				if other.Source == id || other.Layer != e.Layer || other.Timestamp > e.Timestamp || !sameKeyword(e, other) || !g.effectApplies(other, o, v) {
					continue
				}
				g.record("418.5f", "the effect of %s's static ability \"%s\" has the timestamp of %s, the time it came into play: later than that of \"%s\"", g.name(id), e.Text, g.name(id), other.Text)
				g.record("418.5h", "\"%s\" and \"%s\" both apply to %s and neither depends on the other: in timestamp order, the later one (%s) wins", other.Text, e.Text, v.name(), g.name(id))
				if k, ok := addedAndRemoved(e, other); ok {
					g.record("407.1", "one effect adds %s and the other removes it: the most recent one, \"%s\", prevails", k, e.Text)
				}
			}
		}
		without := g.viewWithout(o, id)
		// One ability's effect with parts in several layers is named
		// once.
		var named []*ContinuousEffect
		for _, other := range g.continuousEffects() {
			if other.Source == id || other.ability == nil || hasPartOf(named, *other) || g.effectApplies(other, o, without) || !g.effectApplies(other, o, v) {
				continue
			}
			named = append(named, other)
			p, t := g.PowerToughness(target)
			g.record("418.5h", "with the effect of %s applied, %s's \"%s\" applies to %s too: it is %d/%d", g.name(id), g.name(other.Source), other.Text, v.name(), p, t)
		}
	}
}

// sameKeyword reports whether two effects grant or remove the same
// keyword.
func sameKeyword(a, b *ContinuousEffect) bool {
	ka, kb := effectKeywords(a), effectKeywords(b)
	return slices.ContainsFunc(ka, func(k string) bool { return slices.Contains(kb, k) })
}

// addedAndRemoved reports the keyword one of two effects adds and the
// other removes, if any.
func addedAndRemoved(a, b *ContinuousEffect) (string, bool) {
	adds := func(e *ContinuousEffect, k string) bool {
		return slices.ContainsFunc(e.AddAbilities, func(x *Ability) bool { return x.Keyword == k })
	}
	for _, pair := range [][2]*ContinuousEffect{{a, b}, {b, a}} {
		if k := pair[0].RemoveKeyword; k != "" && adds(pair[1], k) {
			return k, true
		}
	}
	return "", false
}

func effectKeywords(e *ContinuousEffect) []string {
	var out []string
	if e.RemoveKeyword != "" {
		out = append(out, e.RemoveKeyword)
	}
	for _, a := range e.AddAbilities {
		if a.Keyword != "" {
			out = append(out, a.Keyword)
		}
	}
	return out
}

// viewWithout computes how o would look without the continuous effects
// of source.
func (g *Game) viewWithout(o *Object, source ObjectID) *view {
	v := &view{id: o.ID, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, faces: slices.Clone(o.Card.Faces)}
	for _, e := range g.continuousEffects() {
		if e.Source == source || !g.effectApplies(e, o, v) {
			continue
		}
		for i := range v.faces {
			e.apply(&v.faces[i])
		}
	}
	return v
}

// noteOnlyPermanents records, as permanent id comes into play, the cards
// outside play that its static effects would describe but don't change:
// effects apply only to permanents unless they say otherwise (416.2).
func (g *Game) noteOnlyPermanents(id ObjectID) {
	o := g.objects[id]
	if o == nil || o.FaceDown {
		return
	}
	for _, e := range g.continuousEffects() {
		if e.Source != id || e.ability == nil || e.Filter == nil || e.Filter.Enchanted || e.Filter.Zone != ZoneNone || e.continued {
			continue
		}
		for _, p := range g.players {
			for _, z := range []Zone{ZoneGraveyard, ZoneHand} {
				for _, card := range g.objectsIn(p.ID, z) {
					f := *e.Filter
					f.Zone = z
					if g.matches(&f, g.view(card), e.Controller, nil) {
						g.record("416.2", "\"%s\" applies only to permanents: %s in %s's %s is not changed", e.Text, g.name(card), p.Name, g.rules.ZoneName(z))
					}
				}
			}
		}
	}
}

// noteContinuedLayers records, as permanent id comes into play, each
// object its static abilities' effects go on changing in a later layer
// though the earlier layer made it stop matching their filter (418.5b).
func (g *Game) noteContinuedLayers(id ObjectID) {
	for _, e := range g.continuousEffects() {
		if e.Source != id || !e.continued {
			continue
		}
		for _, target := range g.inPlay {
			o := g.objects[target]
			before := g.viewWithout(o, id)
			after := g.view(target)
			if e.Filter == nil || !g.matches(e.Filter, before, e.Controller, nil) || g.matches(e.Filter, after, e.Controller, nil) {
				continue
			}
			g.record("418.5b", "\"%s\" applies to %s in each of its layers: having started to apply, it goes on applying though %s no longer matches \"%s\"; it is %d/%d", e.Text, after.name(), after.name(), e.Filter.Text, after.chars().Power, after.chars().Toughness)
		}
	}
}

// noteOutlivedAbilities records, once for each, the static abilities of
// permanents that a later layer takes away while their effects go on
// applying: an effect of the type-changing layer applied before the
// ability-removing layer removed the ability generating it (Magus of the
// Moon under Humility: the layers apply in order, 418.5a; 613.1 of 2026),
// and the later parts of an effect that began to apply in an earlier
// layer (Humility, made a creature, removing its own ability: 418.5b;
// 613.6 of 2026).
func (g *Game) noteOutlivedAbilities() {
	for _, e := range g.continuousEffects() {
		if e.ability == nil || e.granted != nil || e.holder != 0 || e.copyOf != nil || e.Layer >= LayerOther && !e.continued {
			continue
		}
		o := g.objects[e.Source]
		if o == nil || o.Zone != ZoneInPlay || g.keepsAbility(e.Source, e.ability) {
			continue
		}
		if !e.continued && !g.keepsAbilityThrough(e.Source, e.ability, e.Layer) {
			// Removed in its own layer or before: the effect doesn't
			// exist (dependency.go).
			continue
		}
		if !g.noteOnce(fmt.Sprintf("%p outlived by %d", e.ability, e.Source)) {
			continue
		}
		src := g.view(e.Source)
		if !e.continued {
			g.record("418.5a", "%s has lost its ability %q, but only in a later layer than the one its effect applies in: the layers apply in order, and the effect was applied while %s had the ability", src.name(), e.Text, src.name())
			continue
		}
		g.record("418.5b", "%s has lost its ability %q, yet the effect's later parts go on applying: having begun to apply in an earlier layer, the effect isn't stopped by the removal of the ability generating it; %s is %d/%d", src.name(), e.Text, src.name(), src.chars().Power, src.chars().Toughness)
	}
}

// noteAbilityOrder records, for each of ids, the earlier effects of
// layer 6 that a new one, e, applies after: one removing abilities and
// another adding them (or adding and removing the same keyword) apply in
// timestamp order, so what the later one does stands ("loses all
// abilities", then "gains flying": it flies; 418.5h of 2006, 613.7 of
// 2026).
func (g *Game) noteAbilityOrder(ids []ObjectID, e *ContinuousEffect) {
	for _, id := range ids {
		l := g.layersOf(id)
		if l == nil {
			continue
		}
		var earlier []string
		for _, x := range l.applied {
			if x == e || x.Layer != LayerOther || x.SetsColors || x.Timestamp >= e.Timestamp {
				continue
			}
			if q := fmt.Sprintf("%q", x.Text); (x.LoseAbilities && len(e.AddAbilities) > 0 || e.LoseAbilities && len(x.AddAbilities) > 0 || sameKeyword(x, e)) && !slices.Contains(earlier, q) {
				earlier = append(earlier, q)
			}
		}
		if len(earlier) == 0 {
			continue
		}
		g.record("418.5h#timestamp", "%s, applied to %s earlier, and the later %q are effects of one layer: they apply in timestamp order, the latest last, so %s is %s", strings.Join(earlier, " and "), g.name(id), e.Text, g.name(id), describeLayered(l.view))
	}
}
