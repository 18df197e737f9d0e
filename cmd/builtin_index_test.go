package cmd

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
	"github.com/rogpeppe/go-internal/testscript"
)

// builtinIndex is the search index of the built-in default edition, built
// once per test binary for the scripts and tests that search that edition
// without testing how its index is built. A build of the 2026 edition
// takes seconds of CPU, over ten under the race detector; each of them
// copies this one into its own data directory instead, where judge finds
// it sound and opens it as if it had built it. The scripts about building
// (first_run, index, search) and the help examples still build their own.
var builtinIndex struct {
	once    sync.Once
	dir     string // a data directory holding only this index
	edition *corpus.Edition
	err     error
}

// builtinIndexEdition builds the built-in default edition's index on first
// use and returns the edition and the data directory holding the index.
func builtinIndexEdition() (*corpus.Edition, string, error) {
	builtinIndex.once.Do(func() {
		ed, err := corpus.LoadBuiltin(corpus.DefaultID)
		if err != nil {
			builtinIndex.err = err
			return
		}
		dataDir, err := os.MkdirTemp("", "judge-cmd-index-")
		if err != nil {
			builtinIndex.err = err
			return
		}
		builtinIndex.dir = dataDir
		store := index.NewStore(dataDir)
		if err := store.Build(ed, nil); err != nil {
			builtinIndex.err = err
			return
		}
		builtinIndex.edition = ed
	})
	if builtinIndex.err != nil {
		return nil, "", fmt.Errorf("index of the built-in edition %s: %w", corpus.DefaultID, builtinIndex.err)
	}
	return builtinIndex.edition, builtinIndex.dir, nil
}

// copyBuiltinIndex copies the built-in default edition's index into the
// data directory dataDir, where judge would have built it.
func copyBuiltinIndex(dataDir string) error {
	ed, builtDir, err := builtinIndexEdition()
	if err != nil {
		return err
	}
	src, err := index.NewStore(builtDir).Path(ed)
	if err != nil {
		return err
	}
	dst, err := index.NewStore(dataDir).Path(ed)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		return fmt.Errorf("copy the index of the built-in edition %s: %w", corpus.DefaultID, err)
	}
	return nil
}

// removeBuiltinIndex removes the built-in index once every test has run.
func removeBuiltinIndex() {
	if builtinIndex.dir != "" {
		os.RemoveAll(builtinIndex.dir)
	}
}

// builtinIndexCmd is the script command "builtinindex": the data directory
// $JUDGE_DATA_DIR gets the built-in default edition's index, as if a
// search had built it.
func builtinIndexCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: builtinindex")
	}
	if err := copyBuiltinIndex(ts.Getenv("JUDGE_DATA_DIR")); err != nil {
		ts.Fatalf("%v", err)
	}
}

// afterRun is a testscript.TestingM that runs cleanup once the tests have
// run, before testscript.Main exits.
type afterRun struct {
	testscript.TestingM
	cleanup func()
}

// Run runs the tests, then the cleanup.
func (a afterRun) Run() int {
	defer a.cleanup()
	return a.TestingM.Run()
}
