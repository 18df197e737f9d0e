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

// meldPartner returns the creature named name that p both owns and
// controls beside this, a permanent p both owns and controls; 0 when
// either is missing (701.42a).
func (g *Game) meldPartner(this ObjectID, p PlayerID, name string) ObjectID {
	if o := g.objects[this]; o == nil || o.Zone != ZoneInPlay || o.Owner != p || o.Controller != p {
		return 0
	}
	for _, id := range g.inPlay {
		o := g.objects[id]
		v := g.view(id)
		if id != this && o.Owner == p && o.Controller == p && v.name() == name && v.chars().HasType("creature") {
			return id
		}
	}
	return 0
}

// meldConditionPrefix starts the intervening "if" of a meld card's
// triggered ability, "At the beginning of combat on your turn, if you both
// own and control this creature and a creature named NAME, exile them,
// then meld them into MELDED" (603.4): the ability triggers only if its
// source and the partner are both there, and does nothing unless they
// still are as it resolves.
const meldConditionPrefix = "you both own and control this and a creature named "

// meldCondition tests that intervening "if" for the ability's source;
// ok is false for any other condition.
func (g *Game) meldCondition(condition string, src *view) (holds, ok bool) {
	name, found := strings.CutPrefix(condition, meldConditionPrefix)
	if !found || name == "" {
		return false, false
	}
	if src == nil {
		return false, true
	}
	return g.meldPartner(src.id, src.controller, name) != 0, true
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
	if len(this) > 0 {
		partner = g.meldPartner(this[0], p, ins.Name)
	}
	if partner == 0 {
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
// It returns the second card's ID in that zone, 0 for any other object.
func (g *Game) unmeld(o *Object, before *view, from, to Zone, bottom bool) ObjectID {
	if o.Melded == nil || from != ZoneInPlay {
		return 0
	}
	m := g.placeComponent(o.Melded, to, bottom)
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
	return m.ID
}

// orderExiledPair has player p, who exiled a melded permanent, determine
// the relative timestamp order of its two cards in exile, a and b
// (712.21b, an exception to 613.7m): p chooses the card exiled last,
// which gets the later timestamp. It is asked where an ability linked to
// the exiling one can tell the two apart ("the last creature card exiled
// with this", last_exiled.go).
func (g *Game) orderExiledPair(p PlayerID, a, b ObjectID) error {
	oa, ob := g.objects[a], g.objects[b]
	if oa == nil || ob == nil {
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "712.21b", About: "the card of the melded permanent exiled last", Options: []string{oa.Card.Name, ob.Card.Name}})
	if err != nil {
		return err
	}
	first, last := oa, ob
	if answer == oa.Card.Name {
		first, last = ob, oa
	}
	if first.Timestamp > last.Timestamp {
		first.Timestamp, last.Timestamp = last.Timestamp, first.Timestamp
	}
	g.recordLater("712.21b", "%s, exiling the melded permanent, determines the relative timestamp order of its two cards: %s is exiled first and %s last", g.playerName(p), first.Card.Name, last.Card.Name)
	return nil
}

// meldedCardEvents adds, to a batch of events, the second card of each
// melded permanent that left the battlefield arriving in its new zone: one
// permanent left, but two cards were put into that zone (712.21). An
// ability that triggers on a card put into a zone sees each card; one
// that triggers on a permanent leaving the battlefield sees only the one
// permanent (triggerMatches).
func (g *Game) meldedCardEvents(events []Event) []Event {
	for _, ev := range events {
		if ev.Kind != ZoneChanged || ev.MeldedCard == 0 {
			continue
		}
		if v := g.view(ev.MeldedCard); v != nil {
			events = append(events, Event{Kind: ZoneChanged, Object: v, From: ev.From, To: ev.To, NewID: ev.MeldedCard, Player: ev.Player, CardOnly: true})
		}
	}
	return events
}

// meldedCardFound returns, for an effect that found the new object a
// melded permanent became as it left the battlefield, the pair's other
// card too: it finds both cards, and what it does to one it does to each
// (712.21c). Nothing for any other event, or once that card has left the
// zone both went to.
func (g *Game) meldedCardFound(ev *Event) []ObjectID {
	if ev.MeldedCard == 0 {
		return nil
	}
	o := g.objects[ev.MeldedCard]
	first := g.objects[ev.NewID]
	if o == nil || o.Zone != ev.To || first == nil {
		return nil
	}
	g.record("712.21c", "%s was a melded permanent: the effect that finds the new object it became in the %s finds both cards, %s and %s, and the same actions are taken upon each", ev.Object.name(), g.rules.ZoneName(ev.To), first.Card.Name, o.Card.Name)
	return []ObjectID{ev.MeldedCard}
}

// noteMeldedMoved keeps, when an instruction moved a melded permanent,
// its other card beside the one "that card" names: an effect that finds
// the new object finds both cards (712.21c).
func (r *resolution) noteMeldedMoved(ev Event) {
	if ev.MeldedCard != 0 && r.thatCard != nil {
		r.thatMelded, r.thatMeldedWas = ev.MeldedCard, ev.Object
	}
}

// meldedThatCard returns the other card of the melded permanent "that
// card" names, while it is still in the zone both went to (712.21c).
func (r *resolution) meldedThatCard() []ObjectID {
	o := r.g.objects[r.thatMelded]
	if r.thatMelded == 0 || o == nil || o.Zone != r.thatCard.zone {
		return nil
	}
	first := r.g.objects[r.thatCard.id]
	r.g.record("712.21c", "%s was a melded permanent: the effect that finds the new object it became in the %s finds both cards, %s and %s, and the same actions are taken upon each", r.thatMeldedWas.name(), r.g.rules.ZoneName(o.Zone), first.Card.Name, o.Card.Name)
	return []ObjectID{r.thatMelded}
}

// noteMeldedReplaced records that the replacement effect applied to a
// melded permanent's move applied to both its cards: they go together to
// the zone it chose (712.21d).
func (g *Game) noteMeldedReplaced(o *Object, to Zone) {
	if o.Melded == nil || o.Zone != ZoneInPlay {
		return
	}
	g.record("712.21d", "the replacement effect applied to %s, a melded permanent, applies to both its cards: %s and %s both go to the %s", g.name(o.ID), o.Card.Name, o.Melded.Card.Name, g.rules.ZoneName(to))
}
