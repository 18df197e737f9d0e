package rulings

import "sync"

// disguise {COST}: "You may cast this card as a 2/2 face-down creature
// with ward {2}, no name, no subtypes, and no mana cost by paying {3}
// rather than paying its mana cost" (702.168a of 2026), cast with the
// clause "face down" (702.168b, c); any time its controller has priority
// they may turn it face up for its disguise cost, a special action
// (702.168d): `alice turns "Card" face up, tapping ...`. A keyword from
// Murders at Karlov Manor, dated by that set's release.
var disguise = Keyword{Name: "disguise", Rule: "702.168", Form: "disguise {COST}", arg: argCost, Since: "2024-02-09",
	natureRule: "702.168a", nature: "disguise means: this card may be cast as a 2/2 face-down creature with ward {2}, no name, no subtypes and no mana cost by paying {3} rather than its mana cost",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

// isDisguised reports whether a card has disguise and no morph, so that
// it is cast face down with disguise.
func isDisguised(c *Characteristics) bool {
	_, morphs := morphCost(c)
	return !morphs && hasKeyword(c, "disguise")
}

// disguisedValues are the characteristics of a face-down object cast with
// disguise: a 2/2 creature with ward {2} and no name, subtypes or mana
// cost (702.168b). Set in init: ward is read from the keyword table,
// which the table's own initialization can't refer to.
var disguisedValues func() []Characteristics

func init() {
	disguisedValues = sync.OnceValue(func() []Characteristics {
		abilities, _, _ := ParseKeyword("ward {2}", nil)
		return []Characteristics{{Types: []string{"creature"}, Power: 2, Toughness: 2, Abilities: abilities}}
	})
}

// faceDownFacesOf is what a face-down object is: a 2/2 creature, with
// ward {2} when its card has disguise or it was cloaked (701.58a); a
// manifested one has no ward, disguise or not (701.40a).
func faceDownFacesOf(o *Object) []Characteristics {
	switch o.FaceDownBy {
	case "cloak":
		return disguisedValues()
	case "manifest":
		return faceDownValues
	}
	if o.Card != nil && len(o.Card.Faces) > 0 && isDisguised(&o.Card.Faces[0]) {
		return disguisedValues()
	}
	return faceDownValues
}

// noteDisguiseCast records a card cast face down with disguise.
func (g *Game) noteDisguiseCast(player string, chars *Characteristics) {
	g.noteKeyword(chars.Name, disguise)
	g.record("702.168b", "%s turns %s face down and announces its disguise ability: it becomes a 2/2 face-down creature spell with ward {2}, no name, no subtypes and no mana cost, cast for {3} rather than its mana cost", player, chars.Name)
	g.record("702.168c", "%s can't normally be cast face down: its disguise ability allows it", chars.Name)
}

// turnDisguiseFaceUp turns face-down permanent o, whose card has
// disguise, face up for its disguise cost (702.168d).
func (g *Game) turnDisguiseFaceUp(p PlayerID, o *Object, req PlayRequest) error {
	a := firstKeywordOf(&underlyingFaces(o)[0], disguise.Name)
	m := a.Cost.Mana
	name, err := g.payAndTurnFaceUp(p, o, req, m)
	if err != nil {
		return err
	}
	g.record("702.168d", "%s shows its disguise cost %s, pays it and turns %s face up: a special action that doesn't use the stack; it is now %s, and the disguise effect ends", g.playerName(p), m, name, g.name(o.ID))
	g.turnedFaceUp(o)
	return g.givePriority(p)
}
