package rulings

import "testing"

func TestCreatureTypeError(t *testing.T) {
	for _, tt := range []struct {
		word string
		ok   bool
	}{
		{"Merfolk", true}, {"Wizard", true}, {"Merfolk Wizard", false}, {"artifact", false},
		{"opponent", false}, {"Swamp", false}, {"truck", false}, {"", false}, {"Equipment", false},
	} {
		if err := CreatureTypeError(tt.word); (err == nil) != tt.ok {
			t.Errorf("CreatureTypeError(%q) = %v, want ok %v", tt.word, err, tt.ok)
		}
	}
}
