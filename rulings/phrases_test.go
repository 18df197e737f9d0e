package rulings

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPhraseTableReplacesAsReplacerDoes checks the phrase table against
// strings.Replacer built from the same pairs, on texts made of the
// phrases, pieces of them and other words, overlapping and side by side.
func TestPhraseTableReplacesAsReplacerDoes(t *testing.T) {
	// The era phrases, all long enough for the table to pass over places
	// no phrase starts; with short phrases added it compares everywhere.
	testPhraseTable(t, phrases2026)
	testPhraseTable(t, append([]string{"in", "at", "he", "they", "pla", "PLA"}, phrases2026...))
}

func testPhraseTable(t *testing.T, pairs []string) {
	t.Helper()
	want := strings.NewReplacer(pairs...)
	got := newPhraseTable(pairs)
	var pieces []string
	for _, p := range pairs {
		pieces = append(pieces, p, p[:len(p)/2], p[len(p)/2:])
	}
	pieces = append(pieces, " ", "a", "in", "play", "the ", "X", "é", "pla", "h")
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		if g, w := got.replace(s), want.Replace(s); g != w {
			t.Fatalf("replace(%q) = %q, want %q", s, g, w)
		}
	}
	if s := "Grizzly Bears attacks"; got.replace(s) != s {
		t.Errorf("a text with no phrase changed")
	}
}
