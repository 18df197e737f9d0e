package index

import (
	"strings"
	"testing"
)

func TestSlangTableReadsAndSaysWhereItIsMalformed(t *testing.T) {
	table, err := slangTable()
	if err != nil {
		t.Fatalf("slang.txt: %v", err)
	}
	if len(table) < 30 {
		t.Errorf("slang.txt holds %d entries, want the abbreviations and judges' words", len(table))
	}
	for _, tt := range []struct{ text, want string }{
		{"# a comment\netb enters the battlefield\n", "slang.txt:2: no \"=\", \"~\" or final \" -\""},
		{"how many -\n, -\n", "slang.txt:2: a frame needs forms"},
		{"\n\n = enters the battlefield\n", "slang.txt:3: an entry needs forms and a meaning"},
		{"etb = \n", "slang.txt:1: an entry needs forms and a meaning"},
	} {
		if _, err := parseSlang(tt.text); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("parseSlang(%q) = %v, want %q", tt.text, err, tt.want)
		}
	}
}

func TestFramesAreReadAsNothingUnlessTheyAreAllTheQuery(t *testing.T) {
	table, err := parseSlang("what counts as, how many -\netb = enters the battlefield\n")
	if err != nil {
		t.Fatal(err)
	}
	keep := func([]string) string { return "" }
	for _, tt := range []struct {
		query, words string
		framed       bool
	}{
		{"What counts as a permanent?", "a permanent?", true},
		{"how many etb triggers", "", true},
		{"how many", "how many", false},
		{"counts as a permanent", "counts as a permanent", false},
	} {
		s := spellSlang(table, strings.Fields(tt.query), keep, nil)
		if tt.words != "" && strings.Join(s.words, " ") != tt.words {
			t.Errorf("%q: words %q, want %q", tt.query, s.words, tt.words)
		}
		if got := len(s.framed) > 0; got != tt.framed {
			t.Errorf("%q: framed %v, want %v", tt.query, got, tt.framed)
		}
	}
}

func TestSlangIsReadInTheEditionsOwnWords(t *testing.T) {
	tests := []struct {
		edition, query string
		// read is what the query must be read as, in part.
		read string
		// rule is the rule wanted in the top 3.
		rule string
	}{
		{edition2026, "etb ability", "enters the battlefield", "603.6a"},
		{"cr-2006-10-01.txt", "etb ability", "comes into play", "410.10a"},
		{edition2026, "cmc of a split card", "mana value", "202.3d"},
		{"cr-2006-10-01.txt", "cmc of a card with no mana cost", "converted mana cost", "203.3a"},
		{"cr-2006-10-01.txt", "sba lethal damage", "state based effects", "420.5c"},
		// A judge's word the rules never print, of one sense, is read as
		// the sense in the wording the edition prints as a phrase.
		{edition2026, "decked", "library with no cards in it", "704.5b"},
		{"cr-2006-10-01.txt", "decked", "empty library", "420.5g"},
	}
	indexes := map[string]*Index{}
	for _, tt := range tests {
		ix := indexes[tt.edition]
		if ix == nil {
			var err error
			if ix, err = NewMemory(loadEdition(t, tt.edition)); err != nil {
				t.Fatal(err)
			}
			defer ix.Close()
			indexes[tt.edition] = ix
		}
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 3, Explain: true})
		if !strings.Contains(res.Corrected, tt.read) {
			t.Errorf("%s: %q read as %q, want %q in it", tt.edition, tt.query, res.Corrected, tt.read)
		}
		if rankOf(res.Hits, tt.rule) == 0 {
			t.Errorf("%s: %q: hits %v, want %s in the top 3", tt.edition, tt.query, hitIDs(res), tt.rule)
		}
	}
}

func TestJudgesWordsKeepTheirSenseByContext(t *testing.T) {
	table, err := slangTable()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ words, want string }{
		{"who wins the coin flip", "coin flip: flipping a coin; flip a coin"},
		{"flip a coin", "flip a coin: flipping a coin; flip a coin"},
		{"flip a dfc", "flip: transform"},
		{"flip cards", "flip cards: flip cards"},
		{"aura falls off", "falls off: attached to an illegal; unattached; state-based actions; state-based effects"},
		{"kill it in response", "kill: destroy; dies"},
	}
	first := func(w []string) string { return w[0] }
	for _, tt := range tests {
		got := spellSlang(table, strings.Fields(tt.words), first, nil).read
		if len(got) == 0 || got[0] != tt.want {
			t.Errorf("spellSlang(%q) read %q, want %q first", tt.words, got, tt.want)
		}
	}
}

func TestTyposInsideAQuestionAreCorrected(t *testing.T) {
	ix, err := NewMemory(loadEdition(t, edition2026))
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	tests := []struct{ query, read, rule string }{
		// Two letters swapped in a short word: two edits, one slip.
		{"dobule strike", "double strike", "702.4"},
		{"does deathtuoch work with trampel", "deathtouch work with trample", ""},
		{"cumulatve upkeep age counters", "cumulative upkeep", "702.24a"},
		{"comander tax", "commander tax", "903.8"},
	}
	for _, tt := range tests {
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 3})
		if !strings.Contains(res.Corrected, tt.read) {
			t.Errorf("%q read as %q, want %q in it", tt.query, res.Corrected, tt.read)
		}
		if tt.rule != "" && rankOf(res.Hits, tt.rule) == 0 {
			t.Errorf("%q: hits %v, want %s in the top 3", tt.query, hitIDs(res), tt.rule)
		}
	}
}

func splitWords(s string) []string { return strings.Fields(s) }
