package rulings

import "testing"

func TestRecolored(t *testing.T) {
	green := ColorSet(0).With(Green)
	red := ColorSet(0).With(Red)
	card := &CardDefinition{Name: "Emerald Charm", Faces: []Characteristics{{Name: "Emerald Charm", Colors: green}}}
	if got := recolored(card, 0); got != card {
		t.Errorf("with no colors the card itself is kept")
	}
	got := recolored(card, red)
	if got.Faces[0].Colors != red {
		t.Errorf("copy colors = %v, want red", got.Faces[0].Colors)
	}
	if card.Faces[0].Colors != green {
		t.Errorf("the original card changed to %v", card.Faces[0].Colors)
	}
}
