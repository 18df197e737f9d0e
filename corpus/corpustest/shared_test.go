package corpustest

import (
	"os"
	"path/filepath"
	"testing"
)

// recorder is a testing.TB that records how a helper first ended the test
// instead of ending it ("skip" or "fail"), so the skip-or-fail choice can
// be observed; later calls are ignored as the real test would have stopped.
type recorder struct {
	testing.TB
	ended string
}

func (r *recorder) end(how string) {
	if r.ended == "" {
		r.ended = how
	}
}

func (r *recorder) Helper()               {}
func (r *recorder) Skip(...any)           { r.end("skip") }
func (r *recorder) Skipf(string, ...any)  { r.end("skip") }
func (r *recorder) Fatal(...any)          { r.end("fail") }
func (r *recorder) Fatalf(string, ...any) { r.end("fail") }

func TestModuleRootHoldsGoMod(t *testing.T) {
	root := ModuleRoot(t)
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("ModuleRoot = %s, which has no go.mod: %v", root, err)
	}
}

func TestMissingSharedDataSkipsUnlessCI(t *testing.T) {
	tests := []struct {
		name      string
		ci        string
		wantEnded string
	}{
		{name: "outside CI skips", ci: "", wantEnded: "skip"},
		{name: "in CI fails", ci: "1", wantEnded: "fail"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("CI", tt.ci)
			helpers := map[string]func(testing.TB){
				"SharedDir":   func(tb testing.TB) { SharedDir(tb, "no-such-shared-directory") },
				"ReadEdition": func(tb testing.TB) { ReadEdition(tb, "no-such-edition.txt") },
				"EditionPath": func(tb testing.TB) { EditionPath(tb, "no-such-edition.txt") },
			}
			for helper, call := range helpers {
				r := &recorder{TB: t}
				call(r)
				if r.ended != tt.wantEnded {
					t.Errorf("%s ended the test with %q, want %q", helper, r.ended, tt.wantEnded)
				}
			}
		})
	}
}

func TestHelperGORACEKeepsTheTestsOwnSettings(t *testing.T) {
	for _, tt := range []struct{ env, want string }{
		{"", "atexit_sleep_ms=0"},
		{"halt_on_error=1", "halt_on_error=1 atexit_sleep_ms=0"},
		{"atexit_sleep_ms=200 log_path=/tmp/race", "atexit_sleep_ms=200 log_path=/tmp/race"},
	} {
		t.Setenv("GORACE", tt.env)
		if got := HelperGORACE(); got != tt.want {
			t.Errorf("GORACE=%q: HelperGORACE() = %q, want %q", tt.env, got, tt.want)
		}
	}
}
