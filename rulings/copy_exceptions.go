package rulings

import (
	"slices"
	"strings"
)

// recolored is card with every face the colors in colors: the values a
// copy "except that the copy is COLOR" has. With no colors it is card
// itself; the card is never changed in place.
func recolored(card *CardDefinition, colors ColorSet) *CardDefinition {
	if colors == 0 || card == nil {
		return card
	}
	out := *card
	out.Faces = slices.Clone(card.Faces)
	for i := range out.Faces {
		out.Faces[i].Colors = colors
	}
	return &out
}

// addCopyTypes applies a copy effect's "except it's a TYPE in addition to
// its other types" to o, which has just become a copy: the types are part
// of its copiable values (707.9b of 2026), so what copies it copies them.
func (g *Game) addCopyTypes(o *Object, adds *Characteristics) {
	if adds == nil || o.CopyOf == nil {
		return
	}
	faces := slices.Clone(o.CopyOf.faces)
	for i := range faces {
		f := &faces[i]
		f.Types = appendMissing(slices.Clip(f.Types), adds.Types)
		f.Supertypes = appendMissing(slices.Clip(f.Supertypes), adds.Supertypes)
		f.Subtypes = appendMissing(slices.Clip(f.Subtypes), adds.Subtypes)
	}
	o.CopyOf.faces = faces
	g.effectsChanged()
	g.record("503.9#modified", "the copy effect makes %s %s in addition to its other types, as part of copying: its copiable values are %s", g.name(o.ID), strings.Join(slices.Concat(adds.Supertypes, adds.Subtypes, adds.Types), " "), faces[0].TypeLine())
	g.recordCopiedChangeling(o)
}

// appendMissing appends to list the words of more it lacks.
func appendMissing(list, more []string) []string {
	for _, w := range more {
		if !slices.Contains(list, w) {
			list = append(list, w)
		}
	}
	return list
}

// setCopyPT applies a copy effect's "except it's P/T" to o, which has just
// become a copy: the values are part of its copiable values (707.9b of
// 2026), and a characteristic-defining ability of the original that
// defines power and toughness is not copied (707.9d of 2026).
func (g *Game) setCopyPT(o *Object, pt *[2]int) {
	if pt == nil || o.CopyOf == nil {
		return
	}
	faces := slices.Clone(o.CopyOf.faces)
	var left []string
	for i := range faces {
		f := &faces[i]
		f.Power, f.Toughness = pt[0], pt[1]
		f.Abilities = slices.DeleteFunc(slices.Clone(f.Abilities), func(a *Ability) bool {
			cda := a.Kind == StaticAbility && a.Static != nil && (a.Static.Kind == PTFromCount || a.Static.Kind == PTFromCounters)
			if cda && i == 0 {
				left = append(left, a.Text)
			}
			return cda
		})
	}
	o.CopyOf.faces = faces
	g.effectsChanged()
	g.record("503.9#modified", "the copy effect makes %s %d/%d as part of copying: those are its copiable power and toughness", g.name(o.ID), pt[0], pt[1])
	for _, text := range left {
		g.record("503.9#cda", "the copy effect sets power and toughness, so %s's characteristic-defining ability %q that defines them is not copied", o.CopyOf.of, text)
	}
}

// CopyIfCreature is an exception to copying that applies only if the copy
// is a creature ("and, if it's a creature, it enters with two additional
// +1/+1 counters on it and has changeling", Moritte of the Frost):
// Counters +1/+1 counters it enters with and a Keyword it has.
type CopyIfCreature struct {
	Counters int
	Keyword  string
}

// applyCopyIfCreature applies x to o, which enters as a copy, if the copy
// is a creature: what the permanent would be with the copy effect applied
// without that exception, its other exceptions included, decides; effects
// that made the original a creature aren't copied (707.9f of 2026).
func (g *Game) applyCopyIfCreature(o *Object, x *CopyIfCreature) {
	if x == nil || o.CopyOf == nil || len(o.CopyOf.faces) == 0 {
		return
	}
	faces := slices.Clone(o.CopyOf.faces)
	if !faces[0].HasType("creature") {
		g.record("707.9f", "with the copy effect applied without the exception that applies only if it's a creature, %s would be %s, not a creature: that exception doesn't apply, so it enters with no additional +1/+1 counters and doesn't have %s", g.name(o.ID), faces[0].TypeLine(), x.Keyword)
		return
	}
	if x.Keyword != "" {
		gained, _, err := ParseKeyword(x.Keyword, nil)
		if err != nil {
			g.deferError(err)
			return
		}
		for i := range faces {
			faces[i].Abilities = append(slices.Clip(faces[i].Abilities), gained...)
		}
		o.CopyOf.faces = faces
		g.effectsChanged()
	}
	if x.Counters > 0 {
		g.putCountersOn(o, "+1/+1", x.Counters, false)
	}
	g.record("707.9f", "with the copy effect applied without the exception that applies only if it's a creature, %s would be %s, a creature: it enters with %s and has %s", g.name(o.ID), faces[0].TypeLine(), count(x.Counters, "additional +1/+1 counter"), x.Keyword)
}

// tokenCopyException applies to token o, a copy of orig about to be
// created, the exception of the effect creating it ("except it's a 1/1
// green Frog"): its power, toughness and colors are except's, and its
// creature types except's instead of the original's, the other values
// copied as they are. The exception is part of the copiable values
// (707.9b of 2026); the original's prepare spell is copied with them
// (722.2b).
func (g *Game) tokenCopyException(o, orig *Object, except *Characteristics) {
	if except == nil {
		return
	}
	faces := slices.Clone(copiableValues(orig))
	for i := range faces {
		f := &faces[i]
		f.Power, f.Toughness, f.Colors = except.Power, except.Toughness, except.Colors
		f.Subtypes = append(slices.DeleteFunc(slices.Clone(f.Subtypes), isCreatureType), except.Subtypes...)
	}
	o.CopyOf = &copiedValues{faces: faces, of: g.name(orig.ID), prepare: prepareSpell(orig)}
	g.recordLater("707.9b", "the copy effect's exception is part of copying: the token is a %d/%d %s %s, and those are among its copiable values", except.Power, except.Toughness, except.Colors, strings.Join(except.Subtypes, " "))
}
