package rulings

import "slices"

// changeling: a characteristic-defining ability, "This object is every
// creature type" (702.73a of 2026), working everywhere. Without the
// edition's list of creature types, every capitalized one-word subtype
// that isn't another card type's subtype counts as one (CreatureTypeError).
// A keyword from Lorwyn.
var changeling = Keyword{Name: "changeling", Rule: "702.73", Form: "changeling", Since: "2007-10-12", build: staticKeyword(PlayRule)}

// everyCreatureType reports whether c has changeling and t is a creature
// type, which the object then has. Only an object that can have creature
// types (a creature or kindred card or permanent) has them (205.3d).
func (c *Characteristics) everyCreatureType(t string) bool {
	if !hasKeyword(c, changeling.Name) || landTypes[t] || CreatureTypeError(t) != nil {
		return false
	}
	return c.HasType("creature") || c.HasType("tribal") || c.HasType("kindred")
}

// recordCopiedChangeling records, for a copy effect whose exception makes
// the copy a type in addition to its other types, that the original's
// characteristic-defining ability defining its types is copied all the
// same (707.9d of 2026).
func (g *Game) recordCopiedChangeling(o *Object) {
	if o.CopyOf == nil || len(o.CopyOf.faces) == 0 || !hasKeyword(&o.CopyOf.faces[0], changeling.Name) {
		return
	}
	g.record("503.9#cda", "the exception makes %s a type in addition to its other types, so %s's characteristic-defining ability changeling, which defines its creature types, is copied: it has every creature type", g.name(o.ID), o.CopyOf.of)
}

// noteChangeling records, as a resolving spell or ability looks for
// objects of a creature type, that an object has it through changeling.
func (g *Game) noteChangeling(v *view, t string) {
	c := v.chars()
	if !slices.Contains(c.Subtypes, t) && c.everyCreatureType(t) {
		g.record("702.73a", "%s has changeling: it is every creature type, %s among them", v.name(), t)
	}
}
