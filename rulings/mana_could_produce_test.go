package rulings

import (
	"slices"
	"testing"
)

// TestLandsCouldProduce plays 106.7's Example: Exotic Orchards facing only
// Exotic Orchards could produce nothing; with a Forest beside one of them,
// the Orchard across the table could produce {G}.
func TestLandsCouldProduce(t *testing.T) {
	orchardAbility := Instruction{Op: "add-mana-land-could", Name: "color", Filter: Filter{Controller: "opponent"}}
	orchard := permanent("Exotic Orchard", []string{"land"}, &Ability{Kind: ActivatedAbility, Mana: true, Cost: Cost{Tap: true}, Effect: []Instruction{orchardAbility}})
	forest := basicLand(t, "Forest", Green)
	tests := []struct {
		name         string
		aliceForests int
		bobOrchards  int
		want         []Mana
	}{
		{"opponent controls no lands", 1, 0, nil},
		{"only Orchards", 0, 1, nil},
		{"a Forest beside an Orchard", 1, 1, []Mana{{Color: Green}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
			g.SetTurn(1, 0, Main1)
			mine := add(g, 0, ZoneInPlay, orchard, 1)[0]
			add(g, 0, ZoneInPlay, forest, tt.aliceForests)
			add(g, 1, ZoneInPlay, orchard, tt.bobOrchards)
			start(t, g)
			got := g.landsCouldProduce(0, orchardAbility, map[ObjectID]bool{mine: true})
			if !slices.Equal(got, tt.want) {
				t.Errorf("could produce %v, want %v", got, tt.want)
			}
		})
	}
}
