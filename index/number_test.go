package index

import "testing"

// TestTypedNumbersAreReadAsTheRulesReaderReadsThem checks that search
// reads the slips corpus.RuleNumberReadings reads, takes the reading the
// edition has, says it read the number so, and leaves a lone digit among
// words as card text.
func TestTypedNumbersAreReadAsTheRulesReaderReadsThem(t *testing.T) {
	ix := newSmallIndex(t)
	tests := []struct {
		query, first, corrected string
	}{
		{"702,19", "702.19", "702.19"},
		{"70219", "702.19", "702.19"},
		{"7O2.19b", "702.19b", "702.19b"},
		{"CR702.19b", "702.19b", "702.19b"},
		{"CR 702.19", "702.19", ""},
		{"601.2F", "601.2f", ""},
	}
	for _, tc := range tests {
		res := mustSearch(t, ix, Request{Query: tc.query})
		if len(res.Hits) == 0 || res.Hits[0].ID != tc.first || res.Corrected != tc.corrected {
			t.Errorf("%q: hits %v, corrected %q; want %s first, corrected %q", tc.query, hitIDs(res), res.Corrected, tc.first, tc.corrected)
		}
	}
	// A digit among words is card text, not section 7.
	if res := mustSearch(t, ix, Request{Query: "trample 7"}); len(res.Hits) == 0 || res.Hits[0].ID == "7" {
		t.Errorf("trample 7: hits %v; want a trample rule first, not section 7", hitIDs(res))
	}
	// A number the edition lacks in any reading stays a word: no hit by
	// number, nothing said of a reading.
	res := mustSearch(t, ix, Request{Query: "7021"})
	if res.Corrected != "" || len(res.Hits) > 0 && res.Hits[0].ID == "702.1" {
		t.Errorf("7021: hits %v, corrected %q; want no reading as 702.1, which the edition lacks", hitIDs(res), res.Corrected)
	}
}
