package index

import (
	"fmt"
	"strings"
	"testing"
)

func TestJudgePhrasesFindTheRulesPhrase(t *testing.T) {
	table, err := slangTable()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		words string
		want  string
	}{
		{"draw from an empty library", `[{empty library [library with no cards in it]}]`},
		{"creature with 0 toughness", `[{0 toughness [toughness 0 or less]}]`},
		{"Zero Loyalty planeswalker", `[{Zero Loyalty [loyalty 0]}]`},
		{"can't beats can", `[{beats [takes precedence effect wins]}]`},
		{"mana abilities don't use the stack", `[{use the stack [go on the stack]}]`},
		{"does it fizzle?", `[{fizzle? [doesn't resolve countered on resolution targets illegal resolving spells and abilities]}]`},
		{"trample damage", `[]`},
		{"", `[]`},
	}
	for _, tt := range tests {
		got := fmt.Sprint(spellSlang(table, strings.Fields(tt.words), nil, nil).kept)
		if got != tt.want {
			t.Errorf("spellSlang(%q).kept = %s, want %s", tt.words, got, tt.want)
		}
	}
}

func TestJudgePhraseIsNotCorrectedAsATypo(t *testing.T) {
	// The 2026 rules never say "beats" but say "beast" and "bears".
	ix := editionIndex(t, edition2026)
	res, err := ix.Search(t.Context(), Request{Query: "can't beats can"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Corrected != "" {
		t.Errorf("search %q was read as %q; a judge's phrase is not a typo", "can't beats can", res.Corrected)
	}
}
