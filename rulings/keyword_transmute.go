package rulings

// transmute {COST}: {COST}, discard this card: search your library for a
// card with the same converted mana cost as this card; play it only as a
// sorcery (502.48).
var transmute = Keyword{Name: "transmute", Rule: "502.48", Form: "transmute {COST}", Verb: "transmutes", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{
			Kind: ActivatedAbility, Zone: ZoneHand, Text: text, SorceryTiming: true,
			Cost: Cost{Mana: v.cost, HasMana: true, Parts: []CostPart{{Action: Discard, Self: true, Text: "discard this card"}}},
			Effect: []Instruction{{Op: "search-library", Player: Ref{Kind: RefYou}, Text: "search your library for a card with the same converted mana cost",
				Filter: Filter{CMC: &Value{Var: "the converted mana cost of this"}, Text: "card with the same converted mana cost as the discarded card"}}},
		}
	}}

// hasActivatedAbility reports whether an object has an activated ability.
// An ability that can be played only from another zone, such as
// transmute, still exists in every zone, so it counts (502.48b).
func (g *Game) hasActivatedAbility(v *view) bool {
	var elsewhere *Ability
	for _, a := range v.chars().Abilities {
		if a.Kind != ActivatedAbility {
			continue
		}
		if a.Zone == ZoneNone || a.Zone == v.zone || (a.Zone == ZoneInPlay && v.zone == ZoneNone) {
			return true
		}
		elsewhere = a
	}
	if elsewhere == nil {
		return false
	}
	g.record("502.48b", "%s has an activated ability: \"%s\" can be %s only from a player's %s, but the ability exists in every zone, so %s has it here too", v.name(), elsewhere.Text, g.rules.Words.ability(participle), g.rules.ZoneName(elsewhere.Zone), v.name())
	return true
}
