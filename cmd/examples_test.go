package cmd

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestHelpExamplesAnswerOutOfTheBox runs every example line of every
// command's help, as a new user would paste it, on a fresh data directory
// with nothing imported: each must exit 0. An example that needs something
// first says so in a trailing "# ..." comment and is not run. The data
// directory starts with the built-in edition's index, as the first search
// leaves it: building it is the first_run, index and search scripts' to
// test, and doing it again here cost this test half its CPU under the race
// detector. Under the race detector the examples of the commands that
// play the whole built-in set are not run: .ci/run runs this test again
// without it, and the scenarios package plays the set in parallel under
// the detector.
func TestHelpExamplesAnswerOutOfTheBox(t *testing.T) {
	dataDir := t.TempDir()
	if err := copyBuiltinIndex(dataDir); err != nil {
		t.Fatal(err)
	}
	t.Setenv("JUDGE_DATA_DIR", dataDir)
	var run int
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for line := range strings.SplitSeq(c.Example, "\n") {
			line = strings.TrimSpace(line)
			if line == "" || strings.Contains(line, "#") || strings.Contains(line, "|") {
				continue
			}
			args := splitExample(t, line)
			if len(args) == 0 || args[0] != "judge" {
				t.Errorf("%s: example %q does not start with judge", c.CommandPath(), line)
				continue
			}
			// Commands that serve forever or reach the network are shown,
			// not run.
			if name := c.CommandPath(); name == "judge serve" || name == "judge corpus fetch" {
				continue
			}
			if raceEnabled && wholeSetCommand(line) {
				continue
			}
			run++
			if code, stdout, stderr := runJudge(t, args[1:]...); code != 0 {
				t.Errorf("%s: exit %d\n%s%s", line, code, stdout, stderr)
			}
		}
		for _, child := range c.Commands() {
			walk(child)
		}
	}
	walk(NewRoot())
	if run < 15 {
		t.Errorf("ran %d examples; the help shows more", run)
	}
}

// wholeSetCommand reports whether a judge command line plays the whole
// built-in scenario set (scenario check, scenario coverage), which costs
// the race detector most of this package's time.
func wholeSetCommand(line string) bool {
	return strings.HasPrefix(line, "judge scenario check") || strings.HasPrefix(line, "judge scenario coverage")
}

// splitExample splits an example command line into arguments, honouring
// single and double quotes as a shell does for these simple lines.
func splitExample(t *testing.T, line string) []string {
	t.Helper()
	var (
		args  []string
		word  strings.Builder
		quote rune
		any   bool
	)
	for _, r := range line {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, any = r, true
		case r == ' ':
			if any || word.Len() > 0 {
				args = append(args, word.String())
			}
			word.Reset()
			any = false
		default:
			word.WriteRune(r)
		}
	}
	if quote != 0 {
		t.Fatalf("unbalanced quote in example %q", line)
	}
	if any || word.Len() > 0 {
		args = append(args, word.String())
	}
	return args
}
