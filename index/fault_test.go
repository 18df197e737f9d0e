package index

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// explanations records what a store's Explain is told.
type explanations []error

func (e *explanations) record(reason error) { *e = append(*e, reason) }

// builtSmallIndex builds smallEdition's index and returns the store, the
// edition and the index's path.
func builtSmallIndex(t *testing.T) (*Store, *corpus.Edition, string) {
	t.Helper()
	s, ed := NewStore(t.TempDir()), smallEdition()
	if err := s.Build(ed, nil); err != nil {
		t.Fatal(err)
	}
	path, err := s.Path(ed)
	if err != nil {
		t.Fatal(err)
	}
	return s, ed, path
}

// segmentFile is the one segment file of a built index.
func segmentFile(t *testing.T, path string) string {
	t.Helper()
	segments, err := filepath.Glob(filepath.Join(path, "store", "*.zap"))
	if err != nil || len(segments) != 1 {
		t.Fatalf("segments of %s: %v %v, want one", path, segments, err)
	}
	return segments[0]
}

func truncateFile(name string, keep func(size int64) int64) func(t *testing.T, path string) {
	return func(t *testing.T, path string) {
		t.Helper()
		file := filepath.Join(path, name)
		if name == "segment" {
			file = segmentFile(t, path)
		}
		info, err := os.Stat(file)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.Truncate(file, keep(info.Size())); err != nil {
			t.Fatal(err)
		}
	}
}

func flipBytes(name string, at func(size int) int) func(t *testing.T, path string) {
	return func(t *testing.T, path string) {
		t.Helper()
		file := filepath.Join(path, name)
		if name == "segment" {
			file = segmentFile(t, path)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		i := at(len(data))
		for j := i; j < i+4 && j < len(data); j++ {
			data[j] ^= 0xff
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func deleteFile(name string) func(t *testing.T, path string) {
	return func(t *testing.T, path string) {
		t.Helper()
		file := filepath.Join(path, name)
		if name == "segment" {
			file = segmentFile(t, path)
		}
		if err := os.RemoveAll(file); err != nil {
			t.Fatal(err)
		}
	}
}

func TestDamagedIndexIsRebuiltOnOpenWithOneExplanation(t *testing.T) {
	tests := []struct {
		name   string
		damage func(t *testing.T, path string)
		kind   error
	}{
		{"segment truncated to half", truncateFile("segment", func(n int64) int64 { return n / 2 }), ErrIndexDamaged},
		{"segment truncated to nothing", truncateFile("segment", func(int64) int64 { return 0 }), ErrIndexDamaged},
		{"segment footer cut", truncateFile("segment", func(n int64) int64 { return n - 3 }), ErrIndexDamaged},
		{"root.bolt truncated", truncateFile("store/root.bolt", func(n int64) int64 { return n / 3 }), ErrIndexDamaged},
		{"marker truncated", truncateFile(markerFile, func(n int64) int64 { return n / 2 }), ErrIndexDamaged},
		{"bytes flipped at the segment's start", flipBytes("segment", func(int) int { return 0 }), ErrIndexDamaged},
		{"bytes flipped mid-segment", flipBytes("segment", func(n int) int { return n / 2 }), ErrIndexDamaged},
		{"bytes flipped in the segment footer", flipBytes("segment", func(n int) int { return n - 12 }), ErrIndexDamaged},
		{"bytes flipped in root.bolt", flipBytes("store/root.bolt", func(n int) int { return 4096 + 16 }), ErrIndexDamaged},
		{"bytes flipped in index_meta.json", flipBytes("index_meta.json", func(n int) int { return 2 }), ErrIndexDamaged},
		{"segment deleted", deleteFile("segment"), ErrIndexDamaged},
		{"root.bolt deleted", deleteFile("store/root.bolt"), ErrIndexDamaged},
		{"store directory deleted", deleteFile("store"), ErrIndexDamaged},
		{"index_meta.json deleted", deleteFile("index_meta.json"), ErrIndexDamaged},
		{"marker deleted", deleteFile(markerFile), ErrIndexDamaged},
		{"whole index deleted", deleteFile(""), ErrIndexMissing},
		{"marker of an older judge", func(t *testing.T, path string) {
			if err := os.WriteFile(filepath.Join(path, markerFile), []byte(`{"mapping_version":5,"hash":"x"}`), 0o644); err != nil {
				t.Fatal(err)
			}
		}, ErrIndexStale},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ed, path := builtSmallIndex(t)
			tt.damage(t, path)
			var told explanations
			s.Explain = told.record
			openAndFind(t, s, ed)
			if len(told) != 1 || !errors.Is(told[0], tt.kind) {
				t.Fatalf("explanations %v, want one matching %q", told, tt.kind)
			}
			if msg := told[0].Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, ed.ID) {
				t.Errorf("explanation %q is not one line naming the edition", msg)
			}
			if err := checkIndex(path, ed.ID, ed.Hash); err != nil {
				t.Errorf("after the rebuild: %v", err)
			}
			// Healed once, the index opens without another rebuild.
			openAndFind(t, s, ed)
			if len(told) != 1 {
				t.Errorf("a second open explained %v", told[1:])
			}
		})
	}
}

// resealed recomputes the marker's checksums after damage, so the damage
// reaches Bleve instead of being caught by the checksum check: what a
// fault the checksums miss would do.
func resealed(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(path, markerFile))
	if err != nil {
		t.Fatal(err)
	}
	m, err := decodeMarker(data)
	if err != nil {
		t.Fatal(err)
	}
	m.Files = nil
	if err := os.Remove(filepath.Join(path, markerFile)); err != nil {
		t.Fatal(err)
	}
	if err := sealIndex(path, m); err != nil {
		t.Fatal(err)
	}
}

func TestBleveFailureOrPanicOnMatchingFilesIsHealedNotRaised(t *testing.T) {
	// Bytes flipped all along the segment, each time behind a marker that
	// vouches for them, as if the checksums had missed the damage: Bleve
	// errors, panics or reads wrong data. Each case runs in a process of
	// its own, which must heal and search, never panic through our code.
	// Bleve looks up some dictionaries in goroutines of its own, where no
	// caller can recover a panic: such a crash is counted, and is why Open
	// checks the files before Bleve reads them.
	_, ed, built := builtSmallIndex(t)
	segment, err := filepath.Rel(built, segmentFile(t, built))
	if err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(filepath.Join(built, segment))
	if err != nil {
		t.Fatal(err)
	}
	size := int(info.Size())
	flips := 60
	if raceEnabled {
		flips = 12
	}
	step := max(size/flips, 1)
	tried, healed, bleveGoroutine, stuck := 0, 0, 0, 0
	for at := 0; at < size; at += step {
		tried++
		dataDir := t.TempDir()
		path, _ := NewStore(dataDir).Path(ed)
		if err := os.CopyFS(path, os.DirFS(built)); err != nil {
			t.Fatal(err)
		}
		flipBytes(segment, func(int) int { return at })(t, path)
		resealed(t, path)
		ctx, cancel := context.WithTimeout(t.Context(), helperDeadline)
		out, err := helper(t, "search-small", dataDir).withContext(ctx).CombinedOutput()
		timedOut := ctx.Err() != nil
		cancel()
		switch {
		case err == nil:
			if strings.Contains(string(out), "explained:") {
				healed++
			}
		case panickedInBleveGoroutine(string(out)):
			bleveGoroutine++
		case timedOut:
			// A damaged length can send Bleve into a loop or a huge
			// allocation, past anything a caller can recover.
			stuck++
		default:
			t.Errorf("flip at %d: %v\n%s", at, err, out)
		}
	}
	t.Logf("%d flips: %d healed, %d crashed in a goroutine of Bleve's own, %d stuck in Bleve, the rest read without error",
		tried, healed, bleveGoroutine, stuck)
	if healed == 0 {
		t.Error("no flip made Bleve fail: the recovery path went unexercised")
	}
}

// panickedInBleveGoroutine reports whether a crashed process's output is
// a panic in a goroutine that Bleve started.
func panickedInBleveGoroutine(out string) bool {
	i := strings.Index(out, "panic: ")
	if i < 0 {
		// A damaged length can also make Bleve ask for more memory than
		// the machine has, which the runtime ends as a fatal error, not a
		// panic (seen on a loaded machine): the same crash, by another
		// name.
		i = strings.Index(out, "fatal error: ")
	}
	if i < 0 {
		return false
	}
	// The first goroutine dump after the panic is the panicking
	// goroutine's; it ends at the next blank line.
	_, stack, ok := strings.Cut(out[i:], "\ngoroutine ")
	if !ok {
		return false
	}
	stack, _, _ = strings.Cut(stack, "\n\n")
	return strings.Contains(stack, "\ncreated by github.com/blevesearch/") &&
		!strings.Contains(stack, "judgekit/judge/")
}

func TestIndexDamagedWhileOpenIsRebuiltAtTheNextSearch(t *testing.T) {
	s, ed, path := builtSmallIndex(t)
	var told explanations
	s.Explain = told.record
	ix, err := s.Open(ed, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	// Overwrite the memory-mapped segment in place with zeros: the open
	// index now reads garbage.
	segment := segmentFile(t, path)
	info, err := os.Stat(segment)
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.OpenFile(segment, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.WriteAt(make([]byte, info.Size()), 0); err != nil {
		t.Fatal(err)
	}
	f.Close()
	res := mustSearch(t, ix, Request{Query: "trample"})
	if len(res.Hits) == 0 || res.Hits[0].Rule != "702.19" {
		t.Errorf("hits %v, want 702.19 first", hitIDs(res))
	}
	if len(told) != 1 || !errors.Is(told[0], ErrIndexDamaged) {
		t.Errorf("explanations %v, want one saying the index is damaged", told)
	}
	if err := checkIndex(path, ed.ID, ed.Hash); err != nil {
		t.Errorf("after the rebuild: %v", err)
	}
}

func TestIndexFoldersFollowTheUmask(t *testing.T) {
	// What the umask makes of 0755 here: the index must match it, not
	// MkdirTemp's 0700 or Bleve's 0600.
	probe := filepath.Join(t.TempDir(), "probe")
	if err := os.Mkdir(probe, 0o755); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(probe)
	if err != nil {
		t.Fatal(err)
	}
	wantDir := info.Mode().Perm()
	wantFile := wantDir & 0o644
	_, _, path := builtSmallIndex(t)
	err = filepath.WalkDir(path, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		want := wantFile
		if d.IsDir() {
			want = wantDir
		}
		if got := info.Mode().Perm(); got != want {
			t.Errorf("%s has mode %v, want %v", p, got, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestOpenWithoutALoaderReportsWhyTheIndexIsUnusable(t *testing.T) {
	s, ed, path := builtSmallIndex(t)
	truncateFile("segment", func(n int64) int64 { return n / 2 })(t, path)
	_, err := s.OpenHash(ed.ID, ed.Hash, nil, nil)
	var unusable *UnusableError
	if !errors.As(err, &unusable) || !errors.Is(err, ErrIndexDamaged) {
		t.Errorf("error %v, want an *UnusableError saying the index is damaged", err)
	}
}
