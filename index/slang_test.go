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
	for _, tt := range tests {
		ix := editionIndex(t, tt.edition)
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 3, Explain: true})
		var meanings []string
		for _, e := range res.Slang {
			meanings = append(meanings, e.Meaning)
		}
		if read := strings.Join(meanings, "; "); !strings.Contains(strings.ReplaceAll(read, "-", " "), tt.read) || res.Corrected != "" {
			t.Errorf("%s: %q expanded to %q, corrected %q; want %q in the expansion and no correction", tt.edition, tt.query, read, res.Corrected, tt.read)
		}
		if rankOf(res.Hits, tt.rule) == 0 {
			t.Errorf("%s: %q: hits %v, want %s in the top 3", tt.edition, tt.query, hitIDs(res), tt.rule)
		}
	}
}

// TestEverydayWordsFindTheRulesWording asks as a judge types at an event,
// in everyday words the rules put otherwise; each question misses its
// rule in the top 3 unless slang.txt reads its word.
func TestEverydayWordsFindTheRulesWording(t *testing.T) {
	const edition2006 = "cr-2006-10-01.txt"
	tests := []slangCase{
		{edition2006, "both players lose at the same time", "simultaneously", "102.4a"},
		{edition2026, "both players lose at the same time", "simultaneously", "104.4a"},
		{edition2006, "all at once", "simultaneously", "102.3e"},
		{edition2026, "can players swap life totals", "exchange", "701.12a"},
		{edition2026, "does floating mana go away between steps", "mana pool", "500.5"},
		{edition2006, "ability activate only at sorcery speed", "any time you could play a sorcery", "403.5"},
		{edition2026, "2nd main phase", "postcombat main phase", "505.1"},
		{edition2006, "who chooses play or draw", "plays first", "101.2"},
		{edition2006, "undo casting a spell you couldn't pay for", "reversed", "422.1"},
		{edition2026, "infinite combo of mandatory actions", "loop", "104.4b"},
		{edition2006, "attacker still blocked after blocker dies", "remains unchanged", "309.2f"},
		{edition2026, "attacker still blocked after blocker dies", "remains blocked", "509.1h"},
		{edition2006, "do plus one counters and minus one counters cancel out", "counters are removed", "420.5n"},
		{edition2026, "do plus one counters and minus one counters cancel out", "counters are removed", "704.5q"},
		{edition2026, "tokens disappear in the graveyard", "ceases to exist", "704.5d"},
		{edition2006, "play it for free", "without paying its mana cost", "412.3"},
		{edition2006, "spells cost more", "total cost", "409.1f"},
		{edition2026, "spells cost more", "cost increases", "601.2f"},
		{edition2006, "player runs out of cards", "empty library", "420.5g"},
		{edition2006, "does the creature remember counters", "new object", "217.1c"},
		{edition2006, "extra land drop", "additional land", "212.6b"},
		{edition2006, "legendary rule", "legend rule", "420.5e"},
		{edition2026, "legendary rule", "legend rule", "205.4d"},
		{edition2026, "lifo", "top of the stack", "608.1"},
		{edition2026, "can I pick which target", "choose", "115.1"},
		{edition2026, "ordering triggers", "in any order they choose", "603.3b"},
		{edition2006, "ordering triggers", "in any order he or she chooses", "410.3"},
		{edition2006, "how do I stack triggers that trigger at the same time", "in any order he or she chooses", "410.3"},
		{edition2026, "split damage between two targets", "divide", "601.2d"},
		// A contraction typed without its apostrophe is not a misspelling
		// of the word that says the opposite.
		{edition2026, "player cant gain life", "can't", "119.7"},
		{edition2026, "player cant lose life", "can't", "119.8"},
		{edition2026, "creature cant be regenerated", "can't", "701.19c"},
	}
	checkSlangCases(t, tests)
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
	ix := editionIndex(t, edition2026)
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

// TestMisspeltSlangIsReadAsSlang checks that a judge's word typed with a
// typo is corrected to the judge's word, not to the nearest rules word,
// and that a judge's phrase holding a typo is read once it is corrected.
func TestMisspeltSlangIsReadAsSlang(t *testing.T) {
	// A slang word a form didn't take is no typo: not corrected to
	// itself, nor to another slang word one edit away ("mana", "many").
	for _, word := range []string{"gang", "mana"} {
		if w, n := closestSlangWord(word, 1); w != "" {
			t.Errorf("closestSlangWord(%q) = %q, %d edits; want none", word, w, n)
		}
	}
	checkSlangCases(t, []slangCase{
		// Slang words the rules never print: before, "flaoting" became
		// "flanking" and "chmup" stayed a word of nothing.
		{edition2026, "flaoting mana between steps", "floating mana", "500.5"},
		{edition2026, "can i chmup with a tapped creature", "must be untapped", "509.1a"},
		{edition2026, "tutr for a land", "search library", "701.23f"},
		{edition2026, "decekd out", "library with no cards in it", "704.5b"},
		// A phrase whose rules word is misspelt: read after correcting it.
		{edition2026, "legendery rule two copies", "legend rule", "704.5j"},
	})
}

// TestInflectedRulesWordsAreNoTypos checks that a form of a word the rules
// use, though the rules never print that form, is searched as typed: a
// nearer word of another meaning is no correction of it.
func TestInflectedRulesWordsAreNoTypos(t *testing.T) {
	ix := editionIndex(t, edition2026)
	for _, query := range []string{"scrying with an empty library", "redirecting damage", "attacker remained blocked"} {
		res := mustSearch(t, ix, Request{Query: query, Limit: 3, Explain: true})
		if res.Explain != nil && len(res.Explain.Corrections) > 0 {
			t.Errorf("%q: corrected %v, want the words searched as typed", query, res.Explain.Corrections)
		}
	}
}

func splitWords(s string) []string { return strings.Fields(s) }

// slangCase is a question in a judge's words, what its slang must be read
// as (in part, as the explanation says it), and the rule wanted in the
// top 3.
type slangCase struct {
	edition, query string
	read, rule     string
}

// checkSlangCases asks each case of its edition's index, built once per
// edition.
func checkSlangCases(t *testing.T, tests []slangCase) {
	t.Helper()
	for _, tt := range tests {
		ix := editionIndex(t, tt.edition)
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 3, Explain: true})
		if read := strings.Join(res.Explain.Slang, "; "); !strings.Contains(read, tt.read) {
			t.Errorf("%s: %q: slang read as %q, want %q in it", tt.edition, tt.query, read, tt.read)
		}
		if rankOf(res.Hits, tt.rule) == 0 {
			t.Errorf("%s: %q: hits %v, want %s in the top 3", tt.edition, tt.query, hitIDs(res), tt.rule)
		}
	}
}
