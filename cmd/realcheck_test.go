package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// Every shared edition passes corpus check with the counts SOURCES.md
// measured (none for 2009 and 2024, which it lists without counts), and
// every one imports, newest first and then oldest first: no check of a
// real edition refuses it, whatever is stored already.
func TestEverySharedEditionChecksAndImports(t *testing.T) {
	corpustest.SkipUnderRace(t, "reads whole real editions in one goroutine")
	dir := corpustest.Dir(t)
	files, err := filepath.Glob(filepath.Join(dir, "cr-*.txt"))
	if err != nil || len(files) < 7 {
		t.Fatalf("shared editions: %v, %v", files, err)
	}
	// sections, headings, rules, subrules, glossary as SOURCES.md gives
	// them (rules one more in 2022 and 2023: 901.4, see corpus tests).
	measured := map[string][5]int{
		"2026-04-17": {9, 147, 1165, 1973, 730},
		"2023-11-17": {9, 142, 1100, 1799, 668},
		"2022-10-07": {9, 140, 1068, 1692, 642},
		"2008-02-01": {6, 85, 471, 661, 387},
		"2006-10-01": {6, 84, 425, 548, 357},
	}
	for _, file := range files {
		code, stdout, stderr := runJudge(t, "corpus", "check", file, "--json")
		if code != 0 {
			t.Errorf("corpus check %s: exit %d: %s", filepath.Base(file), code, stderr)
			continue
		}
		var report corpus.Report
		if err := json.Unmarshal([]byte(stdout), &report); err != nil {
			t.Fatal(err)
		}
		got := [5]int{report.Sections, report.Headings, report.Rules, report.Subrules, report.Glossary}
		if want, ok := measured[report.Effective]; ok && got != want {
			t.Errorf("%s: counts %v, want %v", report.Effective, got, want)
		}
	}
	// Each add pairs the edition with its stored neighbours for rule
	// history, and either order ends with the same neighbours paired: the
	// second order starts with the pairings the first computed, as a store
	// that had them cached, and spends its time on the import checks.
	var pairings string
	for _, order := range []string{"newest first", "oldest first"} {
		dataDir := t.TempDir()
		store, err := corpus.OpenStore(dataDir)
		if err != nil {
			t.Fatal(err)
		}
		if pairings != "" {
			if err := os.CopyFS(filepath.Join(store.Dir(), "pairings"), os.DirFS(pairings)); err != nil {
				t.Fatal(err)
			}
		}
		pairings = filepath.Join(store.Dir(), "pairings")
		ordered := slices.Clone(files)
		if order == "newest first" {
			slices.Reverse(ordered)
		}
		for _, file := range ordered {
			if code, _, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", file); code != 0 {
				t.Errorf("%s: corpus add %s: exit %d: %s", order, filepath.Base(file), code, stderr)
			}
		}
		code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "verify")
		if code != 0 || strings.Count(stdout, " ok\n") != len(files) {
			t.Errorf("%s: corpus verify: exit %d: %s%s", order, code, stdout, stderr)
		}
	}
}

// 2006-10-01's "606. 8b" is subrule 606.8b, and 2009-10-01's printing
// faults are warnings at their lines, through the CLI as a judge sees them.
func TestRealPrintingFaultsShowInCorpusCheck(t *testing.T) {
	dir := corpustest.Dir(t)
	_, stdout, _ := runJudge(t, "corpus", "check", filepath.Join(dir, "cr-2009-10-01.txt"))
	for _, want := range []string{
		"cr-2009-10-01.txt:544: rule 112.3a cites 112.5a",
		"cr-2009-10-01.txt:1853: rule 605.3b cites 405.3c",
		"cr-2009-10-01.txt:2680: duplicate rule number 702.30d (first at line 2678)",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("corpus check 2009-10-01 lacks %q:\n%s", want, stdout)
		}
	}
	dataDir := t.TempDir()
	if code, _, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", filepath.Join(dir, "cr-2006-10-01.txt")); code != 0 {
		t.Fatal(stderr)
	}
	code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "rule", "606.8b", "--edition", "2006-10-01")
	if code != 0 || !strings.Contains(stdout, "Players win and lose the game only as a team") {
		t.Errorf("rule 606.8b of 2006-10-01: exit %d: %s%s", code, stdout, stderr)
	}
}
