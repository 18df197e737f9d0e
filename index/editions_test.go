package index

import (
	"context"
	"slices"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// TestOlderEditionsFindTheRuleAJudgeWants checks that ranking tuned on the
// 2026 edition still puts the right rule in the top three of older
// editions, whose numbers (2008: 420.5b, "in play") and wording ("the
// 'can't' effect wins") differ.
func TestOlderEditionsFindTheRuleAJudgeWants(t *testing.T) {
	corpustest.SkipUnderRace(t, "a ranking test over real editions")
	tests := []struct {
		edition string
		query   string
		want    []string
	}{
		{"cr-2008-02-01.txt", "trample", []string{"502.9"}},
		{"cr-2008-02-01.txt", "creature with 0 toughness", []string{"420.5b"}},
		{"cr-2008-02-01.txt", "two legendary permanents same name", []string{"420.5e"}},
		{"cr-2008-02-01.txt", "mana abilities don't use the stack", []string{"406.4"}},
		{"cr-2008-02-01.txt", "can't beats can", []string{"103.2"}},
		{"cr-2022-10-07.txt", "trample", []string{"702.19"}},
		{"cr-2022-10-07.txt", "creature with 0 toughness", []string{"704.5f"}},
		{"cr-2022-10-07.txt", "draw from an empty library", []string{"704.5b", "121.4"}},
		{"cr-2022-10-07.txt", "can't beats can", []string{"101.2"}},
		{"cr-2023-11-17.txt", "trample", []string{"702.19"}},
		{"cr-2023-11-17.txt", "legend rule", []string{"704.5j"}},
		{"cr-2023-11-17.txt", "mana abilities don't use the stack", []string{"605.3b", "605.4a"}},
		{"cr-2023-11-17.txt", "draw from an empty library", []string{"704.5b", "121.4"}},
	}
	for _, tt := range tests {
		ix := editionIndex(t, tt.edition)
		res, err := ix.Search(context.Background(), Request{Query: tt.query, Limit: 3})
		if err != nil {
			t.Fatalf("%s %q: %v", tt.edition, tt.query, err)
		}
		found := false
		for _, h := range res.Hits {
			found = found || slices.Contains(tt.want, h.Rule)
		}
		if !found {
			t.Errorf("%s %q: top 3 %v, want one of %v", tt.edition, tt.query, hitIDs(res), tt.want)
		}
	}
}
