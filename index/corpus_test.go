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

// editionIndexes returns a lookup that builds each real edition's index
// in memory the first time a test asks for it, and closes them all when
// the test ends.
func editionIndexes(t *testing.T) func(edition string) *Index {
	t.Helper()
	indexes := map[string]*Index{}
	t.Cleanup(func() {
		for _, ix := range indexes {
			ix.Close()
		}
	})
	return func(edition string) *Index {
		t.Helper()
		if ix := indexes[edition]; ix != nil {
			return ix
		}
		ix, err := NewMemory(loadEdition(t, edition))
		if err != nil {
			t.Fatal(err)
		}
		indexes[edition] = ix
		return ix
	}
}
