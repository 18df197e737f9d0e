package index

import (
	"context"
	"strings"
	"testing"
)

func TestJargonIsSpelledOutInTheRulesWords(t *testing.T) {
	table, err := slangTable()
	if err != nil {
		t.Fatal(err)
	}
	first := func(wordings []string) string { return wordings[0] }
	tests := []struct {
		words    string
		want     string
		expanded bool
	}{
		{"SBA", "state-based actions", true},
		{"when do sbas happen?", "when do state-based actions happen?", true},
		{"etb trigger", "enters the battlefield trigger", true},
		{"CMC, of a split card", "mana value of a split card", true},
		{"trample damage", "trample damage", false},
	}
	for _, tt := range tests {
		got := spellSlang(table, strings.Fields(tt.words), first, nil)
		if strings.Join(got.words, " ") != tt.want || got.replaced != tt.expanded {
			t.Errorf("spellSlang(%q) = %q, %v; want %q, %v", tt.words, strings.Join(got.words, " "), got.replaced, tt.want, tt.expanded)
		}
	}
}

func TestJargonFindsTheRuleItNames(t *testing.T) {
	ix := editionIndex(t, edition2026)
	tests := []struct {
		query, rule string
		// spelled says the abbreviation is replaced; one the rules
		// print themselves ("APNAP order") stays, its meaning beside it.
		spelled bool
	}{
		{"sba", "704", true},
		{"lki", "608.2h", true},
		{"cmc", "202.3", true},
		{"apnap", "101.4d", false},
		{"apnap order triggers", "603.3b", false},
		{"p/t", "208", true},
		{"etb trigger", "603.6a", true},
	}
	for _, tt := range tests {
		res, err := ix.Search(context.Background(), Request{Query: tt.query, Limit: 3})
		if err != nil {
			t.Fatal(err)
		}
		if rank := rankOf(res.Hits, tt.rule); rank == 0 {
			t.Errorf("search %q (read as %v): hits %v, want %s in the top 3", tt.query, res.Slang, hitIDs(res), tt.rule)
		}
		if (len(res.Slang) > 0) != tt.spelled {
			t.Errorf("search %q: read as %v; want it spelled out: %v", tt.query, res.Slang, tt.spelled)
		}
		// Shorthand spelled out is an expansion, never a typo corrected.
		if res.Corrected != "" {
			t.Errorf("search %q: corrected to %q; shorthand is no typo", tt.query, res.Corrected)
		}
	}
}
