package rulings

import (
	"slices"
	"testing"
)

func TestLastExiledTypes(t *testing.T) {
	card := Characteristics{Types: []string{"creature"}, Subtypes: []string{"Zombie", "Shapeshifter"}}
	if got := lastExiledTypes(&card, []string{"Shapeshifter"}); !slices.Equal(got, []string{"Zombie", "Shapeshifter"}) {
		t.Errorf("lastExiledTypes = %v, want [Zombie Shapeshifter]", got)
	}
	land := Characteristics{Types: []string{"land", "creature"}, Subtypes: []string{"Forest", "Dryad"}}
	if got := lastExiledTypes(&land, nil); !slices.Equal(got, []string{"Dryad"}) {
		t.Errorf("lastExiledTypes = %v, want [Dryad]: a land type is no creature type", got)
	}
}

func TestSetCreatureTypesKeepsOtherSubtypes(t *testing.T) {
	c := Characteristics{Types: []string{"artifact", "creature"}, Subtypes: []string{"Equipment", "Shapeshifter"}}
	setCreatureTypes(&c, []string{"Rat", "Shapeshifter"})
	if want := []string{"Equipment", "Rat", "Shapeshifter"}; !slices.Equal(c.Subtypes, want) {
		t.Errorf("subtypes = %v, want %v", c.Subtypes, want)
	}
}
