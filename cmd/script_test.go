package cmd

import (
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
	"github.com/rogpeppe/go-internal/testscript"
)

var updateScripts = flag.Bool("update", false, "rewrite the expected output in testdata/script from the actual output")

func TestMain(m *testing.M) {
	testscript.Main(afterRun{m, removeBuiltinIndex}, map[string]func(){
		"judge-process": func() { os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the judge command end to end on the scripts in
// testdata/script: "judge ARGS" runs it in the test binary (see
// judgeInProcess), "exec judge-process ARGS" as its own process. Each script starts with the files of testdata/fixtures
// in its work directory, an empty data directory ($JUDGE_DATA_DIR),
// $SERVER, a local HTTP server serving the work directory, $CARDS, the
// directory of the card fixture (Scryfall's bulk files of real cards), and
// $CORPUS, the directory of real editions beside the module: a script that
// needs them starts "[!corpus] skip", so it is skipped where they are
// absent (and fails when CI is set, where they must be). The command
// "builtinindex" puts the built-in edition's index, built once, into
// $JUDGE_DATA_DIR (see builtinIndex).
func TestScripts(t *testing.T) {
	// Absolute paths: a judge command run in process holds the process's
	// working directory while other scripts start (see judgeInProcess).
	fixtures, err := filepath.Abs(filepath.Join("testdata", "fixtures"))
	if err != nil {
		t.Fatal(err)
	}
	scripts, err := filepath.Abs(filepath.Join("testdata", "script"))
	if err != nil {
		t.Fatal(err)
	}
	realEditions := filepath.Join(corpustest.ModuleRoot(t), "..", "shared", "corpus")
	cards, err := filepath.Abs(filepath.Join("..", "corpus", "cards", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 scripts,
		UpdateScripts:       *updateScripts,
		RequireExplicitExec: false,
		Cmds:                map[string]func(*testscript.TestScript, bool, []string){"judge": judgeInProcess, "firsthits": firstHits, "builtinindex": builtinIndexCmd},
		Condition: func(cond string) (bool, error) {
			if cond == "race" {
				// [!race]: a line playing the whole built-in set, which
				// .ci/run plays without the race detector (wholeSetUnderRace).
				return raceEnabled, nil
			}
			if cond != "corpus" {
				return false, fmt.Errorf("unknown condition %q", cond)
			}
			if _, err := os.Stat(realEditions); err != nil {
				if os.Getenv("CI") != "" {
					return false, fmt.Errorf("real editions missing (required when CI is set): %w", err)
				}
				return false, nil
			}
			return true, nil
		},
		Setup: func(env *testscript.Env) error {
			if err := os.CopyFS(env.WorkDir, os.DirFS(fixtures)); err != nil {
				return err
			}
			server := newFileServer(env.WorkDir)
			env.Defer(server.Close)
			env.Setenv("SERVER", server.URL)
			env.Setenv("JUDGE_DATA_DIR", filepath.Join(env.WorkDir, "data"))
			env.Setenv("CORPUS", realEditions)
			env.Setenv("CARDS", cards)
			env.Setenv("GORACE", corpustest.HelperGORACE())
			return nil
		},
	})
}

// newFileServer serves dir over HTTP on a local port.
func newFileServer(dir string) *httptest.Server {
	return httptest.NewServer(http.FileServer(http.Dir(dir)))
}

// firstHits is the script command "firsthits SHORT LONG": the hits judge
// search printed to file SHORT (their heading lines) are the first hits
// it printed to file LONG, in order; with ! they are not.
func firstHits(ts *testscript.TestScript, neg bool, args []string) {
	if len(args) != 2 {
		ts.Fatalf("usage: firsthits SHORT LONG")
	}
	short, long := hitHeadings(ts.ReadFile(args[0])), hitHeadings(ts.ReadFile(args[1]))
	prefix := len(short) > 0 && len(short) <= len(long) && slices.Equal(short, long[:len(short)])
	switch {
	case neg && prefix:
		ts.Fatalf("the hits of %s are the first of %s: %q", args[0], args[1], short)
	case !neg && !prefix:
		ts.Fatalf("the hits of %s, %q, are not the first of %s, %q", args[0], short, args[1], long)
	}
}

// hitHeadings are the heading lines of judge search's text output: each
// line after a blank one that is not indented.
func hitHeadings(output string) []string {
	var headings []string
	lines := strings.Split(output, "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i-1] == "" && lines[i] != "" && !strings.HasPrefix(lines[i], " ") {
			headings = append(headings, lines[i])
		}
	}
	return headings
}
