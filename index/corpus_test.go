package index

import (
	"os"
	"sync"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// edition2026 is the newest real edition, the one judges search.
const edition2026 = "cr-2026-04-17.txt"

// realEdition is one real edition of the shared corpus as the tests of
// this package use it: parsed once, and indexed in memory once, however
// many tests ask. Under the race detector building the 2026 index takes
// seconds of CPU; the tests only search it, so one build serves them all.
type realEdition struct {
	parseOnce sync.Once
	edition   *corpus.Edition
	parseErr  error

	indexOnce sync.Once
	index     *Index
	indexErr  error
}

var (
	realMu       sync.Mutex
	realEditions = map[string]*realEdition{}
)

// realEditionNamed returns the entry of one edition file, made on first
// use.
func realEditionNamed(name string) *realEdition {
	realMu.Lock()
	defer realMu.Unlock()
	e := realEditions[name]
	if e == nil {
		e = &realEdition{}
		realEditions[name] = e
	}
	return e
}

// closeRealIndexes closes the shared in-memory indexes.
func closeRealIndexes() {
	realMu.Lock()
	defer realMu.Unlock()
	for _, e := range realEditions {
		if e.index != nil {
			e.index.Close()
		}
	}
}

// loadEdition returns a real edition from the shared corpus, parsed once
// per test binary, skipping when it is absent unless CI is set. Every
// caller gets the same *corpus.Edition: a test that changes one works on a
// copy.
func loadEdition(tb testing.TB, name string) *corpus.Edition {
	tb.Helper()
	// Asked on every call, so each test skips (or fails under CI) on its
	// own when the file is absent.
	path := corpustest.EditionPath(tb, name)
	e := realEditionNamed(name)
	e.parseOnce.Do(func() {
		data, err := os.ReadFile(path)
		if err != nil {
			e.parseErr = err
			return
		}
		e.edition, e.parseErr = corpus.Parse(name, data)
	})
	if e.parseErr != nil {
		tb.Fatalf("parse %s: %v", name, e.parseErr)
	}
	return e.edition
}

// editionIndex returns the in-memory index of a real edition, built the
// first time any test asks for it and kept for the rest of the run. The
// tests only search it; none may close it.
func editionIndex(tb testing.TB, name string) *Index {
	tb.Helper()
	ed := loadEdition(tb, name)
	e := realEditionNamed(name)
	e.indexOnce.Do(func() {
		e.index, e.indexErr = NewMemory(ed)
	})
	if e.indexErr != nil {
		tb.Fatalf("index %s: %v", name, e.indexErr)
	}
	return e.index
}

// disk2026 is the 2026 edition built once into a store on disk, for the
// tests that read what a build leaves there.
var disk2026 struct {
	once  sync.Once
	dir   string
	store *Store
	err   error
}

// diskStore2026 returns a store in a directory of its own holding the
// index of the 2026 edition, built by Store.Build the first time a test
// asks. The tests only read it.
func diskStore2026(tb testing.TB) (*Store, *corpus.Edition) {
	tb.Helper()
	ed := loadEdition(tb, edition2026)
	disk2026.once.Do(func() {
		disk2026.dir, disk2026.err = os.MkdirTemp("", "judge-index-test-")
		if disk2026.err != nil {
			return
		}
		disk2026.store = NewStore(disk2026.dir)
		disk2026.err = disk2026.store.Build(ed, nil)
	})
	if disk2026.err != nil {
		tb.Fatalf("build %s on disk: %v", edition2026, disk2026.err)
	}
	return disk2026.store, ed
}

// removeRealFixtures closes the shared in-memory indexes and removes the
// shared store; TestMain calls it once every test has run.
func removeRealFixtures() {
	closeRealIndexes()
	if disk2026.dir != "" {
		os.RemoveAll(disk2026.dir)
	}
}
