package corpus

import (
	"slices"
	"testing"
)

func TestClosestNamesTyposAndPartsFirst(t *testing.T) {
	ids := []string{"death-bomb", "cost-lock-in", "mana-burn", "stack-order", "legend-rule"}
	tests := []struct {
		word string
		want []string
	}{
		{"deathbomb", []string{"death-bomb"}},
		{"mana-brun", []string{"mana-burn"}},
		{"legend", []string{"legend-rule"}},
		{"zzzzzz", []string{}},
	}
	for _, tc := range tests {
		if got := Closest(tc.word, ids, 3); !slices.Equal(got, tc.want) {
			t.Errorf("Closest(%q) = %q, want %q", tc.word, got, tc.want)
		}
	}
}
