package rulings

import "slices"

// recolored is card with every face the colors in colors: the values a
// copy "except that the copy is COLOR" has. With no colors it is card
// itself; the card is never changed in place.
func recolored(card *CardDefinition, colors ColorSet) *CardDefinition {
	if colors == 0 || card == nil {
		return card
	}
	out := *card
	out.Faces = slices.Clone(card.Faces)
	for i := range out.Faces {
		out.Faces[i].Colors = colors
	}
	return &out
}
