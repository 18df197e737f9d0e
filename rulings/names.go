package rulings

// Effects that set a name (612.8): "... named Legitimate Businessperson".
// Such an effect is a text-changing effect of layer 3 (613.1c of 2026), as
// is a name sticker (612.9). To find the name of an object with name
// stickers, its copiable name is taken and each sticker's word and each
// other text-changing effect applied in timestamp order (123.6c): an
// effect that sets the name, later than a sticker, leaves no room for
// the sticker's word, while a sticker placed after it adds its word to
// the name it set.

// nameOrTypesEffects turns a SetName or SetTypes static ability into its
// continuous effects, base holding what they share: the name in layer 3,
// the card types and subtypes in layer 4, and the base power and
// toughness it may set in 7b, each with the ability's timestamp.
func nameOrTypesEffects(base ContinuousEffect, s *Static) []*ContinuousEffect {
	e := base
	if s.Kind == SetName {
		e.Layer, e.SetName = LayerText, s.Name
		return []*ContinuousEffect{&e}
	}
	e.Layer, e.TypesSet, e.AddTypes, e.AddSubtypes = LayerType, true, s.Types, s.Subtypes
	out := []*ContinuousEffect{&e}
	if s.SetsPT {
		p := base
		p.Layer, p.SetsPT, p.Power, p.Toughness, p.continued = LayerPowerToughnessSet, true, s.Power, s.Toughness, true
		out = append(out, &p)
	}
	return out
}

// noteNameSet records, as the effect e setting a name begins to apply to
// permanent id, that it replaces the name (612.8) and, for each name
// sticker on the permanent with an earlier timestamp, that the sticker's
// word is no longer part of it (123.6c).
func (g *Game) noteNameSet(e *ContinuousEffect, id ObjectID) {
	o := g.objects[id]
	if o == nil || e.SetName == "" {
		return
	}
	g.recordLater("612.8", "%q sets the name of %s: it loses any names it had and has only the name %s", e.Text, g.viewThrough(id, LayerCopy).name(), e.SetName)
	for _, s := range o.NameStickers {
		if s.Timestamp >= e.Timestamp {
			continue
		}
		g.record("123.6c", "the name of %s is its copiable name with its name sticker's word %q and the text-changing effect %q applied in timestamp order: the effect, later, sets the name, so the word on the name sticker isn't part of the name: %s", o.Card.Name, s.Word, e.Text, g.name(id))
	}
}

// noteEntryNameEffects records, under the 2026 rules, the layer of each
// effect of the static abilities of permanent id, an Aura just entered
// attached, that sets a name, and what it does to the name stickers of
// the permanent it applies to (613.1c, 612.8, 123.6c).
func (g *Game) noteEntryNameEffects(id ObjectID) {
	if g.rules.Edition != Edition2026 {
		return
	}
	for _, other := range g.inPlay {
		l := g.layersOf(other)
		if l == nil {
			continue
		}
		for _, e := range l.applied {
			if e.Source == id && e.SetName != "" {
				g.noteLayer(e, []string{g.name(other)})
				g.noteNameSet(e, other)
			}
		}
	}
}
