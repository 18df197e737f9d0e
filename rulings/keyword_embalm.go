package rulings

import "slices"

// embalm {COST}: "[Cost], Exile this card from your graveyard: Create a
// token that's a copy of this card, except it's white, it has no mana
// cost, and it's a Zombie in addition to its other types. Activate only as
// a sorcery" (702.128a of 2026); the token is embalmed (702.128b). A
// keyword from Amonkhet, dated by that set's release.
var embalm = Keyword{Name: "embalm", Rule: "702.128", Form: "embalm {COST}", arg: argCost, Since: "2017-04-28",
	build: func(text string, v keywordValue) *Ability {
		return graveyardTokenAbility(text, v.cost, "embalm", "702.128a", "create a token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its other types")
	}}

// eternalize {COST}: "[Cost], Exile this card from your graveyard: Create
// a token that's a copy of this card, except it's black, it's 4/4, it has
// no mana cost, and it's a Zombie in addition to its other types.
// Activate only as a sorcery" (702.129a of 2026). A keyword from Hour of
// Devastation, dated by that set's release.
var eternalize = Keyword{Name: "eternalize", Rule: "702.129", Form: "eternalize {COST}", arg: argCost, Since: "2017-07-14",
	build: func(text string, v keywordValue) *Ability {
		return graveyardTokenAbility(text, v.cost, "eternalize", "702.129a", "create a token that's a copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types")
	}}

// ExileSelfFromGraveyard is the cost "exile this card from your
// graveyard" (embalm, eternalize).
const ExileSelfFromGraveyard CostAction = 42

// graveyardTokenAbility is the activated ability of embalm and
// eternalize, working from the graveyard as a sorcery.
func graveyardTokenAbility(text string, cost ManaCost, keyword, rule, what string) *Ability {
	return &Ability{Kind: ActivatedAbility, Zone: ZoneGraveyard, Text: text, SorceryTiming: true,
		Cost:   Cost{Mana: cost, HasMana: true, Parts: []CostPart{{Action: ExileSelfFromGraveyard, Self: true, Text: "exile this card from your graveyard"}}},
		Effect: []Instruction{{Op: "graveyard-token", Name: keyword, Text: what}}}
}

// payExileSelfFromGraveyard exiles the source card from its graveyard to
// pay the cost.
func (g *Game) payExileSelfFromGraveyard(s *stackSpell, part CostPart) error {
	o := s.source
	if o == nil || o.Zone != ZoneGraveyard {
		return g.illegal("409.1h", "the card is no longer in a graveyard: \"%s\" can't be paid", part.Text)
	}
	g.record("409.1h", "%s exiles %s from their graveyard to pay the cost", g.playerName(s.obj.Controller), g.name(o.ID))
	g.moveAll([]ObjectID{o.ID}, ZoneRemoved, "409.1h", "exiled to pay the cost")
	return nil
}

// opGraveyardToken creates the token copy of the card, with the
// exceptions of embalm or eternalize (707.9b of 2026: they are part of
// the copy effect).
func opGraveyardToken(g *Game, r *resolution, ins Instruction) error {
	c := r.source.chars()
	copied := *c
	copied.ManaCost, copied.HasCost = ManaCost{}, false
	copied.Subtypes = slices.Clone(c.Subtypes)
	if !copied.HasSubtype("Zombie") {
		copied.Subtypes = append(copied.Subtypes, "Zombie")
	}
	rule := "702.128a"
	switch ins.Name {
	case "embalm":
		copied.Colors = ColorSet(0).With(White)
	case "eternalize":
		rule = "702.129a"
		copied.Colors = ColorSet(0).With(Black)
		copied.Power, copied.Toughness = 4, 4
	}
	def := &CardDefinition{Name: copied.Name, Faces: []Characteristics{copied}}
	ids := g.createKeywordTokens(r.controller, 1, def, false, rule, ins.Name)
	if len(ids) > 0 {
		g.record("707.9b", "the exceptions are part of the copy effect: %s", ins.Text)
		if ins.Name == "embalm" {
			g.record("702.128b", "%s was created by a resolving embalm ability: it is embalmed", g.name(ids[0]))
		}
	}
	return nil
}
