package scenarios

import (
	"fmt"
	"github.com/judgekit/judge/corpus"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
)

const wellFormed = `---
id: locked-in-cost
rules: [409.1f, 409.1h]
source: example in 409.1h
---
# Death Bomb's cost is locked in

You sacrifice the Familiar while paying, but the cost was already fixed.

` + "```scenario" + `
first line
second line
` + "```" + `

The total cost stays {2}{B}.
`

func TestLoadReadsFrontMatterProseAndProgram(t *testing.T) {
	s, err := Load("seed/locked.md", []byte(wellFormed))
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct{ name, got, want string }{
		{"id", s.ID, "locked-in-cost"},
		{"title", s.Title, "Death Bomb's cost is locked in"},
		{"edition", s.Edition, DefaultEdition},
		{"source", s.Source, "example in 409.1h"},
		{"rules", strings.Join(s.Rules, ","), "409.1f,409.1h"},
		{"program", s.Program, "first line\nsecond line\n"},
		{"prose", s.Prose, "# Death Bomb's cost is locked in\n\nYou sacrifice the Familiar while paying, but the cost was already fixed.\n\n\nThe total cost stays {2}{B}."},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %q, want %q", c.name, c.got, c.want)
		}
	}
	if s.ProgramLine != 11 {
		t.Errorf("ProgramLine = %d, want 11 (front matter lines count)", s.ProgramLine)
	}
	if got := s.RuleLine("409.1h"); got != 3 {
		t.Errorf("RuleLine(409.1h) = %d, want 3", got)
	}
}

func TestLoadDefaultsIDToFileNameAndAcceptsCRLFAndCR(t *testing.T) {
	src := "---\r\nrules: 409.1a.\r\nedition: 2008-10-01\r---\r\n\r\n```scenario\r\nx\r\n```\r\n"
	s, err := Load(`judges\mine.md`, []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if s.EditionLine != 3 {
		t.Errorf("EditionLine = %d, want 3", s.EditionLine)
	}
	if s.ID != "mine" || s.Edition != "2008-10-01" || s.Program != "x\n" || s.ProgramLine != 7 {
		t.Errorf("got id %q edition %q program %q line %d", s.ID, s.Edition, s.Program, s.ProgramLine)
	}
	if len(s.Rules) != 1 || s.Rules[0] != "409.1a" {
		t.Errorf("rules = %q, want [409.1a] (trailing period dropped)", s.Rules)
	}
}

func TestLoadFindsBlockInsideContainers(t *testing.T) {
	src := "---\nrules: [409.1]\n---\n\n> quoted\n>\n> ```scenario\n> inside\n> ```\n"
	s, err := Load("q.md", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if s.Program != "inside\n" || s.ProgramLine != 8 {
		t.Errorf("program %q at line %d, want \"inside\\n\" at 8", s.Program, s.ProgramLine)
	}
}

func TestMalformedFilesGiveFileLineErrors(t *testing.T) {
	block := "```scenario\nx\n```\n"
	tests := []struct {
		name     string
		src      string
		wantLine int
		wantMsg  string
	}{
		{"no front matter", "# Title\n\n" + block, 1, "missing front matter"},
		{"front matter never closed", "---\nrules: [409.1]\n\n" + block, 1, "never closed"},
		{"yaml syntax error", "---\nrules: [409.1\nsource: x\n---\n" + block, 2, "front matter"},
		{"front matter not a mapping", "---\n- 409.1\n---\n" + block, 2, "expected key: value"},
		{"unknown key", "---\nrules: [409.1]\nrule: 409.2\n---\n" + block, 3, `unknown key "rule"`},
		{"key twice", "---\nrules: [409.1]\nsource: a\nsource: b\n---\n" + block, 4, "source is given twice"},
		{"no rules", "---\nsource: a\n---\n" + block, 1, "at least one rule"},
		{"empty rules list", "---\nrules: []\n---\n" + block, 2, "at least one rule"},
		{"rule not a number", "---\nrules:\n  - 409.1h\n  - mana burn\n---\n" + block, 4, `"mana burn" is not a rule number`},
		{"rule listed twice", "---\nrules: [409.1h, 409.1h.]\n---\n" + block, 2, "409.1h is listed twice"},
		{"rules a mapping", "---\nrules:\n  a: b\n---\n" + block, 3, "expected a list of rule IDs"},
		{"nested rule list", "---\nrules:\n  - [409.1]\n---\n" + block, 3, "expected a rule ID"},
		{"title not a scalar", "---\nrules: [409.1]\ntitle: [a, b]\n---\n" + block, 3, "title: expected a single value"},
		{"bad id", "---\nrules: [409.1]\nid: ../escape\n---\n" + block, 3, "not a usable id"},
		{"empty edition", "---\nrules: [409.1]\nedition: \"\"\n---\n" + block, 3, "edition: is empty"},
		{"no block", "---\nrules: [409.1]\n---\ntext\n\n```go\nx\n```\n", 8, "no fenced \"scenario\" block"},
		{"second block", "---\nrules: [409.1]\n---\n" + block + "\n" + block, 8, "second \"scenario\" block"},
		{"empty block", "---\nrules: [409.1]\n---\n\n```scenario\n\n```\n", 5, "block is empty"},
		{"invalid utf-8", "---\nrules: [409.1]\n---\n\xff\n" + block, 4, "not valid UTF-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load("bad.md", []byte(tc.src))
			wantErrorAt(t, err, "bad.md", tc.wantLine, tc.wantMsg)
		})
	}
}

func TestLoadFSReportsEveryBadFileAndDuplicateIDs(t *testing.T) {
	good := "---\nrules: [409.1]\nid: same\n---\n```scenario\nx\n```\n"
	fsys := fstest.MapFS{
		"a.md":         {Data: []byte(good)},
		"b/c.md":       {Data: []byte(good)},
		"broken.md":    {Data: []byte("no front matter\n")},
		"README.md":    {Data: []byte("# not a scenario\n")},
		"cards/x.card": {Data: []byte("ignored")},
	}
	loaded, err := LoadFS(fsys)
	if len(loaded) != 1 || loaded[0].File != "a.md" {
		t.Fatalf("loaded %d scenarios, want only a.md", len(loaded))
	}
	for _, want := range []string{`b/c.md:1: scenario id "same" is already used by a.md`, "broken.md:1: missing front matter"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadFS error = %v, want it to contain %q", err, want)
		}
	}
}

// TestLoadIsSafeForConcurrentUse loads files from several goroutines at
// once through the one shared Markdown parser; run it with -race.
func TestLoadIsSafeForConcurrentUse(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Go(func() {
			for range 20 {
				s, err := Load("seed/locked.md", []byte(wellFormed))
				if err != nil {
					errs <- err
					return
				}
				if s.ProgramLine != 11 || s.Program != "first line\nsecond line\n" {
					errs <- fmt.Errorf("program %q at line %d", s.Program, s.ProgramLine)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

// TestBuiltinFoldersShareOneIDSpace checks that two scenarios of the
// built-in set with one ID are refused even when they sit in different
// folders, each loaded on its own.
func TestBuiltinFoldersShareOneIDSpace(t *testing.T) {
	all := []*Scenario{{ID: "x", File: "seed/x.md"}, {ID: "y", File: "rules2006/y.md"}, {ID: "x", File: "rules2006/x.md"}}
	err := duplicateIDs(all)
	if err == nil || err.Error() != `rules2006/x.md:1: scenario id "x" is already used by seed/x.md` {
		t.Errorf("got %v", err)
	}
	if err := duplicateIDs(all[:2]); err != nil {
		t.Errorf("distinct IDs refused: %v", err)
	}
	if _, err := BuiltinScenarios(); err != nil {
		t.Errorf("built-in set: %v", err)
	}
}

// TestDefaultEditionIsTheBuiltinDefault: a scenario that names no edition
// is played under the edition every lookup reads by default.
func TestDefaultEditionIsTheBuiltinDefault(t *testing.T) {
	if DefaultEdition != corpus.DefaultID {
		t.Errorf("scenarios' default edition %s, corpus's %s", DefaultEdition, corpus.DefaultID)
	}
}
