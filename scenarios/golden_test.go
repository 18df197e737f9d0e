package scenarios

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden traces in testdata/golden")

const goldenTraceDir = "testdata/golden"

// TestBuiltinTracesMatchGolden compares the trace of every built-in
// scenario with testdata/golden/<id>.trace, so any change in what the
// engine does or cites shows up in review. -update rewrites them.
func TestBuiltinTracesMatchGolden(t *testing.T) {
	all, _ := builtinSet(t)
	if *updateGolden {
		if err := os.MkdirAll(goldenTraceDir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	want := map[string]bool{}
	for _, s := range all {
		golden := filepath.Join(goldenTraceDir, s.ID+".trace")
		want[filepath.Base(golden)] = true
		r := builtinResult(t, s)
		if r.Trace == nil {
			t.Errorf("%s did not run: %s", s.ID, r.Error)
			continue
		}
		got := r.Trace.String()
		if *updateGolden {
			if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		stored, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%s: %v (run go test ./scenarios -update to create it)", s.ID, err)
			continue
		}
		if got != string(stored) {
			t.Errorf("%s: trace differs from %s (go test ./scenarios -update refreshes it)\n got:\n%s\nwant:\n%s", s.ID, golden, got, stored)
		}
	}
	stale, _ := filepath.Glob(filepath.Join(goldenTraceDir, "*.trace"))
	for _, file := range stale {
		if want[filepath.Base(file)] {
			continue
		}
		if *updateGolden {
			if err := os.Remove(file); err != nil {
				t.Fatal(err)
			}
			continue
		}
		t.Errorf("%s belongs to no built-in scenario (go test ./scenarios -update removes it)", file)
	}
}
