package rulings

import (
	"fmt"
	"strings"
)

// meldAction: to meld the two cards of a meld pair is to put them onto
// the battlefield with their back faces up and combined, one permanent
// represented by two cards (701.42a, 712.4a). Only the two cards of one
// meld pair can be melded: a token, a card that isn't a meld card, or
// meld cards of different pairs can't be, and stay where they are
// (701.42b-c). The melded permanent has only the characteristics of the
// combined back face (712.4b); leaving the battlefield it is one
// permanent that leaves and two cards that arrive (712.21). A keyword
// action from Eldritch Moon, dated by that set's release.
var meldAction = KeywordAction{
	Name:   "meld",
	Rule:   "701.42",
	Since:  "2016-07-22",
	Oracle: []string{"if you both own and control this creature and a creature named NAME, exile them, then meld them into MELDED"},
	Ops:    []string{"meld"},
}

// MeldPair is what a meld card says of its pair (712.4 of 2026): the
// name of the other card, the name of the permanent the two become, and,
// on the one card of the pair that holds it, the combined back face.
type MeldPair struct {
	// Partner is the name of the other card of the pair.
	Partner string
	// Melded is the name of the melded permanent.
	Melded string
	// Face is the melded permanent's characteristics, held by one card
	// of the pair; nil on the other.
	Face *Characteristics
}

// meldedFace returns the combined face a melded permanent shows, nil for
// any other object: the back faces count only as part of a melded
// permanent on the battlefield (712.4b).
func meldedFace(o *Object) *Characteristics {
	if o.Melded == nil || o.Zone != ZoneInPlay {
		return nil
	}
	for _, c := range []*CardDefinition{o.Card, o.Melded.Card} {
		if c.Meld != nil && c.Meld.Face != nil {
			return c.Meld.Face
		}
	}
	return nil
}

// meldedView gives a melded permanent its mana value: the sum of the
// mana values of its two cards' front faces (712.8g). A copy of it copies
// the combined face alone, without a mana cost, so its mana value is 0.
func meldedView(o *Object, v *view) {
	if meldedFace(o) == nil || o.CopyOf != nil || o.FaceDown {
		return
	}
	sum := o.Card.Faces[0].ManaCost.plus(o.Melded.Card.Faces[0].ManaCost)
	v.frontCost = &sum
}

// noteMeldedManaValue records, once for each melded permanent, its mana
// value as something asks it of v (712.8g).
func (g *Game) noteMeldedManaValue(v *view) {
	o := g.objects[v.id]
	if o == nil || v.frontCost == nil || meldedFace(o) == nil || o.meldValueNoted {
		return
	}
	o.meldValueNoted = true
	g.record("712.8g", "%s, a melded permanent, has only the characteristics of its combined face, and its mana value is the sum of those of its front faces, %s and %s: %d", v.name(), o.Card.Name, o.Melded.Card.Name, v.frontCost.ConvertedCost())
}

// meldPair reports whether a and b are the two cards of one meld pair
// whose melded permanent is named into, returning the one holding the
// combined face first, or why they can't be melded (701.42b).
func meldPair(a, b *Object, into string) (face, other *Object, why string) {
	switch {
	case a.Card.Meld == nil || b.Card.Meld == nil:
		return nil, nil, "a card that isn't a meld card can't be melded"
	case a.Card.Meld.Partner != b.Card.Name || b.Card.Meld.Partner != a.Card.Name ||
		!strings.EqualFold(a.Card.Meld.Melded, into) || !strings.EqualFold(b.Card.Meld.Melded, into):
		return nil, nil, "meld cards that don't form a meld pair can't be melded"
	case a.Card.Meld.Face == nil && b.Card.Meld.Face == nil:
		return nil, nil, "neither card holds the melded permanent's face"
	case a.Token || b.Token:
		// A token copying a meld card has its name and its pair, and
		// still can't be melded.
		return nil, nil, "a token can't be melded"
	case a.Card.Meld.Face != nil:
		return a, b, ""
	}
	return b, a, ""
}

// opMeld plays "If you both own and control this creature and a creature
// named NAME, exile them, then meld them into MELDED": the controller
// exiles both, then melds them if they are a meld pair (701.42a), or they
// stay in exile (701.42c).
func opMeld(g *Game, r *resolution, ins Instruction) error {
	if ins.Name == "" || ins.MeldInto == "" {
		return fmt.Errorf("%q: the meld instruction names no partner or melded permanent: %w", ins.Text, ErrNoEffect)
	}
	p := r.controller
	this := r.objects(ins.Object)
	var partner ObjectID
	for _, id := range g.inPlay {
		o := g.objects[id]
		v := g.view(id)
		if (len(this) == 0 || id != this[0]) && o.Owner == p && o.Controller == p && v.name() == ins.Name && v.chars().HasType("creature") {
			partner = id
			break
		}
	}
	if len(this) == 0 || g.objects[this[0]].Zone != ZoneInPlay || g.objects[this[0]].Owner != p || g.objects[this[0]].Controller != p || partner == 0 {
		what := "the object with the ability"
		if len(this) > 0 {
			what = g.name(this[0])
		}
		g.record("701.42a", "%s doesn't both own and control %s and a creature named %s: nothing is exiled or melded", g.playerName(p), what, ins.Name)
		return nil
	}
	events := g.moveAll([]ObjectID{this[0], partner}, ZoneRemoved, "701.13a", "exiled to be melded")
	a, b := g.objects[events[0].NewID], g.objects[events[1].NewID]
	if a == nil || b == nil || a.Zone != ZoneRemoved || b.Zone != ZoneRemoved {
		g.record("701.42c", "the two objects aren't both in exile: they can't be melded, and what was exiled stays there")
		return nil
	}
	face, other, why := meldPair(a, b, ins.MeldInto)
	if face == nil {
		g.record("701.42b", "%s and %s can't be melded: %s", g.name(a.ID), g.name(b.ID), why)
		g.record("701.42c", "the instruction to meld them does nothing: %s and %s stay in exile", g.name(a.ID), g.name(b.ID))
		return nil
	}
	before := g.snapshotInPlay()
	second := &Object{Card: other.Card, Owner: other.Owner, Controller: other.Owner, Face: -1}
	g.remove(other)
	ev := g.move(face.ID, ZoneInPlay, p)
	n := g.objects[ev.NewID]
	n.Melded = second
	g.effectsChanged()
	g.record("701.42a", "%s melds %s and %s: they are put onto the battlefield with their back faces up and combined, as %s", g.playerName(p), face.Card.Name, other.Card.Name, g.name(n.ID))
	g.record("712.4a", "%s is a single object represented by two cards, %s and %s", g.name(n.ID), face.Card.Name, other.Card.Name)
	g.record("712.4b", "the back faces of the pair determine the characteristics of %s only while it is a melded permanent on the battlefield", g.name(n.ID))
	g.noteMeldPair(face, other, g.name(n.ID))
	g.afterEvents([]Event{ev}, before)
	return nil
}

// unmeld puts the second card of a melded permanent that left the
// battlefield into the zone the first went to: one permanent left, two
// cards arrive (712.21), in an order their owner chooses (712.21a-b).
func (g *Game) unmeld(o *Object, before *view, from, to Zone) {
	if o.Melded == nil || from != ZoneInPlay {
		return
	}
	m := g.placeComponent(o.Melded, to)
	arrive := "are put into the " + g.rules.ZoneName(to)
	if to == ZoneRemoved {
		arrive = "are exiled"
	}
	g.record("712.21", "%s, a melded permanent, leaves the battlefield: one permanent leaves and two cards, %s and %s, %s", before.name(), o.Card.Name, m.Card.Name, arrive)
	switch to {
	case ZoneGraveyard, ZoneLibrary:
		g.record("712.21a", "%s arranges the two cards in any order: %s is put above %s", g.playerName(o.Owner), m.Card.Name, o.Card.Name)
	case ZoneRemoved:
		g.record("712.21b", "the player exiling it determines the relative timestamp order of %s and %s as they are exiled", o.Card.Name, m.Card.Name)
	}
}
