package rulings

import (
	"slices"
	"sort"
)

// Layer orders continuous effects (418.5a): type-changing effects, then
// other effects (color, abilities), then power and toughness in sublayers.
type Layer int

// The layers the engine applies, in order.
const (
	// LayerControl is layer 2: control-changing effects (control.go).
	LayerControl Layer = 2
	// LayerText is layer 3: text-changing effects, among them those that
	// set a name and name stickers (612.8-9, 613.1c of 2026; names.go).
	LayerText  Layer = 3
	LayerType  Layer = 4
	LayerOther Layer = 5
	// LayerPowerToughnessSet is sublayer 6b: effects that set or modify
	// power and toughness, other than counters and static modifiers.
	LayerPowerToughnessSet Layer = 61
	// LayerCounters is sublayer 6c: changes from counters.
	LayerCounters Layer = 62
	// LayerStaticModify is sublayer 6d: static abilities that modify power
	// and toughness without setting them.
	LayerStaticModify Layer = 63
	// LayerSwitch is sublayer 6e: effects that switch power and
	// toughness, after every other (418.5i, switch.go).
	LayerSwitch Layer = 64
)

// ContinuousEffect modifies characteristics of objects (418.1). Effects
// from resolved spells affect a set of objects locked in as they begin
// (418.3b); effects from static abilities apply to whatever their filter
// matches at any moment (418.4a).
type ContinuousEffect struct {
	Layer      Layer
	Timestamp  int
	Source     ObjectID
	Controller PlayerID
	// Objects is the locked-in set of affected objects, or nil when Filter
	// decides.
	Objects        []ObjectID
	Filter         *Filter
	AddTypes       []string
	SetsPT         bool
	Power          int
	Toughness      int
	PowerDelta     int
	ToughnessDelta int
	SetsColors     bool
	Colors         ColorSet
	LoseAbilities  bool
	AddAbilities   []*Ability
	Duration       Duration
	Text           string
	// Switches switches power and toughness (418.5i).
	Switches bool
	// RemoveKeyword removes every instance of a keyword (407.3).
	RemoveKeyword string
	// AddSubtypes are subtypes added along with AddTypes (layer 4);
	// effects changing types belong to layer 4 only, as types are read
	// through that layer alone (viewThrough).
	// RemoveTypes are card types taken away ("a noncreature artifact").
	AddSubtypes []string
	RemoveTypes []string
	// SetLandTypes sets a land's land types, AddLandTypes adds to them
	// (layer 4, land_types.go).
	SetLandTypes, AddLandTypes []string
	// SetCreatureTypes, when set, replaces the creature types, the other
	// subtypes staying (layer 4, last_exiled.go).
	SetCreatureTypes []string
	// TypesSet makes AddTypes the object's card types, replacing those it
	// had, its supertypes kept ("is a green Citizen creature", layer 4;
	// names.go): its subtypes of a card type it keeps stay, unless
	// AddSubtypes sets that type's subtypes, and the others go (205.1a
	// of 2026; keptSubtypes).
	TypesSet bool
	// SetName, in layer 3, is the name the effect gives: the object loses
	// any names it had (612.8).
	SetName string
	// copyOf, when set, makes the objects copies of these copiable
	// values (layer 1, entering2026.go). It is the only field that changes
	// supertypes, and only in layer 1: they are read through that layer
	// alone (viewThrough); SetName is the other that changes a name.
	copyOf *Characteristics
	// control, for a control-changing effect lasting "for as long as you
	// control" a permanent, is that permanent (control2026.go).
	control *controlChange
	// until is a card exiled until a permanent leaves play (until2026.go);
	// it applies in no layer.
	until *untilLeaves
	// count, when set, makes power and toughness each the number of
	// objects it matches, counted as the effect applies (cda.go).
	count *Filter
	// countPlus is added to that number ("1 plus the number of ...").
	countPlus int
	// countersOf and counterKind, when set, make power and toughness each
	// the number of such counters on that object (granted_source.go).
	countersOf  ObjectID
	counterKind string
	// ownManaValue makes the power and toughness it sets each the mana
	// value of the object it applies to (PTFromManaValue).
	ownManaValue bool

	// ignores, when set, makes this no effect on characteristics but a
	// player's ignoring a static ability's effect (408.2j): it applies in
	// no layer.
	ignores *ignoredStatic
	// ending is what a player may pay to end the effect (408.2i), nil
	// when nothing can end it early.
	ending *effectEnding

	// ability is the static ability generating the effect, nil for an
	// effect of a resolved spell or ability.
	ability *Ability
	// continued marks the part of a static effect that began to apply in
	// an earlier layer: it goes on applying even if its ability is
	// removed on the way (418.5b).
	continued bool
	// granted is the ability, granted by a static ability, whose own
	// effect this is: it applies only while the object has that ability
	// (407.2, granted.go).
	granted *Ability
	// holder, when set, is the permanent that has the granted static
	// ability generating this effect; the effect applies only while it
	// has it, and follows the holder's own effects of the same timestamp
	// (613.7a of 2026, granted_statics.go).
	holder ObjectID
	// gainedFrom names the object whose abilities an effect gives
	// ("gains all activated abilities of target creature",
	// linked_removed.go).
	gainedFrom string
}

// staticEffects turns the static abilities of permanents in play into
// continuous effects with their source's timestamp (418.5f).
func (g *Game) staticEffects() []*ContinuousEffect {
	var out []*ContinuousEffect
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.FaceDown {
			// A face-down permanent has no text, so its printed static
			// abilities generate nothing (504).
			continue
		}
		for _, face := range underlyingFaces(o) {
			for _, a := range face.Abilities {
				if a.Kind != StaticAbility {
					continue
				}
				s := a.Static
				base := ContinuousEffect{Timestamp: o.Timestamp, Source: id, Controller: o.Controller, Filter: chosenTypeFilter(&s.Filter, o), Text: a.Text, ability: a}
				out = appendStaticEffects(out, base, s, id)
				out = g.appendLivingMetal(out, base, o, a)
				out = g.appendDevotionCondition(out, base, o, a)
				out = g.appendWhileControl(out, base, o, a)
				out = g.appendImpending(out, base, o, a)
				out = g.appendWhileHarnessed(out, base, o, a)
				out = g.appendWhileMaxSpeed(out, base, o, a)
				out = g.appendLastExiled(out, base, o, a)
				out = g.appendGrantedStatics(out, o, a)
			}
		}
	}
	return g.planeStatics(g.conspiracyStatics(out))
}

// hasPartOf reports whether out already holds an effect of the same static
// ability of the same source as base: a part of one effect that began in
// an earlier layer (613.6 of 2026).
func hasPartOf(out []*ContinuousEffect, base ContinuousEffect) bool {
	return base.ability != nil && slices.ContainsFunc(out, func(e *ContinuousEffect) bool {
		return e.ability == base.ability && e.Source == base.Source
	})
}

// appendStaticEffects appends the continuous effects of static ability s
// of permanent id, base holding what they share. A static ability that
// does two things ("gets +10/+10 and loses flying") has an effect for
// each, with the same timestamp.
func appendStaticEffects(out []*ContinuousEffect, base ContinuousEffect, s *Static, id ObjectID) []*ContinuousEffect {
	switch s.Kind {
	case TypeChange:
		// An effect that adds no type has no part in the type-changing
		// layer (613.1d of 2026): Humility's setting of power and
		// toughness begins where its ability's first part does, in the
		// ability-removing layer, and isn't ordered, or found dependent,
		// among the type-changing effects (613.8a applies only to
		// effects of the same layer).
		began := hasPartOf(out, base)
		if len(s.Types) > 0 {
			e := base
			e.Layer, e.AddTypes = LayerType, s.Types
			out = append(out, &e)
			began = true
		}
		if s.SetsPT {
			p := base
			p.Layer, p.SetsPT, p.Power, p.Toughness, p.continued = LayerPowerToughnessSet, true, s.Power, s.Toughness, began
			p.ownManaValue = s.ManaValuePT
			out = append(out, &p)
		}
	case PTFromCounters:
		e := base
		e.Layer, e.SetsPT, e.Timestamp, e.Filter, e.Objects = LayerPowerToughnessSet, true, 0, nil, []ObjectID{id}
		e.countersOf, e.counterKind = s.Of, s.Counter
		out = append(out, &e)
	case PTFromCount:
		e := base
		e.Layer, e.SetsPT, e.Timestamp, e.count, e.countPlus = LayerPowerToughnessSet, true, 0, &s.Filter, s.Power
		e.Filter = nil
		e.Objects = []ObjectID{id}
		out = append(out, &e)
	case PTFromManaValue:
		e := base
		e.Layer, e.SetsPT, e.Timestamp, e.ownManaValue, e.Filter, e.Objects = LayerPowerToughnessSet, true, 0, true, nil, []ObjectID{id}
		out = append(out, &e)
	case SetLandTypes, AddLandTypes:
		e := base
		e.Layer = LayerType
		if s.Kind == SetLandTypes {
			e.SetLandTypes = s.Types
		} else {
			e.AddLandTypes = s.Types
		}
		out = append(out, &e)
	case GrantAbility, LoseKeyword, SetColor:
		out = append(out, abilityStaticEffect(base, s))
		out = append(out, grantedCharacteristic(base, s)...)
	case LoseAllAbilities:
		e := base
		e.Layer, e.LoseAbilities = LayerOther, true
		out = append(out, &e)
	case ModifyPT:
		e := base
		e.Layer, e.PowerDelta, e.ToughnessDelta = LayerStaticModify, s.Power, s.Toughness
		out = append(out, &e)
	case ControlAttached:
		e := base
		e.Layer = LayerControl
		out = append(out, &e)
	case SetName, SetTypes:
		out = append(out, nameOrTypesEffects(base, s)...)
	}
	if s.Also != nil {
		out = appendStaticEffects(out, base, s.Also, id)
	}
	return out
}

// applyContinuousEffects applies every continuous effect to v, the view of
// permanent o, layer by layer and in timestamp order within a layer
// (418.5a). Filters are matched against the object as the earlier layers
// left it, so an effect that makes lands creatures lets "creatures" effects
// see them.
func (g *Game) applyContinuousEffects(o *Object, v *view) {
	g.applyLayers(o, v, LayerSwitch)
}

// applyLayers applies the continuous effects of the layers up to last.
// A static ability's effect that would begin in the power and toughness
// layer applies only if its source still has the ability once the earlier
// layers are applied: an ability removed in layer 5 generates nothing in
// layer 6 (418.5a, 418.5b).
func (g *Game) applyLayers(o *Object, v *view, last Layer) {
	g.applyLayersSeen(o, v, last, nil)
}

// applyLayersSeen is applyLayers telling seen, if not nil, of each effect
// it applies.
func (g *Game) applyLayersSeen(o *Object, v *view, last Layer, seen func(*ContinuousEffect)) {
	effects := g.continuousEffects()
	g.applyEffectList(o, v, effects, g.layered.gone, last, seen)
}

// applyEffectList applies effects, in their order, to v, the view of o,
// up to layer last, leaving out those in gone: effects of static abilities
// their sources no longer have (dependency.go).
func (g *Game) applyEffectList(o *Object, v *view, effects []*ContinuousEffect, gone map[*ContinuousEffect]bool, last Layer, seen func(*ContinuousEffect)) {
	if o.Zone == ZoneInPlay {
		// Rebuilding the effects may have settled a change of control
		// (control_static.go).
		v.controller = o.Controller
	}
	countersApplied := false
	// began is a set of abilities, seldom more than a few: a slice with
	// room on the stack costs no allocation.
	var beganRoom [8]*Ability
	began := beganRoom[:0]
	for _, e := range effects {
		if e.Layer > last {
			break
		}
		if e.Layer >= LayerCounters && !countersApplied {
			applyCounters(o, v)
			countersApplied = true
		}
		if e.Layer == LayerControl || e.ignores != nil || gone[e] {
			// Control is settled on the object (control_static.go); an
			// ignored static ability changes nothing.
			continue
		}
		if e.continued {
			// The part of an effect that began in an earlier layer goes
			// on applying to the same objects (418.5b).
			if !slices.Contains(began, e.ability) {
				continue
			}
		} else if !g.effectApplies(e, o, v) {
			continue
		}
		if e.granted != nil && !g.stillGranted(o, e) {
			continue
		}
		if e.ability != nil && !e.continued && e.Layer > LayerOther && !g.keepsAbility(e.Source, e.ability) {
			continue
		}
		if e.ability != nil && !e.continued {
			began = append(began, e.ability)
		}
		e = g.counted(e)
		v.ownFaces()
		for i := range v.faces {
			e.apply(&v.faces[i])
		}
		if e.SetName != "" {
			v.nameSetAt = max(v.nameSetAt, e.Timestamp)
		}
		if seen != nil {
			seen(e)
		}
	}
	if !countersApplied && last >= LayerCounters {
		applyCounters(o, v)
	}
}

// keepsAbility reports whether permanent id still has ability a after the
// type-changing and ability-changing layers (418.5a, layers 4 and 5).
func (g *Game) keepsAbility(id ObjectID, a *Ability) bool {
	return g.keepsAbilityThrough(id, a, LayerOther)
}

// keepsAbilityThrough reports whether permanent id still has ability a
// once the layers up to last are applied.
func (g *Game) keepsAbilityThrough(id ObjectID, a *Ability, last Layer) bool {
	o := g.objects[id]
	if o != nil && o.Zone == ZoneCommand {
		// An object in the command zone: no effect changes its
		// abilities, and those of a face-down conspiracy or a card of a
		// deck there don't work (abilitiesWorkInCommand).
		return g.abilitiesWorkInCommand(id) && slices.ContainsFunc(o.Card.Faces, func(c Characteristics) bool { return slices.Contains(c.Abilities, a) })
	}
	if o == nil || o.Zone != ZoneInPlay {
		return false
	}
	// The faces are copied only if an effect changes them (ownFaces).
	v := &view{id: id, owner: o.Owner, controller: o.Controller, zone: o.Zone, tapped: o.Tapped, token: o.Token, faces: underlyingFaces(o), sharedFaces: true}
	g.applyLayers(o, v, last)
	for i := range v.faces {
		if slices.Contains(v.faces[i].Abilities, a) {
			return true
		}
	}
	return false
}

// applyCounters applies +1/+1 and -1/-1 counters (sublayer 6c).
func applyCounters(o *Object, v *view) {
	if len(o.Counters) == 0 {
		return
	}
	delta := o.Counters["+1/+1"] - o.Counters["-1/-1"]
	if delta == 0 {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		v.faces[i].Power += delta
		v.faces[i].Toughness += delta
	}
}

func (g *Game) effectApplies(e *ContinuousEffect, o *Object, v *view) bool {
	if !g.durationHolds(e) {
		return false
	}
	if e.Objects != nil {
		return slices.Contains(e.Objects, o.ID)
	}
	if e.Filter != nil && e.Filter.Another && o.ID == e.Source {
		// "Other creatures you control get +1/+1": not its source.
		return false
	}
	if e.Filter != nil && e.Filter.Paired && !g.pairedFilterHolds(e.Source, o) {
		return false
	}
	if e.Filter != nil && e.Filter.Enchanted {
		src := g.objects[e.Source]
		if src == nil || src.AttachedTo != o.ID {
			return false
		}
	}
	return e.Filter != nil && g.matches(e.Filter, v, e.Controller, nil)
}

// apply changes one set of characteristics.
func (e *ContinuousEffect) apply(c *Characteristics) {
	if e.copyOf != nil {
		*c = e.copyOf.clone()
	}
	if e.TypesSet {
		c.Types, c.Subtypes = nil, keptSubtypes(c.Subtypes, e.AddTypes, e.AddSubtypes)
	}
	if e.SetName != "" {
		c.Name = e.SetName
	}
	for _, t := range e.AddTypes {
		if !c.HasType(t) {
			// Clip so the append copies rather than writing into the card
			// definition's array.
			c.Types = append(slices.Clip(c.Types), t)
		}
	}
	if len(e.RemoveTypes) > 0 {
		c.Types = slices.DeleteFunc(slices.Clone(c.Types), func(t string) bool { return slices.Contains(e.RemoveTypes, t) })
	}
	for _, t := range e.AddSubtypes {
		if !c.HasSubtype(t) {
			c.Subtypes = append(slices.Clip(c.Subtypes), t)
		}
	}
	if e.SetLandTypes != nil || e.AddLandTypes != nil {
		e.changeLandTypes(c)
	}
	if e.SetCreatureTypes != nil {
		setCreatureTypes(c, e.SetCreatureTypes)
	}
	if e.SetsColors {
		c.Colors = e.Colors
	}
	if e.LoseAbilities {
		c.Abilities = nil
	}
	if len(e.AddAbilities) > 0 {
		c.Abilities = append(slices.Clip(c.Abilities), e.AddAbilities...)
	}
	if e.RemoveKeyword != "" {
		c.Abilities = slices.DeleteFunc(slices.Clone(c.Abilities), func(a *Ability) bool { return a.Keyword == e.RemoveKeyword })
	}
	if e.SetsPT {
		c.Power, c.Toughness = e.Power, e.Toughness
		if e.ownManaValue {
			c.Power, c.Toughness = c.ManaCost.ConvertedCost(), c.ManaCost.ConvertedCost()
		}
	}
	c.Power += e.PowerDelta
	c.Toughness += e.ToughnessDelta
	if e.Switches {
		c.Power, c.Toughness = c.Toughness, c.Power
	}
}

// endUntilEndOfTurnEffects ends "until end of turn" effects (314.2).
func (g *Game) endUntilEndOfTurnEffects() {
	g.effectsChanged()
	var control []*ContinuousEffect
	g.effects = slices.DeleteFunc(g.effects, func(e *ContinuousEffect) bool {
		if e.Duration == UntilEndOfTurn {
			g.record("314.2", "the effect %q ends", e.Text)
			g.noteUntilEndOfTurnEnds(e.Text)
			if e.Layer == LayerControl {
				control = append(control, e)
			}
			return true
		}
		return false
	})
	g.endControl(control...)
}

// endUntilEndOfCombatEffects ends "until end of combat" effects as the
// combat phase ends, not as its end of combat step begins (300.4).
func (g *Game) endUntilEndOfCombatEffects() {
	g.effects = slices.DeleteFunc(g.effects, func(e *ContinuousEffect) bool {
		if e.Duration == UntilEndOfCombat {
			g.effectsChanged()
			g.record("300.4", "the combat phase ends: the effect %q, which lasts until end of combat, ends", e.Text)
			g.noteEndOfCombatPhase2026()
			return true
		}
		return false
	})
}

// continuousEffects returns every continuous effect in the order they
// apply: by layer, then by timestamp (418.5a). The list depends only on
// the permanents in play, their static abilities and the effects of
// resolved spells, so it is kept until one of those changes
// (effectsChanged) rather than rebuilt for every object seen: seeing every
// permanent would otherwise cost the square of their number. The list is
// never changed in place, so a clone of the game may share it.
func (g *Game) continuousEffects() []*ContinuousEffect {
	if g.layered.valid && g.layered.active == g.active {
		return g.layered.effects
	}
	effects := append(g.staticEffects(), g.effects...)
	sort.SliceStable(effects, func(i, j int) bool {
		if li, lj := g.sublayer(effects[i]), g.sublayer(effects[j]); li != lj {
			return li < lj
		}
		if effects[i].Timestamp != effects[j].Timestamp {
			return effects[i].Timestamp < effects[j].Timestamp
		}
		return effects[i].holder == 0 && effects[j].holder != 0
	})
	g.layered = layeredEffects{effects: slices.Clip(effects), valid: true, active: g.active}
	if !g.settlingControl && g.controlMayShift(effects) {
		g.recordShifts(g.settleControl())
		return g.continuousEffects()
	}
	if ordered, gone, changed := g.orderByDependency(effects); changed {
		g.layered = layeredEffects{effects: ordered, gone: gone, valid: true, active: g.active}
		return ordered
	}
	return effects
}

// layeredEffects is the sorted list continuousEffects keeps, with the
// effects of static abilities that don't exist once the effects before
// them are applied (dependency.go).
type layeredEffects struct {
	effects []*ContinuousEffect
	gone    map[*ContinuousEffect]bool
	valid   bool
	// active is the active player the list was made for: an effect may
	// apply only during its controller's turn (living metal).
	active PlayerID
}

// effectsChanged drops the kept list of continuous effects: a permanent
// came into play or left it, turned face up, or an effect began or ended.
func (g *Game) effectsChanged() { g.layered = layeredEffects{} }
