package cmd

import (
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/judgekit/judge/scenarios"
)

func TestWrapIndentedKeepsEveryLineWithinWidth(t *testing.T) {
	text := "The player determines the total cost of the spell or ability. Usually this is just the mana cost (for spells) or activation cost (for abilities)."
	tests := []struct {
		name, prefix, indent string
		width                int
		want                 string
	}{
		{"no width leaves one line", "   1  ", "      ", 0, "   1  " + text},
		{"first line counts its prefix", "    ", "      ", 40,
			"    The player determines the total cost\n" +
				"      of the spell or ability. Usually\n" +
				"      this is just the mana cost (for\n" +
				"      spells) or activation cost (for\n" +
				"      abilities)."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := wrapIndented(tc.prefix, text, tc.width, tc.indent)
			if got != tc.want {
				t.Errorf("wrapIndented =\n%s\nwant\n%s", got, tc.want)
			}
			for _, line := range strings.Split(got, "\n") {
				if tc.width > 0 && utf8.RuneCountInString(line) > tc.width {
					t.Errorf("line %q is wider than %d", line, tc.width)
				}
			}
		})
	}
}

func TestWrapIDsPutsTenToALineWhenPiped(t *testing.T) {
	var ids []string
	for i := range 12 {
		ids = append(ids, "409."+string(rune('a'+i)))
	}
	want := "  409.a 409.b 409.c 409.d 409.e 409.f 409.g 409.h 409.i 409.j\n  409.k 409.l"
	if got := wrapIDs(ids, 0); got != want {
		t.Errorf("wrapIDs =\n%s\nwant\n%s", got, want)
	}
}

// TestCheckReportFailsTheWrongExpectationFile renders the deliberately wrong
// scenario files of scenarios/testdata/check as `judge scenario check`
// does: each is a FAIL line with its problems located beneath it.
func TestCheckReportFailsTheWrongExpectationFile(t *testing.T) {
	checker, err := scenarios.NewChecker(newOptions().edition)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join("..", "scenarios", "testdata", "check")
	var reports []scenarios.Checked
	for _, name := range []string{"wrong-expectation.md", "uncited-rule.md"} {
		reports = append(reports, checker.RunFile(filepath.Join(dir, name)))
	}
	var out strings.Builder
	if err := writeCheckReports(&out, reports); err != nil {
		t.Fatal(err)
	}
	want := "FAIL  wrong-expectation  " + filepath.Join(dir, "wrong-expectation.md") + "\n" +
		"      " + filepath.Join(dir, "wrong-expectation.md") + ":29: expected bob life 20, got bob life 18\n" +
		"FAIL  uncited-rule       " + filepath.Join(dir, "uncited-rule.md") + "\n" +
		"      " + filepath.Join(dir, "uncited-rule.md") + ":2: the scenario is about rule 409.1e but its trace never cites it\n" +
		"0 passed, 2 failed, 2 scenarios\n"
	if out.String() != want {
		t.Errorf("check report =\n%s\nwant\n%s", out.String(), want)
	}
	if err := failedError(reports); err == nil || err.Error() != "2 of 2 scenarios failed" {
		t.Errorf("failedError = %v, want 2 of 2 scenarios failed", err)
	}
}
