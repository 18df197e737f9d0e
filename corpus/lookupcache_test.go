package corpus

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

// seedLookupCachePath is where the seed's lookup cache sits in dir's store.
func seedLookupCachePath(t *testing.T, dir string) string {
	t.Helper()
	hash, err := SeedHash()
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "lookup", hash+".rules")
}

// shown is everything showing rule reads of its edition: the rule's JSON
// form and each rule it names (ancestors, children, references), as the
// edition's Rule finds them.
func shown(t *testing.T, edition *Edition, rule *Rule) string {
	t.Helper()
	var out strings.Builder
	encode := func(v any) {
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		out.Write(data)
		out.WriteByte('\n')
	}
	encode(NewRuleOutput(edition, rule))
	ids := append([]string{}, rule.Children...)
	for _, ref := range rule.Refs {
		ids = append(ids, ref.ID)
	}
	seen := map[string]bool{rule.ID: true}
	for id := rule.Parent; id != "" && !seen[id]; {
		seen[id] = true
		ids = append(ids, id)
		parent, ok := edition.Rule(id)
		if !ok {
			break
		}
		id = parent.Parent
	}
	for _, id := range ids {
		related, ok := edition.Rule(id)
		fmt.Fprintf(&out, "%s %v ", id, ok)
		encode(related)
	}
	return out.String()
}

// checkEveryRule asks editions for every rule of whole, by the ID it is
// shown under and in upper case, and wants each answered from the lookup
// cache exactly as whole answers it.
func checkEveryRule(t *testing.T, editions *Editions, editionID string, whole *Edition) {
	t.Helper()
	checked := 0
	for _, want := range whole.Rules {
		if first, _ := whole.Rule(want.ID); first != want {
			continue // a duplicate ID: the first of it answers
		}
		for _, asked := range []string{want.ID, strings.ToUpper(want.ID) + "."} {
			edition, rule, err := editions.FindRule(editionID, asked)
			if err != nil {
				t.Fatalf("FindRule(%s, %s): %v", editionID, asked, err)
			}
			if len(edition.Rules) == len(whole.Rules) {
				t.Fatalf("FindRule(%s, %s) parsed the whole edition; want the cache's answer", editionID, asked)
			}
			if got, want := shown(t, edition, rule), shown(t, whole, want); got != want {
				t.Fatalf("rule %s from the lookup cache:\n%s\nwant, from the whole edition:\n%s", asked, got, want)
			}
		}
		checked++
	}
	if checked < 100 {
		t.Fatalf("checked %d rules; the edition has more", checked)
	}
}

func TestLookupCacheAnswersEverySeedRuleAsTheWholeEdition(t *testing.T) {
	dir := t.TempDir()
	whole, err := Seed()
	if err != nil {
		t.Fatal(err)
	}
	editions := NewEditions(dir)
	// The first lookup parses and builds the cache.
	if _, _, err := editions.FindRule(SeedID, "409.1h"); err != nil {
		t.Fatal(err)
	}
	if err := cacheSound(seedLookupCachePath(t, dir), whole.Hash); err != nil {
		t.Fatalf("no usable cache after the first lookup: %v", err)
	}
	checkEveryRule(t, editions, SeedID, whole)
	checkEveryRule(t, editions, "SEED", whole)
}

func TestLookupCacheAnswersEvery2026RuleAsTheWholeEdition(t *testing.T) {
	corpustest.SkipUnderRace(t, "reads whole real editions in one goroutine")
	data := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	dir := t.TempDir()
	store, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Add("cr-2026-04-17.txt", data); err != nil {
		t.Fatal(err)
	}
	whole, err := store.Load("2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	editions := NewEditions(dir)
	if _, _, err := editions.FindRule(LatestID, "702.19"); err != nil {
		t.Fatal(err)
	}
	checkEveryRule(t, editions, "2026-04-17", whole)
	// "latest" names the same edition, by its date.
	edition, _, err := editions.FindRule(LatestID, "702.19")
	if err != nil || edition.ID != "2026-04-17" {
		t.Fatalf("FindRule(latest) = edition %v, %v; want 2026-04-17", edition, err)
	}
}

func TestUnknownRuleIsAnsweredByTheWholeEdition(t *testing.T) {
	editions := NewEditions(t.TempDir())
	for range 2 { // without a cache, then with one
		edition, _, err := editions.FindRule(SeedID, "409.1z")
		var unknown *UnknownRuleError
		if !errors.As(err, &unknown) || len(unknown.Nearest) == 0 {
			t.Fatalf("FindRule(409.1z) = %v; want an *UnknownRuleError naming the nearest", err)
		}
		whole, _ := Seed()
		if edition != whole {
			t.Fatal("an unknown rule came back without the whole edition")
		}
	}
}

// seedLookupCache is the embedded edition and a sound lookup cache of it,
// the starting point of the tests that damage a cache.
func seedLookupCache(t testing.TB) (*Edition, []byte) {
	t.Helper()
	whole, err := Seed()
	if err != nil {
		t.Fatal(err)
	}
	good, err := encodeLookupCache(whole)
	if err != nil {
		t.Fatal(err)
	}
	return whole, good
}

func TestDamagedLookupCacheIsRebuilt(t *testing.T) {
	whole, good := seedLookupCache(t)
	other := *whole
	other.Hash = strings.Repeat("0", 64)
	stale, err := encodeLookupCache(&other)
	if err != nil {
		t.Fatal(err)
	}
	flip := func(at int) []byte {
		damaged := bytes.Clone(good)
		damaged[at] ^= 0x5a
		return damaged
	}
	otherVersion := bytes.Clone(good)
	otherVersion[len(lookupMagic)]++
	tests := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"truncated to half", good[:len(good)/2]},
		{"last 3 bytes cut", good[:len(good)-3]},
		{"header cut", good[:lookupHeaderSize-1]},
		{"byte flipped in the magic", flip(2)},
		{"byte flipped in the table", flip(lookupHeaderSize + 80)},
		{"byte flipped in a record", flip(len(good) * 2 / 3)},
		{"byte flipped at the end", flip(len(good) - 1)},
		{"another format version", otherVersion},
		{"another edition's cache", stale},
		{"bytes appended", append(bytes.Clone(good), "{}"...)},
		{"not a cache", []byte("judgekit rules\n\x00 but nothing more than this line")},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			dir := t.TempDir()
			path := seedLookupCachePath(t, dir)
			if err := writeFileAtomic(path, test.data); err != nil {
				t.Fatal(err)
			}
			if err := cacheSound(path, whole.Hash); !errors.Is(err, errBadLookupCache) {
				t.Fatalf("damaged cache read with %v; want errBadLookupCache", err)
			}
			// Every rule is answered as the whole edition answers it,
			// the damaged record's too, and the cache rebuilt on the way.
			editions := NewEditions(dir)
			for _, want := range whole.Rules {
				edition, rule, err := editions.FindRule(SeedID, want.ID)
				if err != nil {
					t.Fatal(err)
				}
				if first, _ := whole.Rule(want.ID); first != want {
					continue
				}
				if got, want := shown(t, edition, rule), shown(t, whole, want); got != want {
					t.Fatalf("answer with a damaged cache:\n%s\nwant:\n%s", got, want)
				}
			}
			rebuilt, err := os.ReadFile(path)
			if err != nil || !bytes.Equal(rebuilt, good) {
				t.Fatalf("cache not rebuilt whole (%v)", err)
			}
		})
	}
}

func TestLookupCacheReaderNeverPanics(t *testing.T) {
	whole, good := seedLookupCache(t)
	// Damage behind a recomputed checksum, as if the checksum missed it:
	// the reader refuses or answers, never panics.
	for at := lookupHeaderSize; at < len(good); at += 97 {
		damaged := bytes.Clone(good)
		damaged[at] ^= 0xff
		reseal(damaged)
		if cache, err := decodeLookupCache(bytes.NewReader(damaged), int64(len(damaged)), whole.Hash); err == nil {
			for _, key := range cache.keys {
				cache.find(key)
			}
		}
	}
}

// FuzzDecodeLookupCache feeds the lookup cache reader any bytes, with the
// checksum made right so the damage reaches the table and records: it
// refuses or answers, never panics or hangs.
func FuzzDecodeLookupCache(f *testing.F) {
	whole, good := seedLookupCache(f)
	f.Add(good[:min(len(good), 4096)])
	f.Add(good[:lookupHeaderSize])
	f.Add([]byte(lookupMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		data = bytes.Clone(data)
		if len(data) >= lookupHeaderSize && string(data[:len(lookupMagic)]) == lookupMagic {
			reseal(data)
		}
		cache, err := decodeLookupCache(bytes.NewReader(data), int64(len(data)), whole.Hash)
		if err != nil {
			return
		}
		for _, key := range cache.keys {
			cache.find(key)
		}
	})
}

// cacheSound reads the lookup cache at path and every record in it: the
// first error, or nil for a cache whole in every part.
func cacheSound(path, hash string) error {
	cache, err := readLookupCache(path, hash)
	if err != nil {
		return err
	}
	defer cache.close()
	for _, key := range cache.keys {
		if _, err := cache.record(key); err != nil {
			return err
		}
	}
	return nil
}

// reseal recomputes a lookup cache file's checksum over its body.
func reseal(file []byte) {
	header := file[len(lookupMagic):lookupHeaderSize]
	size := min(binary.LittleEndian.Uint64(header[8:]), uint64(len(file)-lookupHeaderSize))
	binary.LittleEndian.PutUint32(header[4:], crc32.Checksum(file[lookupHeaderSize:lookupHeaderSize+int(size)], castagnoli))
}

// lookupHelperEnv names the data directory TestLookupCacheHelperProcess
// looks rules up in; unset, that test does nothing.
const lookupHelperEnv = "JUDGEKIT_LOOKUP_HELPER_DIR"

// TestLookupCacheHelperProcess is the other process of
// TestConcurrentFirstUseFromTwoProcesses: it deletes the cache and looks
// a rule up, again and again, and wants the whole edition's answer each
// time.
func TestLookupCacheHelperProcess(t *testing.T) {
	dir := os.Getenv(lookupHelperEnv)
	if dir == "" {
		return
	}
	lookUpWhileOthersRebuild(t, dir)
}

func lookUpWhileOthersRebuild(t *testing.T, dir string) {
	whole, err := Seed()
	if err != nil {
		t.Fatal(err)
	}
	path := seedLookupCachePath(t, dir)
	for i := range 30 {
		if i%3 == 0 {
			os.Remove(path)
		}
		for _, id := range []string{"409.1h", "409.1", "409"} {
			want, ok := whole.Rule(id)
			if !ok {
				t.Fatalf("seed lacks %s", id)
			}
			edition, rule, err := NewEditions(dir).FindRule(SeedID, id)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := shown(t, edition, rule), shown(t, whole, want); got != want {
				t.Fatalf("rule %s while another process rebuilds:\n%s\nwant:\n%s", id, got, want)
			}
		}
	}
}

func TestConcurrentFirstUseFromTwoProcesses(t *testing.T) {
	dir := t.TempDir()
	other := exec.Command(os.Args[0], "-test.run=^TestLookupCacheHelperProcess$", "-test.count=1")
	other.Env = append(os.Environ(), lookupHelperEnv+"="+dir, "GORACE="+corpustest.HelperGORACE())
	var output bytes.Buffer
	other.Stdout, other.Stderr = &output, &output
	if err := other.Start(); err != nil {
		t.Fatal(err)
	}
	lookUpWhileOthersRebuild(t, dir)
	if err := other.Wait(); err != nil {
		t.Fatalf("other process: %v\n%s", err, output.String())
	}
	whole, _ := Seed()
	if err := cacheSound(seedLookupCachePath(t, dir), whole.Hash); err != nil {
		t.Fatalf("cache after both: %v", err)
	}
	entries, err := os.ReadDir(filepath.Join(dir, "lookup"))
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 1 {
		t.Fatalf("lookup directory holds %d files after both processes; want the cache alone", len(entries))
	}
}

func TestOpenStoreSweepsLookupCacheTempFilesOfKilledWrites(t *testing.T) {
	dir := t.TempDir()
	lookup := filepath.Join(dir, "lookup")
	if err := os.MkdirAll(lookup, 0o755); err != nil {
		t.Fatal(err)
	}
	left := filepath.Join(lookup, "."+strings.Repeat("a", 64)+".rules.123.tmp")
	if err := os.WriteFile(left, []byte("half a cache"), 0o644); err != nil {
		t.Fatal(err)
	}
	old := time.Now().Add(-2 * abandonedTemp)
	if err := os.Chtimes(left, old, old); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenStore(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(left); err == nil {
		t.Error("a killed cache write's temp file survived OpenStore")
	}
}
