package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

// testNow is the clock of the import tests.
var testNow = time.Date(2026, time.November, 23, 14, 40, 0, 0, time.UTC)

// snapshot is every file of a store's editions directory with its bytes.
func snapshot(t *testing.T, store *Store) map[string]string {
	t.Helper()
	files := make(map[string]string)
	entries, err := os.ReadDir(filepath.Join(store.Dir(), "editions"))
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	for _, entry := range entries {
		data, err := os.ReadFile(filepath.Join(store.Dir(), "editions", entry.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[entry.Name()] = string(data)
	}
	return files
}

func importAt(store *Store, source string, data []byte, opts ImportOptions) (*ImportResult, error) {
	opts.Now = testNow
	return store.Import(source, data, opts)
}

// dropSubrules removes every subrule line: a file that lost part of its
// body yet still ends with its glossary and Credits and skips no number
// inside a sequence.
func dropSubrules(data []byte) []byte {
	var kept [][]byte
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		number, _, ok := parseRuleLine(strings.TrimSpace(string(line)))
		if ok && number.kind() == KindSubrule {
			continue
		}
		kept = append(kept, line)
	}
	return bytes.Join(kept, nil)
}

// Each damaged copy of the 2026 edition is refused with exit status the
// caller maps to 1, naming what is missing, and the good stored copy, its
// manifest and everything else stored stay byte for byte as they were.
func TestRefusedImportsLoseNothingStored(t *testing.T) {
	good := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	store := openTestStore(t)
	if _, err := importAt(store, "good.txt", good, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	older := tinyCR(effectiveLine("October 7, 2022"), "")
	if _, err := importAt(store, "older.txt", older, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	before := snapshot(t, store)
	shrunk := bytes.Replace(dropSubrules(good), []byte("April 17, 2026"), []byte("April 18, 2026"), 1)
	tests := []struct {
		name string
		data []byte
		want error
		says string
	}{
		{"cut inside the glossary", good[:888698], ErrIncomplete, "no Credits after the glossary"},
		{"cut inside the body", good[:len(good)/3], ErrIncomplete, "no glossary"},
		{"bytes flipped in 9 rule numbers", damageNumbers(good, 60, 9), ErrIncomplete, "9 numbering gaps"},
		{"sharply fewer rules than the nearest edition", shrunk, ErrIncomplete, "sharply fewer than the 3294 of stored edition 2026-04-17"},
		{"a different file of a stored date", bytes.Replace(good, []byte("Casting Spells"), []byte("Casting Spellz"), 1), ErrStored, "already stored from a different file"},
		{"year 99999", bytes.Replace(good, []byte("April 17, 2026"), []byte("April 17, 99999"), 1), ErrBadDate, "99999"},
		{"a year after next", bytes.Replace(good, []byte("April 17, 2026"), []byte("April 17, 2028"), 1), ErrBadDate, "outside 1993 to 2027"},
		{"before the first CR", bytes.Replace(good, []byte("April 17, 2026"), []byte("April 17, 1992"), 1), ErrBadDate, "outside 1993 to 2027"},
		{"not a CR", []byte("Shopping list\n1. Eggs\n"), ErrNotCR, "not a Comprehensive Rules text"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := importAt(store, "damaged.txt", tc.data, ImportOptions{})
			if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.says) || !strings.Contains(err.Error(), "damaged.txt") {
				t.Fatalf("Import = %v, want %v saying %q", err, tc.want, tc.says)
			}
			if after := snapshot(t, store); !reflect.DeepEqual(after, before) {
				t.Fatalf("a refused import changed the store: %d files before, %d after", len(before), len(after))
			}
		})
	}
	edition, err := store.Load("2026-04-17")
	if err != nil || len(edition.Glossary) != 730 {
		t.Fatalf("stored 2026 after the refusals: %v glossary entries, err %v", len(edition.Glossary), err)
	}
}

func TestAllowIncompleteStoresTheFileMarkedIncomplete(t *testing.T) {
	cut := corpustest.ReadEdition(t, "cr-2026-04-17.txt")[:888698]
	store := openTestStore(t)
	result, err := importAt(store, "cut.txt", cut, ImportOptions{AllowIncomplete: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(result.Problems) == 0 || !result.Info.Incomplete {
		t.Errorf("result = problems %v, info %+v; want it marked incomplete", result.Problems, result.Info)
	}
	infos, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || !infos[0].Incomplete || !strings.Contains(strings.Join(infos[0].Problems, ";"), "no Credits") {
		t.Errorf("List = %+v, want the edition marked incomplete with why", infos)
	}
	// A new store (a new process) reads the mark from the manifest.
	fresh, err := OpenStore(store.Dir())
	if err != nil {
		t.Fatal(err)
	}
	if info, err := fresh.Info(LatestID); err != nil || !info.Incomplete {
		t.Errorf("Info(latest) = %+v, %v; want incomplete", info, err)
	}
}

func TestReplaceSaysWhatChanges(t *testing.T) {
	store := openTestStore(t)
	first := tinyCR(effectiveLine("April 17, 2026"), "first")
	if _, err := importAt(store, "first.txt", first, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	// The same bytes again change nothing and need no --replace.
	again, err := importAt(store, "first.txt", first, ImportOptions{})
	if err != nil || !again.Unchanged {
		t.Fatalf("re-import of the same file = %+v, %v; want unchanged", again, err)
	}
	second := bytes.Replace(tinyCR(effectiveLine("April 17, 2026"), "second"),
		[]byte("101.1. Whenever"), []byte("100.2. A new rule.\r\n\r\n101.1. Whenever"), 1)
	_, err = importAt(store, "second.txt", second, ImportOptions{})
	var stored *StoredError
	if !errors.As(err, &stored) || stored.ID != "2026-04-17" || stored.Change.Changed != 1 || !reflect.DeepEqual(stored.Change.Added, []string{"100.2"}) {
		t.Fatalf("Import without Replace = %v, want a StoredError with 100.2 added and one rule changed", err)
	}
	result, err := importAt(store, "second.txt", second, ImportOptions{Replace: true})
	if err != nil {
		t.Fatal(err)
	}
	if result.Replaced == nil || result.Replaced.OldHash != hashOf(first) || result.Replaced.NewHash != hashOf(second) ||
		!strings.Contains(result.Replaced.Summary(), "1 rules added, 0 removed, 1 changed; numbered rules 7 -> 8") {
		t.Errorf("Replaced = %+v", result.Replaced)
	}
	if info, _ := store.Info("2026-04-17"); info.Hash != hashOf(second) {
		t.Errorf("stored hash %s, want the second file's", info.Hash)
	}
}

// List and Info read manifests: they do not notice a file changed behind
// the store's back with its size and time kept, and Verify, which
// re-hashes, does.
func TestListReadsTheManifestAndVerifyRehashes(t *testing.T) {
	store := openTestStore(t)
	data := tinyCR(effectiveLine("April 17, 2026"), "")
	if _, err := importAt(store, "tiny.txt", data, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	path := store.Path("2026-04-17")
	stat, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	flipped := bytes.Clone(data)
	flipped[len(flipped)-10] ^= 0x20
	if err := os.WriteFile(path, flipped, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, stat.ModTime(), stat.ModTime()); err != nil {
		t.Fatal(err)
	}
	info, err := store.Info(LatestID)
	if err != nil || info.Hash != hashOf(data) {
		t.Errorf("Info(latest) = %s, %v; want the recorded hash %s (nothing re-hashed)", info.Hash, err, hashOf(data))
	}
	results, err := store.Verify()
	if err != nil {
		t.Fatal(err)
	}
	if len(results) != 1 || results[0].OK || results[0].Hash != hashOf(flipped) || !strings.Contains(results[0].Problem, "changed after its import") {
		t.Errorf("Verify = %+v, want the changed file reported", results)
	}
	// Restored, it verifies again.
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if results, _ := store.Verify(); len(results) != 1 || !results[0].OK {
		t.Errorf("Verify after restoring = %+v", results)
	}
}

// A store written before manifests existed, or whose manifest is lost or
// garbled, still lists: the manifest is rebuilt from the file once.
func TestMissingOrGarbledManifestIsRebuilt(t *testing.T) {
	for _, damage := range []struct {
		name  string
		apply func(path string) error
	}{
		{"missing", os.Remove},
		{"garbled", func(path string) error { return os.WriteFile(path, []byte(`{"format": 1, "hash": `), 0o644) }},
		{"another edition's", func(path string) error {
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			return os.WriteFile(path, bytes.ReplaceAll(data, []byte("2026-04-17"), []byte("2025-04-17")), 0o644)
		}},
	} {
		t.Run(damage.name, func(t *testing.T) {
			store := openTestStore(t)
			data := tinyCR(effectiveLine("April 17, 2026"), "")
			if _, err := importAt(store, "tiny.txt", data, ImportOptions{}); err != nil {
				t.Fatal(err)
			}
			manifest := filepath.Join(store.Dir(), "editions", "2026-04-17.json")
			if err := damage.apply(manifest); err != nil {
				t.Fatal(err)
			}
			infos, err := store.List()
			if err != nil || len(infos) != 1 || infos[0].Hash != hashOf(data) || infos[0].Counts.Rules != 2 {
				t.Fatalf("List = %+v, %v", infos, err)
			}
			rebuilt, err := store.readManifest("2026-04-17")
			if err != nil || rebuilt.Hash != hashOf(data) {
				t.Errorf("manifest after List = %+v, %v; want it rewritten", rebuilt, err)
			}
		})
	}
}

func TestNearestEditionIsTheLatestBeforeWithinTwoYears(t *testing.T) {
	infos := []EditionInfo{{ID: "2006-10-01"}, {ID: "2008-02-01"}, {ID: "2022-10-07"}, {ID: "2024-02-02"}, {ID: "2026-04-17"}}
	tests := []struct {
		id, want string
		ok       bool
	}{
		{"2026-04-17", "2026-04-17", true},
		{"2025-01-01", "2024-02-02", true},
		{"2023-06-04", "2022-10-07", true},
		{"2024-02-01", "2022-10-07", true},
		// The 2009 renumbering grew the rules by a sixth: a newer stored
		// edition is never the measure of an older one.
		{"2007-06-01", "2006-10-01", true},
		{"2010-03-01", "2008-02-01", false},
		{"2003-01-01", "", false},
	}
	for _, tc := range tests {
		got, ok := nearestEdition(infos, tc.id)
		if ok != tc.ok || (ok && got.ID != tc.want) {
			t.Errorf("nearestEdition(%s) = %s, %v; want %s, %v", tc.id, got.ID, ok, tc.want, tc.ok)
		}
	}
}

// A file changed on disk is described afresh by List, but its manifest is
// kept, so Verify still reports the change; a file only touched keeps its
// manifest, updated to the new time.
func TestChangedFileKeepsItsManifestForVerify(t *testing.T) {
	store := openTestStore(t)
	data := tinyCR(effectiveLine("April 17, 2026"), "")
	if _, err := importAt(store, "tiny.txt", data, ImportOptions{}); err != nil {
		t.Fatal(err)
	}
	path := store.Path("2026-04-17")
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if infos, err := store.List(); err != nil || infos[0].Hash != hashOf(data) {
		t.Fatalf("List after a touch = %+v, %v", infos, err)
	}
	if m, err := store.readManifest("2026-04-17"); err != nil || !m.Modified.Equal(later) {
		t.Errorf("manifest after a touch = %+v, %v; want the new time", m, err)
	}
	changed := tinyCR(effectiveLine("April 17, 2026"), "edited by hand")
	if err := os.WriteFile(path, changed, 0o644); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if infos, err := store.List(); err != nil || infos[0].Hash != hashOf(changed) {
			t.Fatalf("List after an edit = %+v, %v; want the file as it is", infos, err)
		}
	}
	if results, _ := store.Verify(); len(results) != 1 || results[0].OK || results[0].RecordedHash != hashOf(data) {
		t.Errorf("Verify after an edit and two listings = %+v, want the change reported", results)
	}
}

// Imports of one date at once: the check for a stored copy and the write
// are one step, so exactly one file is stored and every other import is
// refused as a different file of a stored date.
func TestConcurrentImportsOfOneDateStoreOne(t *testing.T) {
	store := openTestStore(t)
	const imports = 8
	errs := make(chan error, imports)
	for i := range imports {
		go func() {
			data := tinyCR(effectiveLine("April 17, 2026"), fmt.Sprintf("copy %d", i))
			_, err := importAt(store, fmt.Sprintf("copy%d.txt", i), data, ImportOptions{})
			errs <- err
		}()
	}
	stored := 0
	for range imports {
		switch err := <-errs; {
		case err == nil:
			stored++
		case !errors.Is(err, ErrStored):
			t.Errorf("Import = %v, want success or ErrStored", err)
		}
	}
	if stored != 1 {
		t.Errorf("%d imports stored, want exactly 1", stored)
	}
	if results, err := store.Verify(); err != nil || len(results) != 1 || !results[0].OK {
		t.Errorf("Verify = %+v, %v", results, err)
	}
}
