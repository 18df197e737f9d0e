package rulings

import (
	"slices"
	"strings"
)

// Merging with permanents (730 of 2026): an object merges with a
// permanent by being placed on top of it or under it, and the permanent
// becomes one object represented by each of its components (730.2). As
// with a melded permanent (Object.Melded), the object keeps its Card for
// its topmost component, and the components under it wait in no zone of
// their own (Object.Merged) until it leaves the battlefield, when each is
// put into the zone it goes to (730.3).

// merge places part, the object that represented a spell, on top of
// permanent t or under it (730.2). t stays the same object (730.2c): its
// status, counters, attachments and the effects on it are kept, and it
// hasn't just entered the battlefield (730.2b). name is what part was
// called as it merged.
func (g *Game) merge(t, part *Object, top bool, name string) {
	before := g.name(t.ID)
	faceUp := false
	if top {
		old := &Object{Card: t.Card, Token: t.Token, Owner: t.Owner, Controller: t.Owner, Face: -1}
		t.Merged = append([]*Object{old}, t.Merged...)
		// The merge is a copiable effect with a later timestamp than any
		// copy effect already on t (730.2a): the topmost component's
		// characteristics replace what that copy effect gave.
		t.Card, t.Token, t.CopyOf = part.Card, part.Token, nil
		if t.FaceDown && !part.FaceDown {
			// Its status is its topmost component's: face up, without
			// having been turned face up (730.2e).
			t.FaceDown, t.FaceDownBy, faceUp = false, "", true
		}
	} else {
		t.Merged = append(slices.Clip(t.Merged), part)
	}
	g.effectsChanged()
	where := "under"
	if top {
		where = "on top of"
	}
	g.record("730.1", "mutate is the keyword that causes %s to merge with %s", name, before)
	g.record("730.2", "%s is placed %s %s, which becomes a merged permanent represented by %s", name, where, before, strings.Join(componentNames(t), ", then "))
	g.record("730.2b", "%s leaves the stack and becomes part of an object on the battlefield, and the permanent that was %s isn't considered to have just entered the battlefield", name, before)
	c := g.view(t.ID).chars()
	face := &unmergedFaces(t)[0]
	g.record("730.2a", "%s has only the characteristics of its topmost component, %s: %s, %d/%d; a copiable effect whose timestamp is the time they merged", g.name(t.ID), t.Card.Name, face.TypeLine(), face.Power, face.Toughness)
	if faceUp {
		g.record("730.2e", "the merged permanent's status is that of its topmost component, %s, which is face up: the face-down permanent becomes face up, and other effects don't count it as being turned face up", name)
	}
	g.recordLater("613.2a", "the characteristics a merge gives %s are a copiable effect, applied in layer 1a", g.name(t.ID))
	g.record("702.140e", "%s, a mutated permanent, has all abilities of each card and token that represents it: %s", g.name(t.ID), abilityList(c))
	g.record("730.2c", "%s is the same object it was before: it hasn't just come under %s's control, and its counters, status and the continuous effects on it stay", g.name(t.ID), g.playerName(t.Controller))
	if t.Token || slices.ContainsFunc(t.Merged, func(m *Object) bool { return m.Token }) {
		is := "isn't a token: its topmost component is a card"
		if t.Token {
			is = "is a token: its topmost component is a token"
		}
		g.record("730.2d", "%s contains a token, and %s", g.name(t.ID), is)
	}
}

// placeComponent puts c, a component of a melded or merged permanent
// that left the battlefield other than the one the permanent's own move
// took, into zone to as a new object of its own (712.21, 730.3).
func (g *Game) placeComponent(c *Object, to Zone, bottom bool) *Object {
	n := &Object{Card: c.Card, Token: c.Token, Owner: c.Owner, Controller: c.Owner, Face: -1}
	g.place(n, to, bottom)
	return n
}

// componentNames lists the components of merged permanent o from the top
// down.
func componentNames(o *Object) []string {
	out := []string{componentName(o)}
	for _, m := range o.Merged {
		out = append(out, componentName(m))
	}
	return out
}

// componentName names one component, saying if it is a token.
func componentName(o *Object) string {
	if o.Token {
		return "the token " + o.Card.Name
	}
	return o.Card.Name
}

// abilityList names the abilities of c for the trace, or says it has none.
func abilityList(c *Characteristics) string {
	if len(c.Abilities) == 0 {
		return "none"
	}
	out := make([]string, len(c.Abilities))
	for i, a := range c.Abilities {
		out[i] = "\"" + a.Text + "\""
	}
	return strings.Join(out, ", ")
}

// withMergedAbilities gives faces, the characteristics of merged
// permanent o's topmost component, the abilities of each other component
// too (702.140e); any other object's faces are returned as they are. Both
// are part of its copiable values (730.2a), so a copy of it has them.
func withMergedAbilities(o *Object, faces []Characteristics) []Characteristics {
	if len(o.Merged) == 0 || o.Zone != ZoneInPlay {
		return faces
	}
	out := slices.Clone(faces)
	for i := range out {
		abilities := slices.Clip(out[i].Abilities)
		for _, m := range o.Merged {
			abilities = append(abilities, m.Card.Faces[0].Abilities...)
		}
		out[i].Abilities = abilities
	}
	return out
}

// unmerge puts each component under the topmost one of a merged
// permanent that left the battlefield into the zone the topmost went to:
// one permanent leaves, each component arrives (730.3), in an order its
// owner chooses (730.3a-b). A token component goes too, and ceases to
// exist as tokens outside the battlefield do.
func (g *Game) unmerge(o *Object, before *view, from, to Zone, bottom bool) {
	if len(o.Merged) == 0 || from != ZoneInPlay {
		return
	}
	for _, m := range o.Merged {
		g.placeComponent(m, to, bottom)
	}
	arrive := "is put into its owner's " + g.rules.ZoneName(to)
	if to == ZoneRemoved {
		arrive = "is exiled"
	}
	names := componentNames(o)
	g.record("730.3", "%s, a merged permanent, leaves the battlefield: one permanent leaves, and each of its components, %s, %s", before.name(), strings.Join(names, ", "), arrive)
	switch to {
	case ZoneGraveyard, ZoneLibrary:
		g.record("730.3a", "%s may arrange the %d new objects in any order", g.playerName(o.Owner), len(names))
	case ZoneRemoved:
		g.record("730.3b", "the player exiling it determines the relative timestamp order of %s as they are exiled", strings.Join(names, ", "))
	}
}

// noteMergedCopiableValues records that a copy of a merged permanent
// copies its merged characteristics: its topmost component's, with every
// component's abilities, the merge being a copiable effect (730.2a,
// 707.2); its counters and status are not copied.
func (g *Game) noteMergedCopiableValues(orig *Object, faces []Characteristics, name string) {
	if len(orig.Merged) == 0 || orig.FaceDown || orig.Zone != ZoneInPlay || len(faces) == 0 {
		return
	}
	g.record("730.2a", "%s copies %s, a merged permanent: the merge is a copiable effect, so it copies the characteristics of the topmost component, %s, with the abilities of every component: %s", name, g.name(orig.ID), orig.Card.Name, abilityList(&faces[0]))
}
