package rulings

import (
	"slices"
	"strings"
)

// "As long as a card exiled with this is a creature card, this has the
// power, toughness, and creature types of the last creature card exiled
// with this. It's still a Shapeshifter." (Duplicant): a static ability
// linked to the object's ability that exiles cards (607.2a of 2026),
// referring only to the cards that ability exiled (imprinted on it). The
// last such card is the one with the latest timestamp in exile; two
// cards of a melded permanent exiled at once are ordered by the player
// exiling them (712.21b, orderExiledPair).

// LastExiledCharacteristics is that static ability: while a card exiled
// with its source is a creature card, the source has the power,
// toughness and creature types of the last one (layer 4 for the types,
// 7b for power and toughness), keeping the subtypes in Types ("It's still
// a Shapeshifter").
const LastExiledCharacteristics StaticKind = 164

// lastExiledCreature returns the creature card last exiled with source,
// among the cards in exile the source's linked ability exiled: the one
// with the latest timestamp. Nil when none is a creature card. Only the
// cards' own characteristics count: outside the battlefield a melded
// card has its front face's (712.8a).
func (g *Game) lastExiledCreature(source ObjectID) *Object {
	var last *Object
	for _, id := range g.removed {
		o := g.objects[id]
		if o == nil || g.keywordsState().imprinted[id] != source {
			continue
		}
		if faces := underlyingFaces(o); len(faces) == 0 || !faces[0].HasType("creature") {
			continue
		}
		if last == nil || o.Timestamp > last.Timestamp {
			last = o
		}
	}
	return last
}

// appendLastExiled appends the effects of a's LastExiledCharacteristics
// ability, a static ability of permanent o, while a card exiled with o is
// a creature card: o's creature types become the card's, plus those the
// ability keeps, and its power and toughness the card's.
func (g *Game) appendLastExiled(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	if a.Static == nil || a.Static.Kind != LastExiledCharacteristics {
		return out
	}
	card := g.lastExiledCreature(o.ID)
	if card == nil {
		return out
	}
	c := underlyingFaces(card)[0]
	types := base
	types.Layer, types.Filter, types.Objects = LayerType, nil, []ObjectID{o.ID}
	types.SetCreatureTypes = lastExiledTypes(&c, a.Static.Types)
	pt := base
	pt.Layer, pt.Filter, pt.Objects = LayerPowerToughnessSet, nil, []ObjectID{o.ID}
	pt.SetsPT, pt.Power, pt.Toughness = true, c.Power, c.Toughness
	return append(out, &types, &pt)
}

// lastExiledTypes are the creature types of card c followed by those
// kept, each once.
func lastExiledTypes(c *Characteristics, kept []string) []string {
	var out []string
	for _, t := range append(slices.Clone(c.Subtypes), kept...) {
		if isCreatureType(t) && !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}

// isCreatureType reports whether subtype t is a creature type: not a land
// type nor another card type's subtype (CreatureTypeError).
func isCreatureType(t string) bool {
	return !landTypes[t] && CreatureTypeError(t) == nil
}

// setCreatureTypes replaces the creature types of c with types, keeping
// its other subtypes.
func setCreatureTypes(c *Characteristics, types []string) {
	subtypes := slices.DeleteFunc(slices.Clone(c.Subtypes), isCreatureType)
	c.Subtypes = append(subtypes, types...)
}

// noteLastExiled records, after an ability of source exiled cards, what
// each LastExiledCharacteristics ability of source now refers to: the
// ability is linked to the one that exiled them (607.2a of 2026).
func (g *Game) noteLastExiled(source ObjectID) {
	o := g.objects[source]
	if o == nil || o.Zone != ZoneInPlay {
		return
	}
	for _, face := range underlyingFaces(o) {
		for _, a := range face.Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != LastExiledCharacteristics {
				continue
			}
			card := g.lastExiledCreature(source)
			if card == nil {
				g.recordLater("607.2a", "no creature card is in exile as the result of %s's linked ability: \"%s\" does nothing", g.name(source), a.Text)
				continue
			}
			c := underlyingFaces(card)[0]
			g.recordLater("607.2a", "\"%s\" refers to the cards exiled by %s's linked ability: the last creature card exiled with it is %s, so %s has its power and toughness, %d/%d, and creature types, %s", a.Text, g.name(source), card.Card.Name, g.name(source), c.Power, c.Toughness, strings.Join(lastExiledTypes(&c, a.Static.Types), " "))
		}
	}
}
