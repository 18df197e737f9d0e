package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

func parseFixture(t *testing.T, name string) *Edition {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	edition, err := Parse(name, data)
	if err != nil {
		t.Fatalf("Parse(%s): %v", name, err)
	}
	return edition
}

// warningAt finds the warning on line that contains text.
func warningAt(edition *Edition, line int, text string) bool {
	for _, w := range edition.Warnings {
		if w.Line == line && strings.Contains(w.Message, text) {
			return true
		}
	}
	return false
}

// A real edition titles section 1 "Game Concepts" in its contents and
// "The Game" in its body: the contents must end at the body's section 1
// all the same, the body's title wins, and the difference is a warning.
func TestContentsTitleUnlikeBodyIsAWarningAndTheBodyWins(t *testing.T) {
	edition := parseFixture(t, "contents-title-differs.txt")
	section, ok := edition.Rule("1")
	if !ok || section.Title != "The Game" || section.Line != 22 {
		t.Fatalf("section 1 = %+v, want the body's \"The Game\" at line 22", section)
	}
	if !warningAt(edition, 22, `titled "The Game" here but "Game Concepts" in the contents (line 11)`) {
		t.Errorf("warnings = %+v, want the title difference at line 22", edition.Warnings)
	}
	if len(edition.Warnings) != 1 {
		t.Errorf("warnings = %+v, want only the title difference", edition.Warnings)
	}
	report := edition.Check()
	if err := report.Complete(); err != nil {
		t.Errorf("Complete = %v, want a whole edition", err)
	}
	if report.Sections != 2 || report.Headings != 3 || report.Rules != 3 || report.Subrules != 1 || report.Glossary != 1 {
		t.Errorf("report = %+v", report)
	}
}

// "606. 8b" and "702. 37a" are subrules printed with a stray space.
func TestStraySpaceNumberIsReadAsTheRuleItIs(t *testing.T) {
	edition := parseFixture(t, "stray-space.txt")
	for _, tc := range []struct {
		id, parent, prefix string
		line               int
	}{
		{"606.8b", "606.8", "Players win and lose the game only as a team", 24},
		{"702.37a", "702.37", "Sunburst is a static ability", 34},
	} {
		rule, ok := edition.Rule(tc.id)
		if !ok || rule.Kind != KindSubrule || rule.Parent != tc.parent || !strings.HasPrefix(rule.Text, tc.prefix) || rule.Line != tc.line {
			t.Errorf("rule %s = %+v, want a subrule of %s at line %d", tc.id, rule, tc.parent, tc.line)
		}
		if !warningAt(edition, tc.line, "stray space") {
			t.Errorf("no stray-space warning at line %d: %+v", tc.line, edition.Warnings)
		}
	}
	heading, _ := edition.Rule("606")
	if heading.Title != "Shared Team Turns Option" || heading.Text != "" {
		t.Errorf("heading 606 = %+v, want its own title and nothing appended", heading)
	}
	entry, _ := edition.Term("team")
	if len(entry.Refs) != 1 || entry.Refs[0] != (Ref{ID: "606.8b"}) {
		t.Errorf("glossary Team refs = %+v, want 606.8b defined", entry.Refs)
	}
}

func TestParseRuleLineStraySpace(t *testing.T) {
	tests := []struct {
		line, id, text string
		numbered       bool
	}{
		{"606. 8b Players win.", "606.8b", "Players win.", true},
		{"702. 37a Sunburst is a static ability.", "702.37a", "Sunburst is a static ability.", true},
		{"702. 37. Sunburst", "702.37", "Sunburst", true},
		{"702. 37 Sunburst", "702.37", "Sunburst", true},
		// Several spaces, or a tab, read as one: a scrape that collapses
		// them must not change what the line is.
		{"606.  8b Players win.", "606.8b", "Players win.", true},
		{"606.\t8b Players win.", "606.8b", "Players win.", true},
		{"100.  10", "100.10", "", true},
		// A heading title is never a number, but it may hold one later.
		{"100. General", "100", "General", true},
		{"100. 2 Headed Giant", "100.2", "Headed Giant", true},
		{"100. 2HG", "100", "2HG", true},
		{"100. 0 Life", "100", "0 Life", true},
	}
	for _, tc := range tests {
		number, text, numbered := parseRuleLine(tc.line)
		if numbered != tc.numbered || number.String() != tc.id || text != tc.text {
			t.Errorf("parseRuleLine(%q) = %s %q %v, want %s %q %v", tc.line, number, text, numbered, tc.id, tc.text, tc.numbered)
		}
	}
}

func TestGapsAreFoundAtEveryLevelAndSkipLAndO(t *testing.T) {
	body := func(numbers ...string) string {
		var b strings.Builder
		for _, n := range numbers {
			fmt.Fprintf(&b, "%s Text.\n", n)
		}
		return b.String()
	}
	tests := []struct {
		name string
		text string
		want []string // Gap.String() of each gap
	}{
		{"none", body("1.", "100.", "100.1.", "100.1a", "100.1b", "100.2.", "101."), nil},
		{"letters skip l and o", body("100.", "100.1.", "100.1a", "100.1b", "100.1c", "100.1d", "100.1e", "100.1f", "100.1g", "100.1h", "100.1i", "100.1j", "100.1k", "100.1m", "100.1n", "100.1p"), nil},
		{"a letter l or o printed is no gap either", body("100.", "100.1.", "100.1a", "100.1b", "100.1c", "100.1d", "100.1e", "100.1f", "100.1g", "100.1h", "100.1i", "100.1j", "100.1k", "100.1l", "100.1m"), nil},
		{"subrule letter", body("100.", "100.1.", "100.1a", "100.1c"), []string{"100.1b missing before 100.1c"}},
		{"first subrule letter", body("100.", "100.1.", "100.1b"), []string{"100.1a missing before 100.1b"}},
		{"run of letters", body("100.", "100.1.", "100.1a", "100.1k", "100.1p"), []string{"100.1b to 100.1j missing before 100.1k", "100.1m to 100.1n missing before 100.1p"}},
		{"rule number", body("100.", "100.1.", "100.3."), []string{"100.2 missing before 100.3"}},
		{"heading", body("1.", "100.", "102."), []string{"101 missing before 102"}},
		{"first heading of a section", body("2.", "201."), []string{"200 missing before 201"}},
		{"duplicate is no gap", body("100.", "100.1.", "100.1a", "100.1a", "100.1b"), nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := "These rules are effective as of April 17, 2026.\n" + tc.text + "Glossary\nTerm\nA definition.\nCredits\n"
			edition, err := parseText("gaps.txt", text, parseOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, gap := range edition.Gaps {
				got = append(got, gap.String())
				if !warningAt(edition, gap.Line, "numbering gap: "+gap.String()) {
					t.Errorf("gap %s has no warning at line %d", gap, gap.Line)
				}
			}
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("gaps = %q, want %q", got, tc.want)
			}
		})
	}
}

// damageNumbers replaces the first digit of every step-th rule or subrule
// line after the contents with 'X', as flipped bits in a copy do: the line
// is no longer a rule, and the rule is missing. (A damaged heading is
// refused by the contents check.)
func damageNumbers(data []byte, step, count int) []byte {
	out := bytes.Clone(data)
	lines := bytes.Split(out, []byte("\n"))
	numbered := 0
	damaged := 0
	bodyStart := bytes.Count(data[:bytes.Index(data, []byte("\n100.1."))], []byte("\n"))
	for i, line := range lines {
		if i < bodyStart || damaged == count {
			continue
		}
		trimmed := bytes.TrimLeft(line, "\ufeff")
		number, _, ok := parseRuleLine(strings.TrimSpace(string(trimmed)))
		if !ok || number.kind() == KindSection || number.kind() == KindHeading {
			continue
		}
		numbered++
		if numbered%step == 0 {
			line[0] = 'X'
			damaged++
		}
	}
	return out
}

func TestDamagedRealEditionIsRefusedWithItsGaps(t *testing.T) {
	data := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	for _, tc := range []struct {
		damaged int
		refused bool
	}{
		{4, false},
		{MaxGaps, false},
		{MaxGaps + 1, true},
		{40, true},
	} {
		t.Run(fmt.Sprint(tc.damaged), func(t *testing.T) {
			edition, err := Parse("flipped.txt", damageNumbers(data, 60, tc.damaged))
			if err != nil {
				t.Fatal(err)
			}
			report := edition.Check()
			if len(report.Gaps) != tc.damaged {
				t.Errorf("%d gaps, want %d: %v", len(report.Gaps), tc.damaged, report.Gaps)
			}
			err = report.Complete()
			if refused := errors.Is(err, ErrIncomplete); refused != tc.refused {
				t.Fatalf("Complete = %v, want refused %v", err, tc.refused)
			}
			if tc.refused && !strings.Contains(err.Error(), fmt.Sprintf("(line %d)", report.Gaps[0].Line)) {
				t.Errorf("error %q does not name the first gap's line", err)
			}
			for _, gap := range report.Gaps {
				if !strings.HasPrefix(gap.Damaged, "X") {
					t.Errorf("gap %s not paired with its damaged line", gap)
				}
			}
		})
	}
}

func TestCutOffFilesSayWhereTheyEnd(t *testing.T) {
	data := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	tests := []struct {
		name string
		cut  int
		want string
	}{
		// The cut the issue reports: inside the glossary.
		{"inside the glossary", 888698, "no Credits after the glossary"},
		{"inside the body", len(data) / 2, "no glossary"},
		{"just before Credits", bytes.LastIndex(data, []byte("\nCredits")), "no Credits after the glossary"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			edition, err := Parse("cut.txt", data[:tc.cut])
			if err != nil {
				t.Fatal(err)
			}
			err = edition.Check().Complete()
			var incomplete *IncompleteError
			if !errors.As(err, &incomplete) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Complete = %v, want an IncompleteError saying %q", err, tc.want)
			}
		})
	}
	whole, err := Parse("whole.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	if whole.Truncation != "" {
		t.Errorf("whole file Truncation = %q", whole.Truncation)
	}
}

func TestEffectiveDatesOutsideTheCRsYearsAreRefused(t *testing.T) {
	now := time.Date(2026, time.November, 23, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		date string
		ok   bool
	}{
		{"1993-01-01", true},
		{"2026-04-17", true},
		{"2027-12-31", true},
		{"1992-12-31", false},
		{"2028-01-01", false},
		{"9999-01-01", false},
		{"2026-13-01", false},
	}
	for _, tc := range tests {
		err := CheckDate(tc.date, now)
		if (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrBadDate)) {
			t.Errorf("CheckDate(%s) = %v, want ok %v", tc.date, err, tc.ok)
		}
	}
	// The year is read whole: 99999 is not 9999.
	_, err := Parse("far.txt", tinyCR(effectiveLine("April 17, 99999"), ""))
	var dateErr *DateError
	if !errors.As(err, &dateErr) || dateErr.Line != 3 || !strings.Contains(err.Error(), "99999") {
		t.Errorf("Parse with year 99999 = %v, want a DateError for line 3", err)
	}
}

// The 2009-10-01 file prints 702.30d twice and two stale references; each
// is a warning at its line.
func TestRealPrintingFaultsAreWarningsWithLines(t *testing.T) {
	edition := readEdition(t, "cr-2009-10-01.txt")
	for _, want := range []struct {
		line int
		text string
	}{
		{544, "rule 112.3a cites 112.5a, 112.5b"},
		{630, "numbering gap: 113.8 missing before 113.9"},
		{1853, "rule 605.3b cites 405.3c"},
		{2680, "duplicate rule number 702.30d (first at line 2678)"},
	} {
		if !warningAt(edition, want.line, want.text) {
			t.Errorf("no warning %q at line %d", want.text, want.line)
		}
	}
	if len(edition.Warnings) != 4 {
		for _, w := range edition.Warnings {
			t.Logf("%d: %s", w.Line, w.Message)
		}
		t.Errorf("%d warnings, want 4", len(edition.Warnings))
	}
	if err := edition.Check().Complete(); err != nil {
		t.Errorf("Complete = %v: printing faults must not refuse a real edition", err)
	}
}

func TestDamagedNumberShapes(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"X01.2a The player announces.", true},
		{"601X2a The player announces.", true},
		{"601.2\x01 The player announces.", true},
		{"6\xa101.2a The player announces.", true},
		{"X02.35. Madness", true},
		{"2006 was the year.", false},
		{"10,000 life", false},
		{"1/1 black Zombie", false},
		{"The player announces 601.2a.", false},
		{"X10. Layers", false}, // two digits left: a damaged heading, caught by the contents
	}
	for _, tc := range tests {
		if got := damagedNumber(tc.line); got != tc.want {
			t.Errorf("damagedNumber(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
