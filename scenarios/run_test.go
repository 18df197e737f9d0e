package scenarios

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// seedEdition loads the built-in editions: the seed, and the 2026 rules
// the built-in scenarios are also played under.
func seedEdition(id string) (*corpus.Edition, error) {
	if id == "seed" {
		return corpus.Seed()
	}
	return corpus.LoadBuiltin(id)
}

func TestRunTextLocatesAMalformedFile(t *testing.T) {
	checker, err := NewChecker(seedEdition)
	if err != nil {
		t.Fatal(err)
	}
	got := checker.RunText("pasted.md", []byte("---\nrules: [409.1h\n---\n"))
	if got.Passed || len(got.Problems) == 0 || got.Problems[0].File != "pasted.md" || got.Problems[0].Line == 0 {
		t.Errorf("RunText of broken front matter = %+v, want a located failure", got.Result)
	}
}

func TestRunArgFindsFilesThenBuiltinIDs(t *testing.T) {
	checker, err := NewChecker(seedEdition)
	if err != nil {
		t.Fatal(err)
	}
	builtin, err := BuiltinScenarios()
	if err != nil || len(builtin) == 0 {
		t.Fatalf("built-in scenarios: %d, %v", len(builtin), err)
	}
	byID := checker.RunArg(builtin[0].ID)
	if byID.Scenario == nil || byID.File != builtin[0].File || !byID.Passed {
		t.Errorf("RunArg(%s) = %+v, want the passing built-in scenario", builtin[0].ID, byID.Result)
	}
	file := filepath.Join("testdata", "check", "wrong-expectation.md")
	if _, err := os.Stat(file); err != nil {
		t.Fatal(err)
	}
	byFile := checker.RunArg(file)
	if byFile.Passed || byFile.File != file {
		t.Errorf("RunArg(%s) = %+v, want its failure", file, byFile.Result)
	}
	missing := checker.RunArg("no-such-scenario")
	if missing.Passed || !strings.Contains(missing.Error, "read scenario") {
		t.Errorf("RunArg(no-such-scenario) = %+v, want a read error", missing.Result)
	}
}

func TestCheckerLoadsEachEditionOnceAcrossGoroutines(t *testing.T) {
	var mu sync.Mutex
	loads := 0
	checker, err := NewChecker(func(id string) (*corpus.Edition, error) {
		mu.Lock()
		loads++
		mu.Unlock()
		return corpus.Seed()
	})
	if err != nil {
		t.Fatal(err)
	}
	var wait sync.WaitGroup
	for range 8 {
		wait.Go(func() { checker.Edition("") })
	}
	wait.Wait()
	if loads != 1 {
		t.Errorf("the seed edition was loaded %d times, want 1", loads)
	}
}
