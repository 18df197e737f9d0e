package index

import (
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// edition2026 is the newest real edition, the one judges search.
const edition2026 = "cr-2026-04-17.txt"

// loadEdition parses a real edition from the shared corpus, skipping when
// it is absent unless CI is set.
func loadEdition(tb testing.TB, name string) *corpus.Edition {
	tb.Helper()
	ed, err := corpus.Parse(name, corpustest.ReadEdition(tb, name))
	if err != nil {
		tb.Fatalf("parse %s: %v", name, err)
	}
	return ed
}
