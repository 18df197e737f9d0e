package corpus

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// openStoreWithBuiltins opens an empty data directory as judge does: the
// built-in editions listed beside the imports.
func openStoreWithBuiltins(t *testing.T) *Store {
	t.Helper()
	store, err := OpenStore(filepath.Join(t.TempDir(), "data"))
	if err != nil {
		t.Fatal(err)
	}
	return store
}

func TestStoreListsTheBuiltinEditionWithNothingImported(t *testing.T) {
	store := openStoreWithBuiltins(t)
	infos, err := store.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) != 1 || infos[0].ID != DefaultID || !infos[0].BuiltIn || infos[0].Path != "" || infos[0].Counts.Rules == 0 {
		t.Fatalf("List = %+v, want the built-in %s alone", infos, DefaultID)
	}
	latest, err := store.Load(LatestID)
	if err != nil || latest.ID != DefaultID {
		t.Fatalf("Load(latest) = %v, %v; want the built-in edition", latest, err)
	}
	if _, err := os.Stat(filepath.Join(store.Dir(), "editions")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("listing the built-in edition wrote to the data directory: %v", err)
	}
}

func TestImportOfTheBuiltinFileStoresNothing(t *testing.T) {
	store := openStoreWithBuiltins(t)
	result, err := store.Import("cr-2026-04-17.txt", corpustest.ReadEdition(t, "cr-2026-04-17.txt"), ImportOptions{Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if !result.Unchanged || !result.Info.BuiltIn {
		t.Errorf("import of the built-in file: unchanged %v, info %+v; want it found built in", result.Unchanged, result.Info)
	}
	if _, err := os.Stat(store.Path(DefaultID)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the built-in file was copied into the data directory: %v", err)
	}
}

// TestImportReplacesTheBuiltinEditionOnlyWhenAsked: another file of the
// built-in edition's date (a corrected reprint, say) is refused like any
// second file of a stored date, stored with Replace, and removing it
// brings the built-in edition back.
func TestImportReplacesTheBuiltinEditionOnlyWhenAsked(t *testing.T) {
	store := openStoreWithBuiltins(t)
	original := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	reprint := []byte(strings.Replace(string(original), "Magic: The Gathering Comprehensive Rules", "Magic: The Gathering Comprehensive Rules (reprint)", 1))
	var stored *StoredError
	if _, err := store.Import("reprint.txt", reprint, ImportOptions{Now: testNow}); !errors.As(err, &stored) {
		t.Fatalf("import of another file of %s: %v, want a *StoredError", DefaultID, err)
	}
	if _, err := store.Import("reprint.txt", reprint, ImportOptions{Now: testNow, Replace: true}); err != nil {
		t.Fatal(err)
	}
	info, err := store.Info(DefaultID)
	if err != nil || info.BuiltIn || info.Path == "" {
		t.Fatalf("after replacing: %+v, %v; want the import", info, err)
	}
	if err := store.Remove(DefaultID); err != nil {
		t.Fatal(err)
	}
	info, err = store.Info(DefaultID)
	if err != nil || !info.BuiltIn {
		t.Fatalf("after removing the import: %+v, %v; want the built-in edition back", info, err)
	}
	if err := store.Remove(DefaultID); err == nil || !strings.Contains(err.Error(), "built in") {
		t.Errorf("removing the built-in edition: %v, want a refusal saying it is built in", err)
	}
}

// TestBuiltinEditionIsTheMeasureOfLaterImports: a file dated after the
// built-in edition with a fraction of its rules is refused as cut off, as
// it would be after an import of that edition.
func TestBuiltinEditionIsTheMeasureOfLaterImports(t *testing.T) {
	store := openStoreWithBuiltins(t)
	_, err := store.Import("tiny.txt", tinyCR(effectiveLine("June 1, 2026"), ""), ImportOptions{Now: testNow})
	if !errors.Is(err, ErrIncomplete) || !strings.Contains(err.Error(), DefaultID) {
		t.Errorf("import of a tiny later edition: %v, want it refused against %s", err, DefaultID)
	}
}

func TestHistoryRunsThroughTheBuiltinEdition(t *testing.T) {
	store := openStoreWithBuiltins(t)
	if _, err := store.Add("cr-2024-02-02.txt", corpustest.ReadEdition(t, "cr-2024-02-02.txt")); err != nil {
		t.Fatal(err)
	}
	h, err := store.History(LatestID, "601.2f")
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Steps) != 2 || h.Steps[0].Edition != "2024-02-02" || h.Steps[1].Edition != DefaultID {
		t.Errorf("history of 601.2f = %+v, want 2024-02-02 then the built-in %s", h.Steps, DefaultID)
	}
}
