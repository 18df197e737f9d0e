package index

import "testing"

// TestEnglishWordsAreNeverCorrected checks that the spelling reads a real
// English word as typed, however near a word of the rules, and still
// corrects a word that is neither the rules' nor English.
func TestEnglishWordsAreNeverCorrected(t *testing.T) {
	ix := newSmallIndex(t)
	for _, query := range []string{"spill", "coat", "gone", "spills"} {
		if res := mustSearch(t, ix, Request{Query: query + " "}); res.Corrected != "" {
			t.Errorf("%q was corrected to %q; it is an English word", query, res.Corrected)
		}
	}
	for query, want := range map[string]string{"trampel": "trample", "convke": "convoke"} {
		if res := mustSearch(t, ix, Request{Query: query + " "}); res.Corrected != want {
			t.Errorf("%q was read as %q; want %q", query, res.Corrected, want)
		}
	}
}

func TestEnglishListFindsInflectionsThroughTheirBase(t *testing.T) {
	for word, want := range map[string]bool{
		"gone": true, "sweepings": true, "abilities": true, "untapping": false,
		"trampel": false, "protecton": false, "blockes": false,
	} {
		if got := isEnglish(word); got != want {
			t.Errorf("isEnglish(%q) = %v; want %v", word, got, want)
		}
	}
}
