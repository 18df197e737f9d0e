package rulings

// CardDefinition is a card as printed: its characteristics and abilities.
type CardDefinition struct {
	// Name is the card's English name.
	Name string
}
