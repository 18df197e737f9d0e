package rulings

import (
	"fmt"
	"strconv"
	"strings"
)

// prototype {COST} P/T: a static ability of a prototype card, whose inset
// frame holds a second set of mana cost, power and toughness (718.1-2);
// "A player who casts a spell with prototype can choose to cast that card
// 'prototyped.' If they do, the alternative set of its power, toughness,
// and mana cost characteristics are used" (702.160a of 2026), with the
// clause `prototyped`. Those replace the card's own while it is evaluated
// to be cast (718.3a), and the spell and the permanent it becomes have
// only them, and the colors of that mana cost (718.3b); anywhere else, or
// cast normally, the card has only its normal characteristics (718.4).
// They are characteristics, not an alternative cost: the mana cost paid is
// the prototyped spell's own. A keyword from The Brothers' War, dated by
// that set's release.
var prototype = Keyword{Name: "prototype", Rule: "702.160", Form: "prototype {COST} N/N", Since: "2022-11-18",
	match: matchPrototype,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule, Power: v.n, Toughness: v.toughness}}
	}}

func init() {
	castWays[prototype.Name] = castWay{rule: "702.160a", characteristic: true}
}

// matchPrototype reads "prototype {COST} P/T".
func matchPrototype(text string, _ func(string) (Filter, error)) (keywordValue, bool, error) {
	var v keywordValue
	rest, ok := strings.CutPrefix(text, "prototype ")
	if !ok {
		return v, false, nil
	}
	cost, pt, found := strings.Cut(strings.TrimSpace(rest), " ")
	if !found {
		return v, true, fmt.Errorf("no power and toughness after the cost in %q", rest)
	}
	var err error
	if v.cost, err = ParseManaCost(cost); err != nil {
		return v, true, err
	}
	p, t, found := strings.Cut(strings.TrimSpace(pt), "/")
	if v.n, err = strconv.Atoi(p); !found || err != nil || v.n < 0 {
		return v, true, fmt.Errorf("%q is not a power and toughness", pt)
	}
	if v.toughness, err = strconv.Atoi(t); err != nil || v.toughness < 0 {
		return v, true, fmt.Errorf("%q is not a power and toughness", pt)
	}
	return v, true, nil
}

// prototypedView gives a prototyped spell, and the permanent it became,
// only the alternative power, toughness and mana cost of its prototype
// ability, and the colors of that mana cost (718.3b).
func (g *Game) prototypedView(o *Object, v *view) {
	if o.Zone != ZoneStack && o.Zone != ZoneInPlay || o.Card == nil || !g.castWithKeyword(o, prototype.Name) {
		return
	}
	a := keywordAbility(&o.Card.Faces[0], prototype.Name)
	if a == nil {
		return
	}
	v.ownFaces()
	for i := range v.faces {
		f := &v.faces[i]
		f.ManaCost, f.HasCost = a.Cost.Mana, true
		f.Power, f.Toughness = a.Static.Power, a.Static.Toughness
		if c := a.Cost.Mana.Colors(); c != 0 {
			f.Colors = c
		}
	}
}

// notePrototyped records what a spell cast prototyped is (718.3a-b).
func (g *Game) notePrototyped(chars *Characteristics, a *Ability) {
	colors := a.Cost.Mana.Colors()
	color := "colorless, as that mana cost has no colored symbol"
	if colors != 0 {
		color = colors.String() + ", the colors of that mana cost"
	}
	g.record("718.3", "%s is cast as a prototyped spell rather than normally", chars.Name)
	g.record("718.3a", "%s is evaluated to be cast with only its alternative mana cost %s, power and toughness %d/%d", chars.Name, a.Cost.Mana, a.Static.Power, a.Static.Toughness)
	g.record("718.3b", "the prototyped spell %s, and the permanent it becomes, have only mana cost %s and power and toughness %d/%d, and are %s", chars.Name, a.Cost.Mana, a.Static.Power, a.Static.Toughness, color)
	g.recordLater("718.1", "%s is a prototype card: the frame inset below its type line holds its prototype ability, with a second mana cost %s and power and toughness %d/%d", chars.Name, a.Cost.Mana, a.Static.Power, a.Static.Toughness)
	g.recordLater("718.2", "the mana cost %s and power and toughness %d/%d of %s's inset frame are alternative characteristics it has as a prototyped spell and permanent", a.Cost.Mana, a.Static.Power, a.Static.Toughness, chars.Name)
	g.recordLater("718.5", "cast prototyped, %s keeps its other characteristics: it is still %s, %s %s", chars.Name, chars.Name, indefinite(chars.TypeLine()), chars.TypeLine())
}

// notePrototypeLeaves records that a permanent that was a prototyped spell
// has its normal characteristics again as it leaves the battlefield
// (718.4).
func (g *Game) notePrototypeLeaves(o *Object, to Zone) {
	if o.Zone != ZoneInPlay || o.Card == nil {
		return
	}
	c := &o.Card.Faces[0]
	g.record("718.4", "%s leaves the battlefield for the %s, where it has only its normal characteristics: mana cost %s, %d/%d", c.Name, g.rules.ZoneName(to), c.ManaCost, c.Power, c.Toughness)
}

// prototypedCopiableValues gives faces, the copiable values a copy of orig
// takes, orig's alternative mana cost, power and toughness if orig is a
// permanent that was a prototyped spell: they are part of its copiable
// values (718.2a), and the copy has them, not the card's normal ones
// (718.3d), with the color of that mana cost, as orig has (718.3b).
func (g *Game) prototypedCopiableValues(orig *Object, faces []Characteristics, name string) {
	if orig.FaceDown || orig.CopyOf != nil || orig.Card == nil || orig.Zone != ZoneInPlay || !g.castWithKeyword(orig, prototype.Name) {
		return
	}
	a := keywordAbility(&orig.Card.Faces[0], prototype.Name)
	if a == nil {
		return
	}
	for i := range faces {
		faces[i].ManaCost, faces[i].HasCost = a.Cost.Mana, true
		faces[i].Power, faces[i].Toughness = a.Static.Power, a.Static.Toughness
		if c := a.Cost.Mana.Colors(); c != 0 {
			faces[i].Colors = c
		}
	}
	g.recordLater("718.2a", "the alternative mana cost %s and power and toughness %d/%d of %s, a prototyped permanent, are part of its copiable values", a.Cost.Mana, a.Static.Power, a.Static.Toughness, g.name(orig.ID))
	g.recordLater("718.3d", "%s copies %s, which was a prototyped spell: it has mana cost %s and power and toughness %d/%d, not the card's normal %s and %d/%d", name, g.name(orig.ID), a.Cost.Mana, a.Static.Power, a.Static.Toughness, orig.Card.Faces[0].ManaCost, orig.Card.Faces[0].Power, orig.Card.Faces[0].Toughness)
}
