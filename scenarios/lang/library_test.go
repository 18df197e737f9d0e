package lang

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/judgekit/judge/rulings"
)

func TestLibraryCardReadsAsPrintedInEachEra(t *testing.T) {
	lib, err := LoadCardLibrary(fstest.MapFS{"spells.cards": {Data: []byte("card \"Shock\" {R} instant\n  Shock deals 2 damage to any target.\n")}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		edition      string
		planeswalker bool
	}{
		{"2006-10-01", false},
		{SeedEdition, false},
		{"2009-10-01", false},
		{"2026-04-17", true},
		{"2026-04-17", true}, // read once and kept
	} {
		d, ok, err := lib.cardUnder("Shock", tc.edition)
		if err != nil || !ok {
			t.Fatalf("%s: %v, %v", tc.edition, ok, err)
		}
		var spell *rulings.Ability
		for _, a := range d.Faces[0].Abilities {
			if a.Kind == rulings.SpellAbility {
				spell = a
			}
		}
		if spell == nil || len(spell.Targets) != 1 {
			t.Fatalf("%s: Shock has no single target: %+v", tc.edition, spell)
		}
		f := spell.Targets[0].Filter
		if !f.Player || !slices.Contains(f.Types, "creature") || slices.Contains(f.Types, "planeswalker") != tc.planeswalker || f.AnyTarget != tc.planeswalker {
			t.Errorf("%s: Shock's target is %+v, want a creature or player, a planeswalker too: %v", tc.edition, f, tc.planeswalker)
		}
	}
}

func TestModalTriggerRefusesModesWithAnEffect(t *testing.T) {
	src := "card \"Wisp\" {W} creature — Spirit 1/1\n  when this comes into play: you gain 1 life\n    mode \"draw\"\n      effect you draw 1 card\n    mode \"gain\"\n      effect you gain 1 life\nstate turn 1, alice main1\n"
	_, err := ParseProgramUnder("wisp.md", 1, src, nil, "2006-10-01")
	if err == nil || !strings.HasPrefix(err.Error(), "wisp.md:2:") || !strings.Contains(err.Error(), "effect is in its modes") {
		t.Fatalf("got %v, want the effect refused at wisp.md:2", err)
	}
}
