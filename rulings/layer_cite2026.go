package rulings

import (
	"slices"
	"strings"
)

// The 2026 rules number each layer (613.1a-g) and each sublayer of power
// and toughness (613.4b-d). The trace names the one an effect applies in
// once, as the effect begins to apply, not at each recomputation of the
// characteristics it changes.

// layerRule2026 is the 2026 rule of the layer or sublayer effect e
// applies in, with the layer's name; ok is false for an effect whose
// layer the trace names elsewhere (control, 613.1b) or that has no rule of
// its own here (characteristic-defining abilities, 613.4a).
func layerRule2026(e *ContinuousEffect) (rule, layer string, ok bool) {
	switch {
	case e.until != nil:
		return "", "", false
	case e.copyOf != nil:
		return "613.1a", "layer 1, copy effects", true
	case e.Layer == LayerControl:
		return "", "", false
	case e.Layer == LayerText:
		return "613.1c", "layer 3, text-changing effects", true
	case e.Layer == LayerType && len(e.AddTypes)+len(e.AddSubtypes)+len(e.RemoveTypes)+len(e.SetLandTypes)+len(e.AddLandTypes)+len(e.SetCreatureTypes) > 0:
		return "613.1d", "layer 4, type-changing effects", true
	case e.Layer == LayerType:
		// The layer-4 part of an effect that changes no type.
		return "", "", false
	case e.Layer == LayerOther && e.SetsColors:
		return "613.1e", "layer 5, color-changing effects", true
	case e.Layer == LayerOther:
		return "613.1f", "layer 6, ability-adding and ability-removing effects", true
	case e.Layer == LayerPowerToughnessSet && e.SetsPT:
		if e.ability != nil && e.Timestamp == 0 {
			// A characteristic-defining ability (613.4a, multilayer.go).
			return "", "", false
		}
		return "613.4b", "layer 7b, effects that set power and toughness to specific values", true
	case e.Layer == LayerPowerToughnessSet || e.Layer == LayerStaticModify:
		return "613.4c", "layer 7c, effects and counters that modify power and toughness without setting them", true
	case e.Layer == LayerSwitch:
		return "613.4d", "layer 7d, effects that switch power and toughness", true
	}
	return "", "", false
}

// noteLayer records, under the 2026 rules, the layer in which effect e,
// beginning now, applies to the objects named.
func (g *Game) noteLayer(e *ContinuousEffect, names []string) {
	rule, layer, ok := layerRule2026(e)
	if !ok {
		return
	}
	g.recordLater(rule, "%q applies to %s in %s", e.Text, strings.Join(names, " and "), layer)
	if rule == "613.4c" {
		g.notePTFromPrinted(e, names)
	}
	g.noteNontokenCharacteristics(e)
	if rule == "613.4b" {
		// Setting power and toughness to specific values is setting the
		// base ones, which later sublayers modify (208.4a).
		g.recordLater("208.4a", "%q sets the power and toughness of %s to specific values, its base power and toughness: other continuous effects may further modify them", e.Text, strings.Join(names, " and "))
	}
}

// layerApplied is one effect and the names of the permanents it applies
// to, for one layer step.
type layerApplied struct {
	e     *ContinuousEffect
	names []string
}

// addLayerApplied adds permanent name to the step of effect e in list.
func addLayerApplied(list []layerApplied, e *ContinuousEffect, name string) []layerApplied {
	i := slices.IndexFunc(list, func(a layerApplied) bool {
		return a.e.ability == e.ability && a.e.Source == e.Source && a.e.Text == e.Text && a.e.Layer == e.Layer && a.e.SetsPT == e.SetsPT && a.e.SetsColors == e.SetsColors
	})
	if i < 0 {
		list = append(list, layerApplied{e: e})
		i = len(list) - 1
	}
	if !slices.Contains(list[i].names, name) {
		list[i].names = append(list[i].names, name)
	}
	return list
}

// noteEntryStaticLayers records, under the 2026 rules, the layer each
// continuous effect of the static abilities of permanent id, just entered,
// applies in, naming the permanents it applies to: its effects begin to
// apply as it enters (611.3c), and only an effect that applies to some
// permanent is noted. Where one of them sets power and toughness (7b),
// each effect of another source still modifying them is noted as applied
// after it, in 7c, whatever the timestamps (613.4c).
func (g *Game) noteEntryStaticLayers(id ObjectID) {
	if g.rules.Edition != Edition2026 || g.objects[id] == nil {
		return
	}
	var own, after []layerApplied
	for _, other := range g.inPlay {
		l := g.layersOf(other)
		if l == nil {
			continue
		}
		set := false
		for _, e := range l.applied {
			if e.Source != id || e.ability == nil {
				continue
			}
			rule, _, ok := layerRule2026(e)
			if !ok {
				continue
			}
			set = set || rule == "613.4b"
			own = addLayerApplied(own, e, g.name(other))
			g.noteNameSet(e, other)
		}
		if !set {
			continue
		}
		for _, e := range l.applied {
			if rule, _, ok := layerRule2026(e); ok && rule == "613.4c" && e.Source != id {
				after = addLayerApplied(after, e, g.name(other))
			}
		}
	}
	if len(own) > 0 {
		g.recordLater("613.7d", "%s received a timestamp as it entered the battlefield: its static abilities' effects apply with it, after those of earlier timestamps in the same layer", g.name(id))
	}
	for _, a := range own {
		g.noteLayer(a.e, a.names)
	}
	for _, a := range after {
		g.recordLater("613.4c", "%s's %q still applies to %s in layer 7c, after %s sets power and toughness in 7b, whatever their timestamps", g.objectName(a.e.Source), a.e.Text, strings.Join(a.names, " and "), g.name(id))
	}
}

// noteDefiningFirst records, under the 2026 rules, that effect e, a
// color-changing effect (layer 5) beginning to apply to ids, applies after
// the devoid of an object among them: devoid defines the object's color,
// and within layers 2-6 characteristic-defining abilities apply first,
// whatever the timestamps (613.3). The engine applies devoid to the
// object's own characteristics before any effect (devoidView).
func (g *Game) noteDefiningFirst(e *ContinuousEffect, ids []ObjectID) {
	rule, layer, ok := layerRule2026(e)
	if !ok || rule != "613.1e" {
		return
	}
	for _, id := range ids {
		if o := g.objects[id]; o == nil || !hasKeyword(&copiableValues(o)[0], devoidName) {
			continue
		}
		g.recordLater("613.3", "%s's devoid, a characteristic-defining ability, applies first in %s; %q applies after it", g.name(id), layer, e.Text)
		g.noteDevoidDefines(g.name(id))
	}
}
