package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// The layer system of the rules from 2009 (613 of 2026): effects that set
// power and toughness get a sublayer of their own (7b), effects with parts
// in several layers apply each part in its own (613.6), and the trace
// notes the static effects that begin or stop applying to a permanent as
// a resolved effect changes it (611.3a).

// layerSetPT orders, under rules with SetPTFirst, the effects that set
// power and toughness before every other effect of their sublayer (7b).
const layerSetPT Layer = 60

// sublayer is the layer e applies in under the game's rules.
func (g *Game) sublayer(e *ContinuousEffect) Layer {
	if g.rules.SetPTFirst && e.SetsPT && e.Layer == LayerPowerToughnessSet {
		return layerSetPT
	}
	return e.Layer
}

// layerOperation returns the instructions of the layer system.
func layerOperation(op string) (operation, bool) {
	switch op {
	case "become":
		return opBecome, true
	}
	return replacementOperation(op)
}

// baseView is the view of permanent o before any continuous effect.
func (g *Game) baseView(o *Object) *view {
	return &view{id: o.ID, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, haunting: o.Haunting, faces: slices.Clone(o.Card.Faces)}
}

// layered is one permanent's characteristics with the effects that gave
// them.
type layered struct {
	view    *view
	applied []*ContinuousEffect
}

// layersOf applies the continuous effects to permanent id.
func (g *Game) layersOf(id ObjectID) *layered {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay || o.FaceDown || o.Combat != nil || o.Ability != nil {
		return nil
	}
	l := &layered{view: g.baseView(o)}
	g.applyLayersSeen(o, l.view, LayerSwitch, func(e *ContinuousEffect) { l.applied = append(l.applied, e) })
	return l
}

// staticsApplied lists the effects of static abilities in l.
func (l *layered) staticsApplied() []*ContinuousEffect {
	var out []*ContinuousEffect
	for _, e := range l.applied {
		if e.ability != nil && !slices.ContainsFunc(out, func(x *ContinuousEffect) bool { return x.ability == e.ability && x.Source == e.Source }) {
			out = append(out, e)
		}
	}
	return out
}

// noteStaticsChanged records each static ability's effect that began or
// stopped applying to id between before and after: a static effect isn't
// locked in, it applies at any moment to whatever its text indicates
// (418.4a).
func (g *Game) noteStaticsChanged(id ObjectID, before, after *layered, why string) {
	was, now := before.staticsApplied(), after.staticsApplied()
	has := func(list []*ContinuousEffect, e *ContinuousEffect) bool {
		return slices.ContainsFunc(list, func(x *ContinuousEffect) bool { return x.ability == e.ability && x.Source == e.Source })
	}
	bp, bt := before.view.chars().Power, before.view.chars().Toughness
	ap, at := after.view.chars().Power, after.view.chars().Toughness
	for _, e := range now {
		if !has(was, e) {
			g.record("418.4a", "%s: %s's static effect %q isn't locked in and now applies to %s (%d/%d, not %d/%d)", why, g.objectName(e.Source), e.Text, g.name(id), ap, at, bp, bt)
		}
	}
	for _, e := range was {
		if !has(now, e) {
			g.record("418.4a", "%s: %s's static effect %q isn't locked in and no longer applies to %s (%d/%d, not %d/%d)", why, g.objectName(e.Source), e.Text, g.name(id), ap, at, bp, bt)
		}
	}
}

// objectName names an object for the trace, even one no longer known.
func (g *Game) objectName(id ObjectID) string {
	if v := g.view(id); v != nil {
		return v.name()
	}
	return fmt.Sprintf("object %d", id)
}

// describeLayered says, for the trace, the colors and keyword abilities of
// a view.
func describeLayered(v *view) string {
	c := v.chars()
	color := "colorless"
	if c.Colors != 0 {
		color = c.Colors.String()
	}
	var keywords []string
	for _, a := range c.Abilities {
		if a.Keyword != "" && !slices.Contains(keywords, a.Keyword) {
			keywords = append(keywords, a.Keyword)
		}
	}
	if len(keywords) == 0 {
		return color + " with no keyword abilities"
	}
	return color + " with " + strings.Join(keywords, ", ")
}

// staticsBefore takes, for each of ids, its characteristics and the
// static effects applied to it, before a resolving effect begins.
func (g *Game) staticsBefore(ids []ObjectID) []*layered {
	out := make([]*layered, len(ids))
	for i, id := range ids {
		out[i] = g.layersOf(id)
	}
	return out
}

// noteStaticsAfter records the static effects that began or stopped
// applying to each of ids once the effect e of a resolving spell or
// ability began (418.4a).
func (g *Game) noteStaticsAfter(ids []ObjectID, before []*layered, e *ContinuousEffect) {
	for i, id := range ids {
		after := g.layersOf(id)
		if before[i] == nil || after == nil {
			continue
		}
		g.noteStaticsChanged(id, before[i], after, g.name(id)+" "+e.Text)
	}
}

// Becoming is one effect of a resolving spell or ability with parts in
// several layers: types added (layer 4), a color (layer 5), power and
// toughness set (7b) or modified (7c).
type Becoming struct {
	Types       []string
	RemoveTypes []string
	Subtypes    []string
	// CountPT sets power and toughness each to the number of objects it
	// matches, as often as the effect is applied ("with 'This creature's
	// power and toughness are each equal to the number of creature cards
	// in your graveyard'").
	CountPT          *Filter
	Colors           ColorSet
	SetsPT           bool
	Power, Toughness int
	// Amount, if set, is the power and toughness each, an amount fixed
	// as the effect begins ("becomes an X/X artifact creature").
	Amount         *Value
	PowerDelta     int
	ToughnessDelta int
	// Replace makes Types and Subtypes the object's card types and
	// subtypes, replacing those it had, its supertypes kept (205.1a of
	// 2026, 212.1b of 2006): an effect that says neither "in addition to
	// its other types" nor "still a TYPE", nor makes it an "artifact
	// creature" (205.1b).
	Replace bool
	// CreatureTypesReplace marks an effect making the object a "[creature
	// type or types] artifact creature" and saying neither "in addition
	// to its other types" nor "still a TYPE": where the rules have it
	// (Rules.ArtifactCreatureSetsCreatureTypes), the creature types among
	// Subtypes replace those the object had, its other types and
	// subtypes kept (205.1b of 2026).
	CreatureTypesReplace bool
	// SetsSubtypes makes Subtypes replace the object's subtypes of the
	// same kind, its card types kept: an effect that names subtypes and
	// no card type, without "in addition to its other types" ("becomes a
	// blue Frog", 205.1a of 2026). Creature types replace its creature
	// types, land types its land types (losing the land's rules text,
	// 305.7); others are added.
	SetsSubtypes bool
}

// opBecome starts an effect whose parts apply in different layers, each
// in its own, all to the same objects: those the instruction names, or
// the permanents its filter matches as it resolves (418.3b, 418.5b).
func opBecome(g *Game, r *resolution, ins Instruction) error {
	b := ins.Becomes
	ids := r.objectsOf(ins)
	if ins.Object.Kind == RefNone && ins.Filter.Text != "" {
		for _, id := range g.inPlay {
			if g.matches(&ins.Filter, g.view(id), r.controller, r) {
				ids = append(ids, id)
			}
		}
	}
	if len(ids) == 0 {
		return nil
	}
	colors := b.Colors
	var parts []ContinuousEffect
	var layers []string
	setCreatureTypes := b.CreatureTypesReplace && g.rules.ArtifactCreatureSetsCreatureTypes
	if len(b.Types) > 0 || len(b.Subtypes) > 0 || len(b.RemoveTypes) > 0 {
		part := ContinuousEffect{Layer: LayerType, AddTypes: b.Types, AddSubtypes: b.Subtypes, RemoveTypes: b.RemoveTypes, TypesSet: b.Replace}
		switch {
		case setCreatureTypes:
			part.AddSubtypes = slices.DeleteFunc(slices.Clone(b.Subtypes), isCreatureType)
			part.SetCreatureTypes = slices.DeleteFunc(slices.Clone(b.Subtypes), func(s string) bool { return !isCreatureType(s) })
		case b.SetsSubtypes:
			part.AddSubtypes = nil
			for _, t := range b.Subtypes {
				switch {
				case landTypes[t]:
					part.SetLandTypes = append(part.SetLandTypes, t)
				case isCreatureType(t):
					part.SetCreatureTypes = append(part.SetCreatureTypes, t)
				default:
					part.AddSubtypes = append(part.AddSubtypes, t)
				}
			}
		}
		parts = append(parts, part)
		layers = append(layers, "the types in the type-changing layer")
	}
	if colors != 0 {
		parts = append(parts, ContinuousEffect{Layer: LayerOther, SetsColors: true, Colors: colors})
		layers = append(layers, "the color ("+colors.String()+") in the color-changing layer")
	}
	if b.SetsPT {
		power, toughness := b.Power, b.Toughness
		if b.Amount != nil {
			power = r.value(*b.Amount)
			toughness = power
		}
		parts = append(parts, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, Power: power, Toughness: toughness})
		layers = append(layers, fmt.Sprintf("the power and toughness %d/%d where they are set", power, toughness))
	}
	if b.CountPT != nil {
		parts = append(parts, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, count: b.CountPT, Source: r.source.id})
		layers = append(layers, fmt.Sprintf("power and toughness each equal to the number of %s where they are set, counted whenever they are needed", b.CountPT))
	}
	if b.PowerDelta != 0 || b.ToughnessDelta != 0 {
		parts = append(parts, ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: b.PowerDelta, ToughnessDelta: b.ToughnessDelta})
		layers = append(layers, fmt.Sprintf("%+d/%+d where power and toughness are modified", b.PowerDelta, b.ToughnessDelta))
	}
	first := parts[0]
	first.Duration, first.Text = ins.Duration, ins.Text
	g.addEffect(r, ids, first)
	added := g.effects[len(g.effects)-1]
	for _, part := range parts[1:] {
		part.Objects, part.Timestamp, part.Controller, part.Duration, part.Text = added.Objects, added.Timestamp, added.Controller, ins.Duration, ins.Text
		g.effects = append(g.effects, &part)
	}
	g.effectsChanged()
	if len(parts) > 1 {
		g.record("418.5b", "one effect with parts in different layers: %s, each part applied in its own layer to the same objects, whatever they are by then", strings.Join(layers, ", "))
	}
	for _, id := range ids {
		v := g.view(id)
		if len(v.chars().Types) == 0 {
			continue
		}
		pt := ""
		if v.chars().HasType("creature") {
			pt = fmt.Sprintf("%d/%d, ", v.chars().Power, v.chars().Toughness)
		}
		g.record("418.5b", "%s is now %s%s %s (%s)", g.name(id), pt, articleFor(v.chars().Types[0]), strings.Join(v.chars().Types, " "), describeLayered(v))
		switch {
		case b.Replace:
			g.record("212.1b", "the effect sets %s's card types: the new ones replace those it had, and of its subtypes only those of a card type it still has stay: it is only %s", g.name(id), strings.Join(v.chars().Types, " "))
		case setCreatureTypes:
			g.record("212.1c", "the effect makes %s a %s artifact creature: it keeps its prior card types and its subtypes other than creature types, and its creature types are replaced: it is %s %s", g.name(id), strings.Join(b.Subtypes, " "), strings.Join(v.chars().Types, " "), strings.Join(v.chars().Subtypes, " "))
		case len(b.Types) > 0:
			g.record("212.1c", "the effect keeps %s's prior card types and subtypes (it says so, or makes it an artifact creature): it is %s", g.name(id), strings.Join(v.chars().Types, " "))
		case b.SetsSubtypes:
			g.record("212.1b", "the effect sets %s's subtypes and no card type: the new subtypes replace those of the same kind it had, its card types staying: it is a %s %s", g.name(id), strings.Join(v.chars().Subtypes, " "), strings.Join(v.chars().Types, " "))
		}
		switch {
		case b.SetsPT && v.chars().HasType("creature"):
			set := setPart(g.effects, added)
			g.noteSetPT(id, set, set.Power, set.Toughness)
		case b.SetsPT || b.CountPT != nil:
			g.noteSetOverridesEarlier(id, added)
		}
	}
	return nil
}

// noteStillAffected records, for an object a triggered ability's effect
// names untargeted from its trigger event ("that creature"), each card
// type it had then and has lost since: the effect still affects it
// (608.2k).
func (g *Game) noteStillAffected(then *view) {
	now := g.view(then.id)
	if now == nil {
		return
	}
	for _, t := range then.chars().Types {
		if !now.chars().HasType(t) {
			g.record("608.2k", "%s is no longer a %s, but the ability names it, untargeted, from its trigger event: it still affects it", now.name(), t)
		}
	}
}

// setPart is the part of the multi-layer effect begun with first that
// sets power and toughness (7b): first itself when it is that part.
func setPart(effects []*ContinuousEffect, first *ContinuousEffect) *ContinuousEffect {
	for _, e := range effects {
		if e.Timestamp == first.Timestamp && e.Layer == LayerPowerToughnessSet && e.SetsPT && slices.Equal(e.Objects, first.Objects) {
			return e
		}
	}
	return first
}
