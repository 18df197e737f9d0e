package corpustest

import (
	"os"
	"path/filepath"
	"testing"
)

// ModuleRoot is the directory holding go.mod at or above the test's
// working directory (the package directory under go test).
func ModuleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

// SharedDir is ../shared/<name> beside the module root. It skips the test
// when the directory is absent, and fails instead when CI is set.
func SharedDir(t testing.TB, name string) string {
	t.Helper()
	shared := filepath.Join(ModuleRoot(t), "..", "shared", name)
	if _, err := os.Stat(shared); err != nil {
		missing(t, shared+" missing", err)
	}
	return shared
}

// missing ends a test whose shared data is not there: a skip on a
// developer's machine, a failure when CI is set, where the data must be.
func missing(t testing.TB, what string, err error) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatalf("%s (required when CI is set): %v", what, err)
	}
	t.Skipf("%s: %v", what, err)
}

// Dir is the directory of real CR editions, ../shared/corpus beside the
// module root: skipped where absent, a failure when CI is set.
func Dir(t testing.TB) string {
	t.Helper()
	return SharedDir(t, "corpus")
}

// EditionPath is the path of one real edition file in Dir, such as
// "cr-2026-04-17.txt": skipped where the file is absent, a failure when CI
// is set.
func EditionPath(t testing.TB, name string) string {
	t.Helper()
	path := filepath.Join(Dir(t), name)
	if _, err := os.Stat(path); err != nil {
		missing(t, "real edition missing", err)
	}
	return path
}

// ReadEdition returns the text of one real edition file in Dir, such as
// "cr-2026-04-17.txt": skipped where it cannot be read, a failure when CI
// is set.
func ReadEdition(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(Dir(t), name))
	if err != nil {
		missing(t, "real edition unreadable", err)
	}
	return data
}
