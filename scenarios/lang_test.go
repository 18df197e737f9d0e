package scenarios

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// seedBlock finds the fenced scenario block of a Markdown file and the file
// line of its first line.
func seedBlock(t testing.TB, path string) (string, int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(data), "\n")
	start := -1
	for i, l := range lines {
		switch {
		case start < 0 && strings.TrimSpace(l) == "```scenario":
			start = i + 1
		case start >= 0 && strings.TrimSpace(l) == "```":
			return strings.Join(lines[start:i], "\n"), start + 1
		}
	}
	t.Fatalf("%s: no ```scenario block", path)
	return "", 0
}

func frontMatterRules(t testing.TB, path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^rules:\s*\[(.*)\]`).FindSubmatch(data)
	if m == nil {
		t.Fatalf("%s: no rules: in the front matter", path)
	}
	var out []string
	for _, r := range strings.Split(string(m[1]), ",") {
		out = append(out, strings.TrimSpace(r))
	}
	return out
}

func loadLibrary(t testing.TB) *CardLibrary {
	lib, err := LoadCardLibrary(os.DirFS("cards"))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// TestSeedScenariosReachTheirRulings runs every seed scenario: it must
// parse, run, meet its expectations, and cite every rule its front matter
// lists.
func TestSeedScenariosReachTheirRulings(t *testing.T) {
	lib := loadLibrary(t)
	files, _ := filepath.Glob("seed/*.md")
	if len(files) == 0 {
		t.Fatal("no seed scenarios")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, line := seedBlock(t, f)
			prog, err := ParseProgram(f, line, src, lib)
			if err != nil {
				t.Fatal(err)
			}
			out, err := prog.Run()
			if err != nil {
				if out != nil {
					t.Log(out.Trace)
				}
				t.Fatal(err)
			}
			for _, fl := range out.Failures {
				t.Errorf("%v", fl)
			}
			cites := out.Trace.Cites()
			for _, r := range frontMatterRules(t, f) {
				if !contains(cites, r) {
					t.Errorf("front matter lists %s but the trace doesn't cite it", r)
				}
			}
			if t.Failed() {
				t.Log(out.Trace)
			}
		})
	}
}

// TestProgramRunsAreIndependent runs each parsed seed program several
// times at once: a program and its cards are read-only, so every run plays
// the same game and gives the same trace (run with -race).
func TestProgramRunsAreIndependent(t *testing.T) {
	lib := loadLibrary(t)
	files, _ := filepath.Glob("seed/*.md")
	for _, f := range files {
		src, line := seedBlock(t, f)
		prog, err := ParseProgram(f, line, src, lib)
		if err != nil {
			t.Fatal(err)
		}
		traces := make([]string, 3)
		var wg sync.WaitGroup
		for i := range traces {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if out, err := prog.Run(); err == nil {
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
