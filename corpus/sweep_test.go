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

func TestRemoveAndReplacePruneCachesOfEditionsNoLongerStored(t *testing.T) {
	store := openTestStore(t)
	dates := []string{"October 7, 2022", "April 17, 2026"}
	var hashes []string
	for _, date := range dates {
		data := tinyCR(effectiveLine(date), "")
		if _, err := store.Add(date, data); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, hashOf(data))
	}
	seed, err := SeedHash()
	if err != nil {
		t.Fatal(err)
	}
	old2022, old2026 := hashes[0], hashes[1]
	touch := func(dir, name string) string {
		t.Helper()
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	exists := func(path string) bool { _, err := os.Stat(path); return err == nil }
	lookup2022 := touch(store.lookupDir(), old2022+".rules")
	lookup2026 := touch(store.lookupDir(), old2026+".rules")
	lookupSeed := touch(store.lookupDir(), seed+".rules")
	stray := touch(store.lookupDir(), "notes.rules")
	pair := touch(store.pairingsDir(), old2022+"-"+old2026+".gob")
	pairSeed := touch(store.pairingsDir(), seed+"-"+old2022+".gob")

	if err := store.Remove("2026-04-17"); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{lookup2022: true, lookupSeed: true, stray: true, pairSeed: true, lookup2026: false, pair: false} {
		if got := exists(path); got != want {
			t.Errorf("after Remove: %s exists %v, want %v", filepath.Base(path), got, want)
		}
	}

	if _, err := replaceEdition(store, "new.txt", tinyCR(effectiveLine(dates[0]), "revised")); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]bool{lookupSeed: true, stray: true, lookup2022: false, pairSeed: false} {
		if got := exists(path); got != want {
			t.Errorf("after replacing 2022-10-07: %s exists %v, want %v", filepath.Base(path), got, want)
		}
	}
}
