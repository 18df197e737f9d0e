package index

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// relevanceCase is one judge-style query and the rule a judge wants from it.
type relevanceCase struct {
	Query string `json:"query"`
	Want  string `json:"want"`
	Why   string `json:"why"`
}

func loadRelevanceCases(tb testing.TB) []relevanceCase {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "relevance.json"))
	if err != nil {
		tb.Fatal(err)
	}
	var cases []relevanceCase
	if err := json.Unmarshal(data, &cases); err != nil {
		tb.Fatalf("relevance.json: %v", err)
	}
	return cases
}

// rankOf is the 1-based position of the first hit linking to rule, 0 when
// none of the hits does.
func rankOf(hits []Hit, rule string) int {
	for i, h := range hits {
		if h.Rule == rule {
			return i + 1
		}
	}
	return 0
}

// relevanceScore counts the cases whose wanted rule comes first and in the
// top three, sums the reciprocal ranks (0 for a rule not in the hits), and
// describes the other cases.
func relevanceScore(tb testing.TB, ix *Index, cases []relevanceCase) (top1, top3 int, rr float64, misses []string) {
	tb.Helper()
	for _, c := range cases {
		res, err := ix.Search(context.Background(), Request{Query: c.Query, Limit: 10})
		if err != nil {
			tb.Errorf("%q: %v", c.Query, err)
			continue
		}
		rank := rankOf(res.Hits, c.Want)
		if rank == 1 {
			top1++
		}
		if rank >= 1 && rank <= 3 {
			top3++
		}
		if rank > 0 {
			rr += 1 / float64(rank)
		}
		if rank != 1 {
			var got []string
			for _, h := range res.Hits[:min(5, len(res.Hits))] {
				got = append(got, h.ID)
			}
			misses = append(misses, fmt.Sprintf("%q: want %s, at rank %d (0: not in top 10); top hits %v", c.Query, c.Want, rank, got))
		}
	}
	return top1, top3, rr, misses
}

func TestJudgeQueriesFindTheWantedRuleInTopThree(t *testing.T) {
	ix := editionIndex(t, edition2026)
	cases := loadRelevanceCases(t)
	if len(cases) < 40 {
		t.Fatalf("relevance set has %d queries, want at least 40", len(cases))
	}
	top1, top3, _, misses := relevanceScore(t, ix, cases)
	for _, m := range misses {
		t.Log(m)
	}
	t.Logf("relevance: %d/%d in top 3, %d/%d first", top3, len(cases), top1, len(cases))
	if top3*10 < len(cases)*9 {
		t.Errorf("only %d/%d queries have the wanted rule in the top 3; want at least 90%%", top3, len(cases))
	}
}

// TestEqualScoresRankTheSameWhateverTheBuildOrder indexes the edition
// twice, its rules in document order and reversed, and requires every
// relevance query to give the same hits in the same order: hits with equal
// scores are ordered by ID, not by where the index happened to put them.
func TestEqualScoresRankTheSameWhateverTheBuildOrder(t *testing.T) {
	corpustest.SkipUnderRace(t, "a ranking test over real editions")
	ed := loadEdition(t, edition2026)
	reversed := *ed
	reversed.Rules = slices.Clone(ed.Rules)
	slices.Reverse(reversed.Rules)
	forward := editionIndex(t, edition2026)
	backward, err := NewMemory(&reversed)
	if err != nil {
		t.Fatal(err)
	}
	defer backward.Close()
	ids := func(ix *Index, q string) []string {
		res, err := ix.Search(context.Background(), Request{Query: q, Limit: 10})
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		var out []string
		for _, h := range res.Hits {
			out = append(out, h.ID)
		}
		return out
	}
	for _, c := range loadRelevanceCases(t) {
		if a, b := ids(forward, c.Query), ids(backward, c.Query); !slices.Equal(a, b) {
			t.Errorf("%q: hits %v built in order, %v built reversed", c.Query, a, b)
		}
	}
}

// TestMemoryAndDiskRankAlike builds the edition in memory and on disk and
// requires every relevance query to give the same hits with the same
// scores: the tests measure the ranking in memory, judges search on disk.
func TestMemoryAndDiskRankAlike(t *testing.T) {
	corpustest.SkipUnderRace(t, "a ranking test over real editions")
	mem := editionIndex(t, edition2026)
	store, ed := diskStore2026(t)
	disk, err := store.Open(ed, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer disk.Close()
	hits := func(ix *Index, q string) []string {
		res, err := ix.Search(context.Background(), Request{Query: q, Limit: 10})
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		var out []string
		for _, h := range res.Hits {
			out = append(out, fmt.Sprintf("%s %.6f", h.ID, h.Score))
		}
		return out
	}
	for _, c := range loadRelevanceCases(t) {
		if a, b := hits(mem, c.Query), hits(disk, c.Query); !slices.Equal(a, b) {
			t.Errorf("%q: hits %v in memory, %v on disk", c.Query, a, b)
		}
	}
}
