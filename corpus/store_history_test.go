package corpus

import (
	"bytes"
	"encoding/gob"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// storeWithRenumberedTiny imports testdata/tiny-cr.txt (2026-02-27) into a
// new store, with an older copy (2025-01-10) whose text has the
// replacements of oldnew (pairs, as strings.NewReplacer takes them).
func storeWithRenumberedTiny(t *testing.T, oldnew ...string) *Store {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "tiny-cr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	store, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	store.builtins = nil // the two tiny editions are the whole history
	older := strings.NewReplacer(append(oldnew, "February 27, 2026", "January 10, 2025")...).Replace(string(data))
	for name, text := range map[string]string{"older.txt": older, "tiny-cr.txt": string(data)} {
		if _, err := store.Add(name, []byte(text)); err != nil {
			t.Fatal(err)
		}
	}
	return store
}

// storeWith imports the named shared editions into a new store, which
// holds no others: not even the built-in ones.
func storeWith(t testing.TB, files ...string) *Store {
	t.Helper()
	store, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	store.builtins = nil
	for _, file := range files {
		if _, err := store.Add(file, corpustest.ReadEdition(t, file)); err != nil {
			t.Fatal(err)
		}
	}
	return store
}

func TestStoreHistoryFollowsARuleThroughEveryEdition(t *testing.T) {
	store := storeWith(t, "cr-2008-02-01.txt", "cr-2009-10-01.txt", "cr-2026-04-17.txt")
	h, err := store.History(LatestID, "601.2f")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, step := range h.Steps {
		got = append(got, step.Edition+" "+step.ID+" "+string(step.Status))
	}
	want := []string{"2008-02-01 409.1f first", "2009-10-01 601.2e moved", "2026-04-17 601.2f moved"}
	if len(got) != len(want) {
		t.Fatalf("history = %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("step %d = %q, want %q", i, got[i], want[i])
		}
	}

	// The pairings are cached under the editions' hashes.
	cached, err := filepath.Glob(filepath.Join(store.Dir(), "pairings", "*-*.gob"))
	if err != nil || len(cached) != 2 {
		t.Fatalf("cached pairings %v (%v), want 2", cached, err)
	}

	tr, err := store.Translate("2008-02-01", "409.1f", "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	if tr.ID != "601.2f" {
		t.Errorf("409.1f in 2026-04-17 = %+v, want 601.2f", tr)
	}
}

func TestPairingCacheIgnoresDamagedAndOutdatedFiles(t *testing.T) {
	store := storeWith(t, "cr-2023-11-17.txt", "cr-2024-02-02.txt")
	// An import pairs the new edition with its neighbours.
	if err := store.WarmPairings("2024-02-02"); err != nil {
		t.Fatal(err)
	}
	if cached, _ := filepath.Glob(filepath.Join(store.Dir(), "pairings", "*-*.gob")); len(cached) != 1 {
		t.Fatalf("after WarmPairings: cached %v, want one pairing", cached)
	}
	if err := store.WarmPairings("1999-01-01"); !errors.Is(err, ErrUnknownEdition) {
		t.Errorf("WarmPairings of an unknown edition: err = %v", err)
	}
	first, err := store.Pairing("2023-11-17", "2024-02-02")
	if err != nil {
		t.Fatal(err)
	}
	cache := NewPairingCache(filepath.Join(store.Dir(), "pairings"))
	if _, ok := cache.Get(first.Old.Hash, first.New.Hash); !ok {
		t.Fatal("pairing not cached")
	}
	path, _ := cache.path(first.Old.Hash, first.New.Hash)
	encode := func(p Pairing) string {
		var b bytes.Buffer
		if err := gob.NewEncoder(&b).Encode(p); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	whole := encode(*first)
	outdated, swapped := *first, *first
	outdated.Version = PairingVersion - 1
	swapped.Old, swapped.New = first.New, first.Old
	for name, content := range map[string]string{
		"truncated":  whole[:len(whole)/2],
		"outdated":   encode(outdated),
		"wrong pair": encode(swapped),
	} {
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, ok := cache.Get(first.Old.Hash, first.New.Hash); ok {
			t.Errorf("%s cache file was used", name)
		}
		again, err := store.Pairing("2023-11-17", "2024-02-02")
		if err != nil {
			t.Fatal(err)
		}
		if len(again.Rules) != len(first.Rules) {
			t.Errorf("%s cache file: recomputed %d matches, want %d", name, len(again.Rules), len(first.Rules))
		}
	}
	if _, ok := cache.Get("../../etc", first.New.Hash); ok {
		t.Error("a hash that is not hex was looked up")
	}
}

func TestStoreHistoryRefusesTheSeedAndUnknownRules(t *testing.T) {
	store := storeWith(t, "cr-2023-11-17.txt")
	if _, err := store.History(SeedID, "409.1f"); !errors.Is(err, ErrNotStored) {
		t.Errorf("seed: err = %v, want ErrNotStored", err)
	}
	var unknown *UnknownRuleError
	if _, err := store.History("2023-11-17", "999.9z"); !errors.As(err, &unknown) {
		t.Errorf("unknown rule: err = %v, want *UnknownRuleError", err)
	}
	if _, err := store.Translate("2023-11-17", "601.2f", "2001-01-01"); !errors.Is(err, ErrUnknownEdition) {
		t.Errorf("unknown target: err = %v, want ErrUnknownEdition", err)
	}
	h, err := store.History("2023-11-17", "601.2f")
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Steps) != 1 || h.Steps[0].Status != HistoryFirst {
		t.Errorf("one stored edition: steps %+v", h.Steps)
	}
}

// TestTimelineIsSafeForConcurrentReaders asks one Timeline for diffs and
// histories from several goroutines at once (run with -race): the web
// lookup shares one between its requests.
func TestTimelineIsSafeForConcurrentReaders(t *testing.T) {
	store := storeWithRenumberedTiny(t, "601", "409", "6. Spells", "4. Spells")
	timeline := NewTimeline(store)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			h, err := timeline.History(LatestID, "601.2c")
			if err != nil {
				t.Error(err)
				return
			}
			if len(h.Steps) != 2 || h.Steps[0].ID != "409.2c" {
				t.Errorf("history %+v", h.Steps)
			}
			if _, err := timeline.Diff("2025-01-10", "2026-02-27"); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}

// TestHistoryAnswersWhenTheCacheCannotBeWritten: a data directory where
// no pairing can be cached (here a file stands where the cache directory
// belongs) still answers; the cache only saves time.
func TestHistoryAnswersWhenTheCacheCannotBeWritten(t *testing.T) {
	store := storeWithRenumberedTiny(t, "601", "409")
	if err := os.WriteFile(filepath.Join(store.Dir(), "pairings"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	h, err := store.History(LatestID, "601.2c")
	if err != nil {
		t.Fatal(err)
	}
	if len(h.Steps) != 2 || h.Steps[0].ID != "409.2c" {
		t.Errorf("history %+v", h.Steps)
	}
}
