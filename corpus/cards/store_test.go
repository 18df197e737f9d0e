package cards

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/cards/cardstest"
)

// storedBytes reads every file of the store's directory, by name.
func storedBytes(t *testing.T, store *Store) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	entries, err := os.ReadDir(store.Dir())
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Type().IsRegular() {
			data, err := os.ReadFile(filepath.Join(store.Dir(), e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			files[e.Name()] = data
		}
	}
	return files
}

func TestRefusedImportLeavesStoreAsItWas(t *testing.T) {
	store := fixtureStore(t)
	before := storedBytes(t, store)
	fixture := cardstest.Fixture(t)
	for name, file := range map[string]*Source{
		"truncated cards":    {Name: "cut.json", Data: fixture[:len(fixture)/3]},
		"rulings as cards":   {Name: "rulings.json", Data: []byte("[" + rulingJSON + "]")},
		"array of numbers":   {Name: "numbers.json", Data: []byte("[1,2]")},
		"sharply fewer":      {Name: "few.json", Data: []byte("[" + boltJSON + "]")},
		"damaged at the end": {Name: "end.json", Data: append(bytes.Clone(fixture[:len(fixture)-4]), '}')},
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := store.Import(file, nil, ImportOptions{Now: importTime}); err == nil {
				t.Fatal("imported")
			}
			after := storedBytes(t, store)
			if len(after) != len(before) {
				t.Fatalf("files %d, were %d", len(after), len(before))
			}
			for name, data := range before {
				if !bytes.Equal(after[name], data) {
					t.Errorf("%s changed", name)
				}
			}
			if _, err := store.Find("Lightning Bolt"); err != nil {
				t.Errorf("the stored cards no longer answer: %v", err)
			}
		})
	}
}

func TestImportOfTheSameFileChangesNothing(t *testing.T) {
	store := fixtureStore(t)
	result, err := store.Import(&Source{Name: "again.json", Data: cardstest.Fixture(t)}, nil, ImportOptions{Now: importTime.AddDate(0, 0, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if !result.Cards.Unchanged || result.Cards.Source != "oracle-cards.json" {
		t.Fatalf("result %+v, want the stored file unchanged", result.Cards)
	}
}

func TestShrinkingImportNeedsReplace(t *testing.T) {
	store := fixtureStore(t)
	few := &Source{Name: "few.json", Data: []byte("[" + boltJSON + "," + anotherCard + "]")}
	_, err := store.Import(few, nil, ImportOptions{Now: importTime})
	var shrink *ShrinkError
	if !errors.As(err, &shrink) || shrink.New != 2 || !errors.Is(err, ErrShrunk) {
		t.Fatalf("error %v, want a *ShrinkError of 2 cards", err)
	}
	result, err := store.Import(few, nil, ImportOptions{Replace: true, Now: importTime})
	if err != nil {
		t.Fatal(err)
	}
	if result.Cards.Previous == nil || result.Cards.Previous.Count < 300 {
		t.Fatalf("previous %+v, want the fixture's manifest", result.Cards.Previous)
	}
	if _, err := store.Find("Tarmogoyf"); !errors.Is(err, ErrUnknownCard) {
		t.Fatalf("Tarmogoyf after the replacement: %v, want unknown", err)
	}
}

func TestRulingsImportKeepsTheCards(t *testing.T) {
	store := fixtureStore(t)
	newer := strings.Replace(rulingJSON, "4457ed35-7c10-48c8-9776-456485fdf070", oracleIDOf(t, store, "Lightning Bolt"), 1)
	result, err := store.Import(nil, &Source{Name: "newer.json", Data: []byte("[" + newer + "]")}, ImportOptions{Replace: true, Now: importTime})
	if err != nil {
		t.Fatal(err)
	}
	if result.Cards != nil || result.Rulings.Count != 1 {
		t.Fatalf("result %+v", result)
	}
	found, err := store.Find("Lightning Bolt")
	if err != nil {
		t.Fatal(err)
	}
	if len(found.Rulings) != 1 || found.Rulings[0].Text != "A ruling." {
		t.Fatalf("rulings %+v, want the new one", found.Rulings)
	}
	if found, err := store.Find("Tarmogoyf"); err != nil || len(found.Rulings) != 0 {
		t.Fatalf("Tarmogoyf: %v, %d rulings; want none after the new rulings file", err, len(found.Rulings))
	}
}

func oracleIDOf(t *testing.T, store *Store, name string) string {
	t.Helper()
	found, err := store.Find(name)
	if err != nil {
		t.Fatal(err)
	}
	return found.Card.OracleID
}

func TestStoreInfo(t *testing.T) {
	store := emptyStore(t)
	if info, err := store.Info(); err != nil || info.Cards != nil || info.Rulings != nil {
		t.Fatalf("empty store info %+v, %v", info, err)
	}
	if _, err := store.Find("Lightning Bolt"); !errors.Is(err, ErrNoCards) {
		t.Fatalf("lookup in an empty store: %v, want ErrNoCards", err)
	}
	store = fixtureStore(t)
	info, err := store.Info()
	if err != nil {
		t.Fatal(err)
	}
	if info.Cards == nil || info.Cards.Count < 300 || info.Rulings == nil || info.Rulings.Count == 0 || !info.Cards.Imported.Equal(importTime) {
		t.Fatalf("info %+v", info)
	}
}

// TestLookupsOutliveTheFileTheyRead holds a lookup's file open while an
// import replaces it: the reader keeps the old bytes, the next lookup
// reads the new file.
func TestLookupsOutliveTheFileTheyRead(t *testing.T) {
	store := fixtureStore(t)
	old, err := store.acquire(KindCards)
	if err != nil {
		t.Fatal(err)
	}
	few := &Source{Name: "few.json", Data: []byte("[" + boltJSON + "," + anotherCard + "]")}
	if _, err := store.Import(few, nil, ImportOptions{Replace: true, Now: importTime}); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Find("Tarmogoyf"); !errors.Is(err, ErrUnknownCard) {
		t.Fatalf("after the import: %v, want Tarmogoyf unknown", err)
	}
	if found, err := find(old, "Tarmogoyf"); err != nil || found.Card.Name != "Tarmogoyf" {
		t.Fatalf("the open file: %v", err)
	}
	store.release(old)
	if !old.stale || old.refs != 0 {
		t.Fatalf("the replaced file is not released: stale %t, refs %d", old.stale, old.refs)
	}
}

// TestDamagedStoreIsAnError damages each part of the stored cards file in
// turn and looks cards up: every lookup answers or fails with ErrDamaged,
// never panics and never answers another card.
func TestDamagedStoreIsAnError(t *testing.T) {
	store := fixtureStore(t)
	path := store.Path(KindCards)
	pristine, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	step := len(pristine) / 97
	for at := 0; at < len(pristine); at += step {
		damaged := bytes.Clone(pristine)
		damaged[at] ^= 0x5a
		t.Run(fmt.Sprint(at), func(t *testing.T) {
			if err := os.WriteFile(path, damaged, 0o644); err != nil {
				t.Fatal(err)
			}
			for _, name := range []string{"Lightning Bolt", "fire", "goyf", "snapcaster mgae"} {
				found, err := store.Find(name)
				if err != nil && !errors.Is(err, ErrDamaged) && !errors.Is(err, ErrUnknownCard) && !errors.Is(err, ErrAmbiguousCard) {
					t.Errorf("%s: %v", name, err)
				}
				if err == nil && !strings.Contains(strings.ToLower(found.Card.Name), strings.ToLower(name[:3])) {
					t.Errorf("%s found %s", name, found.Card.Name)
				}
			}
		})
	}
	for _, size := range []int{0, 10, headerSize, len(pristine) / 2} {
		if err := os.WriteFile(path, pristine[:size], 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := store.Find("Lightning Bolt"); !errors.Is(err, ErrDamaged) {
			t.Errorf("a file cut to %d bytes: %v, want ErrDamaged", size, err)
		}
	}
}
