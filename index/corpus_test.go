package index

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// edition2026 is the newest real edition, the one judges search.
const edition2026 = "cr-2026-04-17.txt"

// sharedCorpusDir finds ../shared/corpus beside the module root, the place
// real CR editions live as test data.
func sharedCorpusDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return filepath.Join(dir, "..", "shared", "corpus")
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			tb.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

// loadEdition parses a real edition from the shared corpus, skipping when
// it is absent unless CI is set.
func loadEdition(tb testing.TB, name string) *corpus.Edition {
	tb.Helper()
	path := filepath.Join(sharedCorpusDir(tb), name)
	data, err := os.ReadFile(path)
	if err != nil {
		if os.Getenv("CI") != "" {
			tb.Fatalf("CI needs the real edition: %v", err)
		}
		tb.Skipf("real edition absent: %v", err)
	}
	ed, err := corpus.Parse(name, data)
	if err != nil {
		tb.Fatalf("parse %s: %v", name, err)
	}
	return ed
}
