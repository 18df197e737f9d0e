package index

import (
	"slices"
	"strings"
	"testing"
)

func TestModifiersAreOneTermEach(t *testing.T) {
	m, err := newMapping()
	if err != nil {
		t.Fatal(err)
	}
	text := m.AnalyzerNamed(textAnalyzer)
	tests := []struct {
		input string
		want  []string
	}{
		{"indestructible and -1/-1 counters", []string{"indestruct", "-1/-1", "counter"}},
		{"a +1/+1 counter", []string{"+1/+1", "counter"}},
		// The CR prints minus signs; judges type hyphens.
		{"gets −1/−0", []string{"get", "-1/-0"}},
		{"+X/+0 until end of turn", []string{"+x/+0", "until", "end", "turn"}},
		// Not modifiers: a power and toughness, a sign inside a word.
		{"a 2/2 token", []string{"2", "2", "token"}},
		{"z+1/+1", []string{"z", "1", "1"}},
	}
	for _, tc := range tests {
		var got []string
		for _, tok := range text.Analyze([]byte(tc.input)) {
			got = append(got, string(tok.Term))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("analyze %q = %q; want %q", tc.input, got, tc.want)
		}
	}
}

// TestPlusAndMinusCountersAreDifferentSearches checks that "+1/+1" and
// "-1/-1" are searched as themselves: a record holding only the other is
// no match, and the match marks the whole modifier.
func TestPlusAndMinusCountersAreDifferentSearches(t *testing.T) {
	ix := newSmallIndex(t)
	minus := mustSearch(t, ix, Request{Query: "-1/-1"})
	if ids := hitIDs(minus); !slices.Equal(ids, []string{"704.5q"}) {
		t.Errorf("-1/-1 found %v; want 704.5q only", ids)
	}
	if len(minus.Hits) > 0 && !strings.Contains(minus.Hits[0].Snippet, "<mark>−1/−1</mark>") {
		t.Errorf("-1/-1 snippet %q; want the whole modifier marked", minus.Hits[0].Snippet)
	}
	plus := mustSearch(t, ix, Request{Query: "+1/+1 counters"})
	for _, h := range plus.Hits {
		if strings.Contains(h.Snippet, "<mark>−1/−1</mark>") {
			t.Errorf("+1/+1 counters marked −1/−1 in %s: %q", h.ID, h.Snippet)
		}
	}
	if got := mustSearch(t, ix, Request{Query: "-2/-2"}); got.Total != 0 {
		t.Errorf("-2/-2 found %v; want nothing: no record holds it", hitIDs(got))
	}
}
