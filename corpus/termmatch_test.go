package corpus

import (
	"fmt"
	"testing"
)

func TestFoldTermIgnoresCasePunctuationAndSpacing(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Mana Burn", "mana burn"},
		{"mana-burn", "mana burn"},
		{"  MANA   BURN ", "mana burn"},
		{"Active Player, Nonactive Player Order", "active player nonactive player order"},
		{"Power/Toughness", "power toughness"},
		{"Can't", "cant"},
		{"...", ""},
	}
	for _, test := range tests {
		if got := FoldTerm(test.in); got != test.want {
			t.Errorf("FoldTerm(%q) = %q, want %q", test.in, got, test.want)
		}
	}
}

func TestEditDistanceCountsRuneEdits(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"trample", "trample", 0},
		{"trampel", "trample", 1},
		{"ca", "abc", 3},
		{"kitten", "sitting", 3},
		{"flyng", "flying", 1},
		{"", "ward", 4},
		{"café", "cafe", 1},
	}
	for _, test := range tests {
		if got := EditDistance(test.a, test.b); got != test.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", test.a, test.b, got, test.want)
		}
	}
}

func TestCloseTermsRanksPrefixThenContainsThenTypos(t *testing.T) {
	edition := &Edition{}
	for _, term := range []string{"Flash", "Flanking", "Flying", "First Strike", "Double Strike", "Strike Force", "Ward"} {
		edition.Glossary = append(edition.Glossary, &GlossaryEntry{Term: term})
	}
	tests := []struct {
		query string
		n     int
		want  []string
	}{
		{"strike", 5, []string{"Strike Force", "First Strike", "Double Strike"}},
		{"fla", 5, []string{"Flash", "Flanking", "Flying"}},
		{"flyng", 5, []string{"Flying"}},
		{"strke", 5, []string{"First Strike", "Double Strike", "Strike Force"}},
		{"dubble strike", 5, []string{"Double Strike"}},
		{"strike", 2, []string{"Strike Force", "First Strike"}},
		{"zz", 5, nil},
		{"!!", 5, nil},
	}
	for _, test := range tests {
		got := CloseTerms(edition, test.query, test.n)
		if fmt.Sprint(got) != fmt.Sprint(test.want) {
			t.Errorf("CloseTerms(%q, %d) = %v, want %v", test.query, test.n, got, test.want)
		}
	}
}
