package corpus

import (
	"bytes"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// The -update flag refreshes golden files. Other golden tests of the
// package may declare it first; a package-level declaration runs before
// this init, so the flag is registered once whichever file owns it.
func init() {
	if flag.Lookup("update") == nil {
		flag.Bool("update", false, "rewrite golden files under testdata/")
	}
}

// updatingGolden reports whether -update was given.
func updatingGolden() bool {
	updating := flag.Lookup("update")
	getter, ok := updating.Value.(flag.Getter)
	if !ok {
		return false
	}
	value, _ := getter.Get().(bool)
	return value
}

// checkSeedGolden compares got with testdata/name, or rewrites the file
// (through a temporary file and a rename) under -update.
func checkSeedGolden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if updatingGolden() {
		temporary, err := os.CreateTemp("testdata", name+".*")
		if err != nil {
			t.Fatal(err)
		}
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
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the output (run with -update after checking the change):\n%s", path, firstDifference(got, want))
	}
}

// firstDifference shows where got and want part, with a little context.
func firstDifference(got, want []byte) string {
	index := 0
	for index < len(got) && index < len(want) && got[index] == want[index] {
		index++
	}
	start := max(0, index-60)
	return "got:  ..." + string(got[start:min(len(got), index+60)]) + "\nwant: ..." + string(want[start:min(len(want), index+60)])
}

// sharedSeedDir is the shared copy of the seed scrapes, ../shared/seeds
// beside the module root. Without it the test is skipped, except in CI
// (CI set), where it must be present.
func sharedSeedDir(t *testing.T) fs.FS {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the package directory")
		}
		dir = parent
	}
	seeds := filepath.Join(dir, "..", "shared", "seeds")
	if _, err := os.Stat(seeds); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("shared seeds missing in CI: %v", err)
		}
		t.Skipf("shared seeds not present: %v", err)
	}
	return os.DirFS(seeds)
}
