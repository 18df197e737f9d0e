package corpus

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// checkGolden compares got with testdata/name, or rewrites the file
// (through a temporary file and a rename) when the -update flag is set.
func checkGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		temporary, err := os.CreateTemp("testdata", name+".*")
		if err != nil {
			t.Fatal(err)
		}
		defer os.Remove(temporary.Name())
		if _, err := temporary.Write(got); err != nil {
			t.Fatal(err)
		}
		if err := temporary.Chmod(0o644); err != nil {
			t.Fatal(err)
		}
		if err := temporary.Close(); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(temporary.Name(), path); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file; run go test -update and review the diff:\n%s", path, firstDifference(got, want))
	}
}

func TestMiniEditionMatchesGolden(t *testing.T) {
	got, err := json.MarshalIndent(parseMini(t), "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "mini.golden.json", append(got, '\n'))
}

// TestRealEditionReportsMatchGolden pins every figure of the real
// editions' self-checks, including the reference counts that
// TestRealEditionsMatchMeasuredCounts cannot take from SOURCES.md.
func TestRealEditionReportsMatchGolden(t *testing.T) {
	reports := make(map[string]Report)
	for _, tc := range realEditions {
		reports[tc.file] = readEdition(t, tc.file).Check()
	}
	got, err := json.MarshalIndent(reports, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	checkGolden(t, "real-reports.golden.json", append(got, '\n'))
}
