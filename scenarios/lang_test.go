package scenarios

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// seedBlock reads the scenario block of a Markdown file through Load, the
// loader the checker uses, and returns it with the file line of its first
// line.
func seedBlock(t testing.TB, path string) (string, int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return s.Program, s.ProgramLine
}

func loadLibrary(t testing.TB) *CardLibrary {
	lib, err := LoadCardLibrary(os.DirFS("cards"))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// TestProgramRunsAreIndependent runs each parsed seed program several
// times at once: a program and its cards are read-only, so every run plays
// the same game and gives the same trace (run with -race).
func TestProgramRunsAreIndependent(t *testing.T) {
	lib := loadLibrary(t)
	files, _ := filepath.Glob("seed/*.md")
	for _, f := range files {
		src, line := seedBlock(t, f)
		prog, err := lang.ParseProgram(f, line, src, lib)
		if err != nil {
			t.Fatal(err)
		}
		traces := make([]string, 3)
		var wg sync.WaitGroup
		for i := range traces {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if out, err := prog.Run(rulings.Rules2006()); err == nil {
					traces[i] = out.Trace.String()
				}
			}()
		}
		wg.Wait()
		if traces[0] == "" || traces[0] != traces[1] || traces[1] != traces[2] {
			t.Errorf("%s: concurrent runs differ", f)
		}
	}
}
