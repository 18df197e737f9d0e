package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"
)

// tinyCR builds a small document shaped like a real CR: title, effective
// date line, contents, numbered rules with an example and a cross-reference,
// a glossary and credits. dateLine replaces the effective-date line; marker
// goes into one rule's text so two copies of the same date differ.
func tinyCR(dateLine, marker string) []byte {
	lines := []string{
		"Magic: The Gathering Comprehensive Rules",
		"",
		dateLine,
		"",
		"Introduction",
		"",
		"This document is the ultimate authority for Magic: The Gathering competitive game play.",
		"",
		"Contents",
		"",
		"1. Game Concepts",
		"100. General",
		"101. The Magic Golden Rules",
		"Glossary",
		"Credits",
		"",
		"1. Game Concepts",
		"",
		"100. General",
		"",
		"100.1. These Magic rules apply to any Magic game with two or more players. " + marker,
		"",
		"100.1a A two-player game is a game that begins with only two players.",
		"",
		"100.1b A multiplayer game is a game that begins with more than two players. See rule 101.1.",
		"",
		"Example: A game of four players is a multiplayer game.",
		"",
		"101. The Magic Golden Rules",
		"",
		"101.1. Whenever a card's text directly contradicts these rules, the card takes precedence. See rule 100.1.",
		"",
		"Glossary",
		"",
		"Ability",
		"Text on an object that explains what that object does or can do. See rule 100.1.",
		"",
		"Multiplayer Game",
		"A game that begins with more than two players. See rule 100.1b.",
		"",
		"Credits",
		"",
		"Magic: The Gathering Original Game Design",
		"",
		dateLine,
		"",
	}
	return []byte(strings.Join(lines, "\r\n"))
}

// cutBefore truncates data at the last occurrence of marker, as a file cut
// off there.
func cutBefore(data []byte, marker string) []byte {
	return data[:bytes.LastIndex(data, []byte(marker))]
}

// replaceEdition imports data, replacing a stored file of the same date.
func replaceEdition(store *Store, source string, data []byte) (*Edition, error) {
	result, err := store.Import(source, data, ImportOptions{Replace: true, Now: time.Now()})
	if err != nil {
		return nil, err
	}
	return result.Edition, nil
}

func effectiveLine(date string) string {
	return "These rules are effective as of " + date + "."
}

func hashOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// openTestStore opens an empty store without the built-in editions, for
// tests of the store's own mechanics whose small editions take dates the
// built-in ones have (store_builtin_test.go tests the two together).
func openTestStore(t *testing.T) *Store {
	t.Helper()
	store, err := OpenStore(filepath.Join(t.TempDir(), "data"))
	if err != nil {
		t.Fatal(err)
	}
	store.builtins = nil
	return store
}

func TestAddStoresSourceBytesUnderEffectiveDate(t *testing.T) {
	store := openTestStore(t)
	data := tinyCR(effectiveLine("April 17, 2026"), "")
	edition, err := store.Add("tiny.txt", data)
	if err != nil {
		t.Fatalf("Add: %v", err)
	}
	if edition.ID != "2026-04-17" || edition.Effective != "2026-04-17" {
		t.Errorf("edition ID %q effective %q, want 2026-04-17 for both", edition.ID, edition.Effective)
	}
	stored, err := os.ReadFile(filepath.Join(store.Dir(), "editions", "2026-04-17.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stored, data) {
		t.Errorf("stored bytes differ from the source bytes")
	}
	infos, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	want := EditionInfo{
		ID:        "2026-04-17",
		Effective: "2026-04-17",
		Hash:      hashOf(data),
		Size:      int64(len(data)),
		Path:      store.Path("2026-04-17"),
		Counts:    Counts{Sections: 1, Headings: 2, Rules: 2, Subrules: 2, Glossary: 2},
	}
	if len(infos) != 1 || !reflect.DeepEqual(infos[0], want) {
		t.Errorf("List = %+v, want [%+v]", infos, want)
	}
	if edition.Hash != want.Hash {
		t.Errorf("edition hash %s, want the stored file's %s", edition.Hash, want.Hash)
	}
}

func TestAddRefusesWithoutStoring(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"not a CR", []byte("Shopping list\n\n1. Eggs\n2. Milk\n"), ErrNotCR},
		{"no effective date", tinyCR("Printed some time ago.", ""), ErrNotCR},
		{"unreadable effective date", tinyCR(effectiveLine("Octember 40, 2026"), ""), ErrBadDate},
		// An interrupted download or copy: the contents list heading 101,
		// the body stops before it.
		{"cut off in the body", cutBefore(tinyCR(effectiveLine("April 17, 2026"), ""), "101. The Magic Golden Rules"), ErrIncomplete},
		{"cut off before the glossary", cutBefore(tinyCR(effectiveLine("April 17, 2026"), ""), "\r\nGlossary\r\n"), ErrIncomplete},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			store := openTestStore(t)
			_, err := store.Add("input.txt", test.data)
			if !errors.Is(err, test.want) {
				t.Fatalf("Add error = %v, want one matching %v", err, test.want)
			}
			if !strings.Contains(err.Error(), "input.txt") {
				t.Errorf("error %q does not name the source", err)
			}
			infos, err := store.List()
			if err != nil {
				t.Fatal(err)
			}
			if len(infos) != 0 {
				t.Errorf("List after a refused add = %+v, want none", infos)
			}
			leftovers, _ := filepath.Glob(filepath.Join(store.Dir(), "editions", "*"))
			if len(leftovers) != 0 {
				t.Errorf("files left behind: %v", leftovers)
			}
		})
	}
}

func TestAddReplacesEditionOfSameDate(t *testing.T) {
	store := openTestStore(t)
	first := tinyCR(effectiveLine("April 17, 2026"), "first")
	second := tinyCR(effectiveLine("April 17, 2026"), "second")
	for _, data := range [][]byte{first, second} {
		if _, err := replaceEdition(store, "tiny.txt", data); err != nil {
			t.Fatal(err)
		}
	}
	infos, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || infos[0].Hash != hashOf(second) {
		t.Fatalf("List = %+v, want only the second copy (hash %s)", infos, hashOf(second))
	}
}

func TestFailedWriteLeavesOldFileIntact(t *testing.T) {
	store := openTestStore(t)
	old := tinyCR(effectiveLine("April 17, 2026"), "old")
	if _, err := store.Add("old.txt", old); err != nil {
		t.Fatal(err)
	}
	diskFull := errors.New("no space left on device")
	store.syncFile = func(*os.File) error { return diskFull }
	_, err := replaceEdition(store, "new.txt", tinyCR(effectiveLine("April 17, 2026"), "new"))
	if !errors.Is(err, diskFull) {
		t.Fatalf("Add error = %v, want the sync failure", err)
	}
	stored, err := os.ReadFile(store.Path("2026-04-17"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stored, old) {
		t.Errorf("a failed add changed the stored edition")
	}
	entries, err := os.ReadDir(filepath.Join(store.Dir(), "editions"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 2 {
		var names []string
		for _, entry := range entries {
			names = append(names, entry.Name())
		}
		t.Errorf("editions directory holds %v, want only the old edition and its manifest (temp file removed)", names)
	}
}

func TestListSortsByDateAndIgnoresStrayFiles(t *testing.T) {
	store := openTestStore(t)
	for _, date := range []string{"October 7, 2022", "April 17, 2026", "February 1, 2008"} {
		if _, err := store.Add(date, tinyCR(effectiveLine(date), "")); err != nil {
			t.Fatal(err)
		}
	}
	stray := []string{".2026-04-17.txt.123.tmp", "notes.txt", "2026-04-17.txt.bak"}
	for _, name := range stray {
		if err := os.WriteFile(filepath.Join(store.Dir(), "editions", name), []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	infos, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, info := range infos {
		got = append(got, info.ID)
	}
	want := []string{"2008-02-01", "2022-10-07", "2026-04-17"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("List IDs = %v, want %v", got, want)
	}
}

func TestListOfMissingDirectoryIsEmpty(t *testing.T) {
	store := openTestStore(t)
	infos, err := store.List()
	if err != nil || len(infos) != 0 {
		t.Errorf("List = %v, %v; want no editions and no error", infos, err)
	}
}

func TestLoadResolvesEditionIDs(t *testing.T) {
	store := openTestStore(t)
	for _, date := range []string{"October 7, 2022", "April 17, 2026"} {
		if _, err := store.Add(date, tinyCR(effectiveLine(date), "")); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		id   string
		want string
	}{
		{"seed", SeedID},
		{"latest", "2026-04-17"},
		{"2022-10-07", "2022-10-07"},
	}
	for _, test := range tests {
		t.Run(test.id, func(t *testing.T) {
			edition, err := store.Load(test.id)
			if err != nil {
				t.Fatalf("Load(%q): %v", test.id, err)
			}
			if edition.ID != test.want {
				t.Errorf("Load(%q).ID = %q, want %q", test.id, edition.ID, test.want)
			}
		})
	}
}

func TestLoadLatestWithoutImportsIsSeed(t *testing.T) {
	edition, err := openTestStore(t).Load(LatestID)
	if err != nil {
		t.Fatal(err)
	}
	if edition.ID != SeedID {
		t.Errorf("Load(latest) on an empty store = %q, want %q", edition.ID, SeedID)
	}
}

func TestLoadUnknownEditionNamesAvailable(t *testing.T) {
	store := openTestStore(t)
	if _, err := store.Add("tiny.txt", tinyCR(effectiveLine("April 17, 2026"), "")); err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"2019-01-25", "../editions/2026-04-17", "newest", ""} {
		_, err := store.Load(id)
		if !errors.Is(err, ErrUnknownEdition) {
			t.Fatalf("Load(%q) error = %v, want ErrUnknownEdition", id, err)
		}
		var unknown *UnknownEditionError
		if !errors.As(err, &unknown) {
			t.Fatalf("Load(%q) error %T is not an *UnknownEditionError", id, err)
		}
		want := []string{SeedID, LatestID, "2026-04-17"}
		if fmt.Sprint(unknown.Available) != fmt.Sprint(want) {
			t.Errorf("available = %v, want %v", unknown.Available, want)
		}
		if !strings.Contains(err.Error(), "2026-04-17") {
			t.Errorf("message %q does not name the available editions", err)
		}
	}
}

func TestLoadWhileAddReplacesSeesWholeEditions(t *testing.T) {
	store := openTestStore(t)
	versions := [][]byte{
		tinyCR(effectiveLine("April 17, 2026"), "first"),
		tinyCR(effectiveLine("April 17, 2026"), strings.Repeat("second ", 2000)),
	}
	if _, err := store.Add("first.txt", versions[0]); err != nil {
		t.Fatal(err)
	}
	valid := map[string]bool{hashOf(versions[0]): true, hashOf(versions[1]): true}
	var wait sync.WaitGroup
	errs := make(chan error, 64)
	wait.Add(1)
	go func() {
		defer wait.Done()
		for i := range 20 {
			if _, err := replaceEdition(store, "replace.txt", versions[i%2]); err != nil {
				errs <- err
				return
			}
		}
	}()
	for range 4 {
		wait.Add(1)
		go func() {
			defer wait.Done()
			for range 20 {
				edition, err := store.Load("2026-04-17")
				if err != nil {
					errs <- err
					return
				}
				if !valid[edition.Hash] {
					errs <- fmt.Errorf("loaded a partial edition (hash %s)", edition.Hash)
					return
				}
			}
		}()
	}
	wait.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func TestDefaultDataDirPrefersEnvironment(t *testing.T) {
	t.Setenv(DataDirEnv, "/srv/judge")
	dir, err := DefaultDataDir()
	if err != nil || dir != "/srv/judge" {
		t.Errorf("DefaultDataDir = %q, %v; want /srv/judge", dir, err)
	}
	t.Setenv(DataDirEnv, "")
	t.Setenv("XDG_CACHE_HOME", "/var/cache/test")
	t.Setenv("HOME", "/home/test")
	dir, err = DefaultDataDir()
	if err != nil {
		t.Fatal(err)
	}
	cache, _ := os.UserCacheDir()
	if dir != filepath.Join(cache, "judgekit") {
		t.Errorf("DefaultDataDir = %q, want judgekit under %s", dir, cache)
	}
}

func TestLoadReusesParsedEditionUntilReplaced(t *testing.T) {
	store := openTestStore(t)
	first := tinyCR(effectiveLine("April 17, 2026"), "first")
	if _, err := store.Add("first.txt", first); err != nil {
		t.Fatal(err)
	}
	a, err := store.Load("2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	b, err := store.Load(LatestID)
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Errorf("second Load of an unchanged file parsed it again")
	}
	second := tinyCR(effectiveLine("April 17, 2026"), "second")
	if _, err := replaceEdition(store, "second.txt", second); err != nil {
		t.Fatal(err)
	}
	c, err := store.Load("2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	if c == a || c.Hash != hashOf(second) {
		t.Errorf("Load after a replacing import returned the old edition (hash %s, want %s)", c.Hash, hashOf(second))
	}
}

func TestRemoveDeletesOnlyImportedEditions(t *testing.T) {
	store := openTestStore(t)
	for _, date := range []string{"October 7, 2022", "April 17, 2026"} {
		if _, err := store.Add(date, tinyCR(effectiveLine(date), "")); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.Remove("2026-04-17"); err != nil {
		t.Fatalf("Remove: %v", err)
	}
	latest, err := store.Load(LatestID)
	if err != nil {
		t.Fatal(err)
	}
	if latest.ID != "2022-10-07" {
		t.Errorf("latest after removing 2026-04-17 = %s, want 2022-10-07", latest.ID)
	}
	tests := []struct {
		id          string
		wantUnknown bool
	}{
		{"2026-04-17", true},
		{"../editions/2022-10-07", true},
		{SeedID, false},
	}
	for _, test := range tests {
		err := store.Remove(test.id)
		if err == nil {
			t.Fatalf("Remove(%q) succeeded", test.id)
		}
		if errors.Is(err, ErrUnknownEdition) != test.wantUnknown {
			t.Errorf("Remove(%q) error = %v; unknown-edition %v, want %v", test.id, err, !test.wantUnknown, test.wantUnknown)
		}
	}
	if _, err := store.Load("2022-10-07"); err != nil {
		t.Errorf("the other edition is gone: %v", err)
	}
}

// openStoreOnly opens the store at dir without the built-in editions, so
// benchmarks measure the imported editions they store and nothing else.
func openStoreOnly(dir string) (*Store, error) {
	store, err := OpenStore(dir)
	if err != nil {
		return nil, err
	}
	store.builtins = nil
	return store, nil
}
