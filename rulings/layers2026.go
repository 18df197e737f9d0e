package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// The layer system of the rules from 2009 (613 of 2026) orders colors
// (layer 5) and abilities (layer 6) as the 2006 rules did (418.5a), and
// ends with sublayer 7d: effects that switch a creature's power and
// toughness, applied after every effect that sets or modifies them
// (418.5i of 2006, 613.4d of 2026).

// LayerSwitch is the last sublayer: switching power and toughness.
const LayerSwitch Layer = 64

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

// Static abilities of the layers beyond those of ability.go.
const (
	// SetColor is "enchanted creature is white": the objects matching
	// Filter are Colors (layer 5).
	SetColor StaticKind = 100 + iota
	// GrantKeyword is "enchanted creature has flying": the objects matching
	// Filter have Ability (layer 6).
	GrantKeyword
	// LoseKeyword is "enchanted creature loses flying": the objects
	// matching Filter lose every instance of Ability's keyword (layer 6).
	LoseKeyword
)

// layeredStatic turns a static ability of the kinds above into its
// continuous effect, with the timestamp of base (418.5f).
func layeredStatic(base ContinuousEffect, s *Static) []*ContinuousEffect {
	e := base
	switch s.Kind {
	case SetColor:
		e.Layer, e.SetsColors, e.Colors = LayerOther, true, s.Colors
	case GrantKeyword:
		e.Layer, e.AddAbilities = LayerOther, []*Ability{s.Ability}
	case LoseKeyword:
		e.Layer, e.RemoveKeyword = LayerOther, s.Ability.Keyword
	default:
		return nil
	}
	return []*ContinuousEffect{&e}
}

// layerOperation returns the instructions of the layer system.
func layerOperation(op string) (operation, bool) {
	switch op {
	case "switch-pt":
		return opSwitchPT, true
	case "become":
		return opBecome, true
	}
	return replacementOperation(op)
}

// opSwitchPT switches the power and toughness of its objects until end of
// turn: applied in the last sublayer, after every other power and
// toughness effect, whatever their timestamps (418.5i).
func opSwitchPT(g *Game, r *resolution, ins Instruction) error {
	ids := r.objectsOf(ins)
	g.addEffect(r, ids, ContinuousEffect{Layer: LayerSwitch, SwitchesPT: true, Duration: ins.Duration, Text: ins.Text})
	for _, id := range ids {
		p, t := g.PowerToughness(id)
		g.record("418.5i", "%s's power and toughness are switched after every effect that sets or modifies them: it is %d/%d", g.name(id), p, t)
	}
	return nil
}

// noteSwitched records, for each of ids a power or toughness effect has
// just changed, that a switch already applying to it still applies last:
// the new effect changes the values before they are switched (418.5i).
func (g *Game) noteSwitched(ids []ObjectID, e *ContinuousEffect) {
	if e.Layer < LayerPowerToughnessSet || e.Layer >= LayerSwitch {
		return
	}
	for _, id := range ids {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		switches := 0
		v := g.baseView(o)
		g.applyLayersExcept(o, v, LayerStaticModify, 0, nil)
		for _, s := range g.continuousEffects() {
			if s.SwitchesPT && g.effectApplies(s, o, v) {
				switches++
			}
		}
		if switches == 0 {
			continue
		}
		p, t := g.PowerToughness(id)
		g.record("418.5i", "%s's power and toughness before switching would be %d/%d; switched %s, it is %d/%d", g.name(id), v.chars().Power, v.chars().Toughness, times(switches), p, t)
	}
}

// times says "once" or "3 times".
func times(n int) string {
	if n == 1 {
		return "once"
	}
	if n == 2 {
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
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

// layersOf applies the continuous effects to permanent id, leaving out
// those whose source is without (none when 0).
func (g *Game) layersOf(id, without ObjectID) *layered {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay || o.FaceDown || o.Combat != nil || o.Ability != nil {
		return nil
	}
	l := &layered{view: g.baseView(o)}
	g.applyLayersExcept(o, l.view, LayerSwitch, without, func(e *ContinuousEffect) { l.applied = append(l.applied, e) })
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

// noteLayersOnEntry records how the static abilities of permanent src,
// which has just come into play, change the other permanents: an effect
// overriding one with an earlier timestamp in the same layer, and an
// effect whose result decides whether another effect applies (418.5h).
func (g *Game) noteLayersOnEntry(src ObjectID) {
	for _, id := range slices.Clone(g.inPlay) {
		if id == src {
			continue
		}
		before, after := g.layersOf(id, src), g.layersOf(id, 0)
		if before == nil || after == nil {
			continue
		}
		g.noteOverrides(id, src, after)
		g.noteStaticsChanged("418.5h", id, src, before, after, fmt.Sprintf("with %s in play, %s is %s", g.name(src), g.name(id), describeLayered(after.view)))
	}
}

// noteOverrides records each effect of src applied to id after an effect
// of another source in the same layer that it undoes: applied in timestamp
// order, the later one wins (418.5h).
func (g *Game) noteOverrides(id, src ObjectID, l *layered) {
	for i, late := range l.applied {
		if late.Source != src {
			continue
		}
		for _, early := range l.applied[:i] {
			if early.Source == src || early.Layer != late.Layer || !overrides(late, early) {
				continue
			}
			g.record("418.5h", "%s's effect (%q) and %s's (%q) both apply to %s in the same layer; neither depends on the other, so they apply in timestamp order and the later, %s's, wins: %s", g.name(src), late.Text, g.objectName(early.Source), early.Text, g.name(id), g.name(src), describeLayered(l.view))
		}
	}
}

// overrides reports whether late undoes what early does.
func overrides(late, early *ContinuousEffect) bool {
	if late.RemoveKeyword != "" && slices.ContainsFunc(early.AddAbilities, func(a *Ability) bool { return a.Keyword == late.RemoveKeyword }) {
		return true
	}
	if early.RemoveKeyword != "" && slices.ContainsFunc(late.AddAbilities, func(a *Ability) bool { return a.Keyword == early.RemoveKeyword }) {
		return true
	}
	return late.SetsColors && early.SetsColors && late.Colors != early.Colors
}

// noteStaticsChanged records each static ability's effect that began or
// stopped applying to id between before and after: a static effect isn't
// locked in, it applies at any moment to whatever its text indicates
// (418.4a), so an effect that changes a permanent's color can decide
// whether another applies (418.5h).
func (g *Game) noteStaticsChanged(rule string, id, except ObjectID, before, after *layered, why string) {
	reason := map[string]string{"418.4a": "isn't locked in and", "418.5h": "depends on the result of that effect, so it"}
	was, now := before.staticsApplied(), after.staticsApplied()
	has := func(list []*ContinuousEffect, e *ContinuousEffect) bool {
		return slices.ContainsFunc(list, func(x *ContinuousEffect) bool { return x.ability == e.ability && x.Source == e.Source })
	}
	bp, bt := before.view.chars().Power, before.view.chars().Toughness
	ap, at := after.view.chars().Power, after.view.chars().Toughness
	for _, e := range now {
		if !has(was, e) && e.Source != except {
			g.record(rule, "%s: %s's static effect %q %s now applies to %s (%d/%d, not %d/%d)", why, g.objectName(e.Source), e.Text, reason[rule], g.name(id), ap, at, bp, bt)
		}
	}
	for _, e := range was {
		if !has(now, e) && e.Source != except {
			g.record(rule, "%s: %s's static effect %q %s no longer applies to %s (%d/%d, not %d/%d)", why, g.objectName(e.Source), e.Text, reason[rule], g.name(id), ap, at, bp, bt)
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
		out[i] = g.layersOf(id, 0)
	}
	return out
}

// noteStaticsAfter records the static effects that began or stopped
// applying to each of ids once the effect e of a resolving spell or
// ability began (418.4a).
func (g *Game) noteStaticsAfter(ids []ObjectID, before []*layered, e *ContinuousEffect) {
	for i, id := range ids {
		after := g.layersOf(id, 0)
		if before[i] == nil || after == nil {
			continue
		}
		g.noteStaticsChanged("418.4a", id, 0, before[i], after, g.name(id)+" "+e.Text)
	}
}

// Becoming is one effect of a resolving spell or ability with parts in
// several layers: types added (layer 4), a color (layer 5), power and
// toughness set (7b) or modified (7c).
type Becoming struct {
	Types            []string
	Colors           ColorSet
	ChooseColor      bool
	SetsPT           bool
	Power, Toughness int
	PowerDelta       int
	ToughnessDelta   int
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
	if b.ChooseColor {
		names := []string{"white", "blue", "black", "red", "green"}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "413.2c", About: "the color of " + g.playerName(r.controller) + "'s choice", Options: names})
		if err != nil {
			return err
		}
		c, _ := ParseColor(answer)
		colors = ColorSet(0).With(c)
	}
	var parts []ContinuousEffect
	var layers []string
	if len(b.Types) > 0 {
		parts = append(parts, ContinuousEffect{Layer: LayerType, AddTypes: b.Types})
		layers = append(layers, "the types in the type-changing layer")
	}
	if colors != 0 {
		parts = append(parts, ContinuousEffect{Layer: LayerOther, SetsColors: true, Colors: colors})
		layers = append(layers, "the color ("+colors.String()+") in the color-changing layer")
	}
	if b.SetsPT {
		parts = append(parts, ContinuousEffect{Layer: LayerPowerToughnessSet, SetsPT: true, Power: b.Power, Toughness: b.Toughness})
		layers = append(layers, fmt.Sprintf("the power and toughness %d/%d where they are set", b.Power, b.Toughness))
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
		part.Objects, part.Timestamp, part.Controller, part.Duration, part.Text, part.continued = added.Objects, added.Timestamp, added.Controller, ins.Duration, ins.Text, true
		g.effects = append(g.effects, &part)
	}
	g.effectsChanged()
	if len(parts) > 1 {
		g.record("418.5b", "one effect with parts in different layers: %s, each part applied in its own layer to the same objects, whatever they are by then", strings.Join(layers, ", "))
	}
	for _, id := range ids {
		v := g.view(id)
		g.record("418.5b", "%s is now a %d/%d %s (%s)", g.name(id), v.chars().Power, v.chars().Toughness, strings.Join(v.chars().Types, " "), describeLayered(v))
	}
	return nil
}
