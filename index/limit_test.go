package index

import (
	"slices"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// TestFirstHitsDoNotDependOnTheLimit runs every query of the relevance
// and tuning sets with several limits and requires each list to be the
// start of the longest: asking for fewer hits only cuts the list, and
// pages of the web search follow one another. It only searches, so it
// reads the 2026 index the package's tests share.
func TestFirstHitsDoNotDependOnTheLimit(t *testing.T) {
	corpustest.SkipUnderRace(t, "a ranking test over real editions")
	ix := editionIndex(t, edition2026)
	queries := []string{"indestructible and -1/-1 counters", "+1/+1 counters", "702.19", "sba", "trampel"}
	for _, c := range loadRelevanceCases(t) {
		queries = append(queries, c.Query)
	}
	const longest = 60
	for _, q := range queries {
		all := hitIDs(mustSearch(t, ix, Request{Query: q, Limit: longest}))
		for _, limit := range []int{1, 3, 5, 10, 15, 25, 41} {
			got := hitIDs(mustSearch(t, ix, Request{Query: q, Limit: limit}))
			if want := all[:min(limit, len(all))]; !slices.Equal(got, want) {
				t.Errorf("%q with limit %d: %v; want the first %d of limit %d: %v", q, limit, got, limit, longest, want)
				break
			}
		}
	}
}
