package corpus

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestOpenStoreSweepsTempFilesOfKilledWrites(t *testing.T) {
	dir := t.TempDir()
	editions := filepath.Join(dir, "editions")
	if err := os.MkdirAll(editions, 0o755); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * abandonedTemp)
	files := []struct {
		name  string
		age   time.Time
		stays bool
	}{
		{".2026-04-17.txt.123456.tmp", old, false},
		{".2026-04-17.json.987.tmp", old, false},
		{".2026-04-17.txt.555.tmp", time.Now(), true}, // a write in flight
		{"2026-04-17.txt", old, true},
		{"notes.tmp", old, true}, // not a name our writes use
	}
	for _, f := range files {
		path := filepath.Join(editions, f.name)
		if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(path, f.age, f.age); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := OpenStore(dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		_, err := os.Stat(filepath.Join(editions, f.name))
		if exists := err == nil; exists != f.stays {
			t.Errorf("%s: exists %v after OpenStore, want %v", f.name, exists, f.stays)
		}
	}
}
