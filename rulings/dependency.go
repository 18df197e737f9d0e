package rulings

import (
	"fmt"
	"slices"
)

// Dependency (418.5c-d of 2006; 613.8 of 2026). Within a layer, an effect
// depends on another if applying the other would change its existence,
// what it applies to or what it does: it waits until just after every
// effect it depends on has been applied, whatever the timestamps, and
// effects that depend on each other in a loop apply in timestamp order.
// After each effect is applied, the order of the rest is worked out again
// (613.8c). The engine finds two kinds of dependency among the effects of
// the type-changing layer and the next (abilities and colors): an effect
// that would remove the ability generating another (Blood Moon making
// Urborg a Mountain), and an effect that would change which permanents
// another's filter matches (Blood Moon making a Forest a Mountain for
// "All Forests are 1/1 creatures"). An effect of a static ability whose
// source has lost the ability by the time it would apply doesn't exist,
// and applies to nothing.

// orderByDependency reorders effects, sorted by layer and timestamp, by
// dependency within the type-changing layer and the next, and returns the
// effects that no longer exist; changed is false when nothing differs.
func (g *Game) orderByDependency(effects []*ContinuousEffect) (out []*ContinuousEffect, gone map[*ContinuousEffect]bool, changed bool) {
	out = effects
	for start := 0; start < len(out); {
		layer := g.sublayer(out[start])
		end := start + 1
		for end < len(out) && g.sublayer(out[end]) == layer {
			end++
		}
		if (layer == LayerType || layer == LayerOther) && dependencyMayMatter(out[:end], out[start:end]) {
			states := g.statesThrough(out[:start], gone)
			ordered, lost := g.orderLayer(out[start:end], states)
			if len(lost) > 0 || !slices.Equal(ordered, out[start:end]) {
				if !changed {
					out, changed = slices.Clone(out), true
				}
				copy(out[start:end], ordered)
				for e := range lost {
					if gone == nil {
						gone = map[*ContinuousEffect]bool{}
					}
					gone[e] = true
				}
			}
		}
		start = end
	}
	return out, gone, changed
}

// dependencyMayMatter reports whether the effects of one layer, layer,
// the last of upTo, could depend on one another or lose their abilities:
// only effects of static abilities can, and only with another effect in
// the layer or an effect before that removes abilities.
func dependencyMayMatter(upTo, layer []*ContinuousEffect) bool {
	if !slices.ContainsFunc(layer, func(e *ContinuousEffect) bool { return e.ability != nil }) {
		return false
	}
	if len(layer) > 1 {
		return true
	}
	return slices.ContainsFunc(upTo, func(e *ContinuousEffect) bool {
		return e.LoseAbilities || e.SetLandTypes != nil || e.copyOf != nil
	})
}

// statesThrough is how each permanent looks once effects are applied.
func (g *Game) statesThrough(effects []*ContinuousEffect, gone map[*ContinuousEffect]bool) map[ObjectID]*view {
	out := make(map[ObjectID]*view, len(g.inPlay))
	for _, id := range g.inPlay {
		v := &view{}
		o, _ := g.unaffectedView(id, v)
		if o == nil {
			continue
		}
		g.applyEffectList(o, v, effects, gone, LayerSwitch, nil)
		out[id] = v
	}
	return out
}

// orderLayer orders the effects of one layer by dependency, applying each
// to states as it goes, and returns those of static abilities whose
// sources had lost them.
func (g *Game) orderLayer(layer []*ContinuousEffect, states map[ObjectID]*view) (ordered []*ContinuousEffect, lost map[*ContinuousEffect]bool) {
	remaining := slices.Clone(layer)
	for len(remaining) > 0 {
		pick := -1
		for i, e := range remaining {
			if _, _, depends := g.dependsOnAny(e, remaining, states); !depends {
				pick = i
				break
			}
		}
		loop := pick < 0
		if loop {
			// Effects that all depend on one another: the rule is
			// ignored and they apply in timestamp order (418.5d).
			pick = 0
		}
		for _, w := range remaining[:pick] {
			if on, why, ok := g.dependsOnAny(w, remaining, states); ok {
				g.noteDependency(w, on, why)
			}
		}
		e := remaining[pick]
		if !loop {
			// An effect with a later timestamp may depend on this one
			// too: it would have applied after it anyway, but the
			// dependency may take away its existence (613.8a of 2026).
			for _, w := range remaining[pick+1:] {
				if why, ok := g.dependsOn(w, e, states); ok {
					g.noteDependency(w, e, why)
				}
			}
		}
		remaining = slices.Delete(remaining, pick, pick+1)
		ordered = append(ordered, e)
		if !loop && g.lostItsAbility(e, states) {
			if lost == nil {
				lost = map[*ContinuousEffect]bool{}
			}
			lost[e] = true
			g.noteLostEffect(e)
			continue
		}
		for id, v := range states {
			if o := g.objects[id]; o != nil && g.appliesInLayers(e, o, v) {
				states[id] = withEffect(e, v)
			}
		}
	}
	return ordered, lost
}

// dependsOnAny reports whether e depends on another of the effects, which
// one, and why.
func (g *Game) dependsOnAny(e *ContinuousEffect, effects []*ContinuousEffect, states map[ObjectID]*view) (*ContinuousEffect, string, bool) {
	for _, x := range effects {
		if x == e {
			continue
		}
		if why, ok := g.dependsOn(e, x, states); ok {
			return x, why, true
		}
	}
	return nil, "", false
}

// dependsOn reports whether effect b depends on effect a of the same
// layer, the permanents looking as states say, and why.
func (g *Game) dependsOn(b, a *ContinuousEffect, states map[ObjectID]*view) (string, bool) {
	if b.ability != nil && !b.continued && b.granted == nil && b.holder == 0 {
		if src := states[b.Source]; src != nil && hasAbilityIn(src, b.ability) && g.appliesInLayers(a, g.objects[b.Source], src) && !hasAbilityIn(withEffect(a, src), b.ability) {
			return "whether it exists: it would remove the ability of " + src.name() + " that generates it", true
		}
	}
	if b.Objects != nil || b.Filter == nil {
		return "", false
	}
	for _, id := range g.inPlay {
		v, o := states[id], g.objects[id]
		if v == nil || o == nil || !g.appliesInLayers(a, o, v) {
			continue
		}
		if g.appliesInLayers(b, o, v) != g.appliesInLayers(b, o, withEffect(a, v)) {
			return "what it applies to: " + v.name(), true
		}
	}
	return "", false
}

// appliesInLayers reports whether effect e applies to permanent o, looking
// as v, as the layers apply it.
func (g *Game) appliesInLayers(e *ContinuousEffect, o *Object, v *view) bool {
	if o == nil || e.continued || !g.effectApplies(e, o, v) {
		return false
	}
	return e.granted == nil || g.stillGranted(o, e)
}

// withEffect is v with effect e applied.
func withEffect(e *ContinuousEffect, v *view) *view {
	c := *v
	c.faces = slices.Clone(v.faces)
	c.sharedFaces = false
	for i := range c.faces {
		e.apply(&c.faces[i])
	}
	return &c
}

// hasAbilityIn reports whether v has the ability a itself, not another
// with the same text.
func hasAbilityIn(v *view, a *Ability) bool {
	for i := range v.faces {
		if slices.Contains(v.faces[i].Abilities, a) {
			return true
		}
	}
	return false
}

// lostItsAbility reports whether e, the effect of a static ability, comes
// from a permanent that no longer has that ability once the effects before
// it are applied.
func (g *Game) lostItsAbility(e *ContinuousEffect, states map[ObjectID]*view) bool {
	if e.ability == nil || e.continued || e.granted != nil || e.holder != 0 || e.copyOf != nil {
		return false
	}
	src := states[e.Source]
	return src != nil && !hasAbilityIn(src, e.ability)
}

// noteDependency records, once, that effect w waits for effect on.
func (g *Game) noteDependency(w, on *ContinuousEffect, why string) {
	key := fmt.Sprintf("%p>%p", w.ability, on.ability)
	if w.ability == nil || on.ability == nil || !g.noteOnce(key) {
		return
	}
	g.record("418.5c", "%s's effect %q depends on %s's effect %q, applied in the same layer: applying it would change %s", g.objectName(w.Source), w.Text, g.objectName(on.Source), on.Text, why)
	if on.SetLandTypes != nil && w.Source != on.Source && slices.Contains(g.inPlay, w.Source) && g.view(w.Source).chars().HasType("land") {
		g.record("212.6e", "%s's effect sets the land types of %s, a land it applies to: %s loses the abilities generated from its rules text and gains only the mana abilities of its new land types", g.objectName(on.Source), g.objectName(w.Source), g.objectName(w.Source))
	}
	if w.Timestamp < on.Timestamp {
		g.record("418.5d", "%s's effect waits until just after %s's has been applied, though its timestamp is earlier", g.objectName(w.Source), g.objectName(on.Source))
	} else {
		g.record("418.5d", "%s's effect waits until just after %s's has been applied, as its later timestamp would have it anyway", g.objectName(w.Source), g.objectName(on.Source))
	}
	g.noteOnce(fmt.Sprintf("%p depends", w.ability))
	g.noteDependencySystem()
}

// noteLostEffect records, once, that the effect of a static ability its
// source no longer has doesn't exist.
func (g *Game) noteLostEffect(e *ContinuousEffect) {
	if !g.noteOnce(fmt.Sprintf("%p lost", e.ability)) {
		return
	}
	g.record("418.5c", "%s no longer has the ability %q once the effects it depends on are applied: its effect doesn't exist, and applies to nothing", g.objectName(e.Source), e.Text)
	if g.noteOnce(fmt.Sprintf("%p depends", e.ability)) {
		// Said once with the dependency itself (noteDependency).
		g.noteDependencySystem()
	}
}

// noteOnce reports whether key hasn't been noted before, and notes it.
func (g *Game) noteOnce(key string) bool {
	if g.noted[key] {
		return false
	}
	if g.noted == nil {
		g.noted = map[string]bool{}
	}
	g.noted[key] = true
	return true
}
