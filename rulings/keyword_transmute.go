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
