package index

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// openAndFind opens the edition's index through the store and checks that
// a search finds trample.
func openAndFind(t *testing.T, s *Store, ed *corpus.Edition) {
	t.Helper()
	ix, err := s.Open(ed, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	res := mustSearch(t, ix, Request{Query: "trample"})
	if len(res.Hits) == 0 || res.Hits[0].Rule != "702.19" {
		t.Fatalf("hits %v, want 702.19 first", hitIDs(res))
	}
}

func readMarker(t *testing.T, path string) marker {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(path, markerFile))
	if err != nil {
		t.Fatal(err)
	}
	var m marker
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestOpenBuildsAMissingIndexUnderTheEditionHash(t *testing.T) {
	dataDir := t.TempDir()
	s, ed := NewStore(dataDir), smallEdition()
	openAndFind(t, s, ed)
	path := filepath.Join(dataDir, "index", ed.Hash)
	m := readMarker(t, path)
	if m.Hash != ed.Hash || m.MappingVersion != mappingVersion || m.Records != len(records(ed)) {
		t.Errorf("marker %+v, want hash %s, version %d, %d records", m, ed.Hash, mappingVersion, len(records(ed)))
	}
	entries, err := os.ReadDir(filepath.Join(dataDir, "index"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), lockPrefix) {
			names = append(names, e.Name())
		}
	}
	if len(names) != 1 || names[0] != ed.Hash {
		t.Errorf("index dir holds %v besides lock files, want only the finished index", names)
	}
}

func TestOpenReusesACurrentIndex(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	openAndFind(t, s, ed)
	path, _ := s.Path(ed)
	before, err := os.Stat(filepath.Join(path, markerFile))
	if err != nil {
		t.Fatal(err)
	}
	openAndFind(t, s, ed)
	after, err := os.Stat(filepath.Join(path, markerFile))
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Error("a current index was rebuilt")
	}
}

func TestOpenRebuildsAStaleIndex(t *testing.T) {
	tests := []struct {
		name  string
		spoil func(path string) error
	}{
		{"older mapping", func(path string) error {
			return os.WriteFile(filepath.Join(path, markerFile), []byte(`{"mapping_version":0,"hash":"x"}`), 0o644)
		}},
		{"no marker", func(path string) error { return os.Remove(filepath.Join(path, markerFile)) }},
		{"corrupt marker", func(path string) error {
			return os.WriteFile(filepath.Join(path, markerFile), []byte("{"), 0o644)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ed := NewStore(t.TempDir()), smallEdition()
			openAndFind(t, s, ed)
			path, _ := s.Path(ed)
			if err := tt.spoil(path); err != nil {
				t.Fatal(err)
			}
			openAndFind(t, s, ed)
			if m := readMarker(t, path); m.MappingVersion != mappingVersion || m.Hash != ed.Hash {
				t.Errorf("marker after reopening %+v, want a rebuilt index", m)
			}
		})
	}
}

func TestCrashedBuildLeavesTheOldIndexUsable(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	openAndFind(t, s, ed)
	path, _ := s.Path(ed)
	// A build killed half-way leaves a scratch directory with a partial
	// index beside the finished one.
	partial := filepath.Join(filepath.Dir(path), buildPrefix+"crashed")
	if err := os.MkdirAll(filepath.Join(partial, "store"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(partial, "index_meta.json"), []byte(`{"storage":`), 0o644); err != nil {
		t.Fatal(err)
	}
	openAndFind(t, s, ed)
}

func TestRebuildKeepsOpenReadersWorking(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	reader, err := s.Open(ed, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	path, _ := s.Path(ed)
	before, err := os.Stat(filepath.Join(path, markerFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Build(ed, nil); err != nil {
		t.Fatalf("rebuild while a reader is open: %v", err)
	}
	if res := mustSearch(t, reader, Request{Query: "convoke"}); len(res.Hits) == 0 {
		t.Error("the reader opened before the rebuild finds nothing")
	}
	after, err := os.Stat(filepath.Join(path, markerFile))
	if err != nil {
		t.Fatal(err)
	}
	if os.SameFile(before, after) {
		t.Error("Build kept the current index instead of rebuilding it")
	}
	openAndFind(t, s, ed)
}

func TestSeveralReadersAndBuildersAtOnce(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 4 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			ix, err := s.Open(ed, nil)
			if err != nil {
				errs <- err
				return
			}
			defer ix.Close()
			if _, err := ix.Search(context.Background(), Request{Query: "601.2f"}); err != nil {
				errs <- err
			}
		}()
		go func() {
			defer wg.Done()
			if err := s.Build(ed, nil); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	openAndFind(t, s, ed)
}

func TestBuildReportsProgressToTheEnd(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	var last, total int
	if err := s.Build(ed, func(done, all int) { last, total = done, all }); err != nil {
		t.Fatal(err)
	}
	if want := len(records(ed)); last != want || total != want {
		t.Errorf("last progress %d/%d, want %d/%d", last, total, want, want)
	}
}

func TestEditionHashMustBeHexToNameADirectory(t *testing.T) {
	for _, hash := range []string{"", "../../etc", "abc", strings.Repeat("g", 64)} {
		ed := smallEdition()
		ed.Hash = hash
		if _, err := NewStore(t.TempDir()).Open(ed, nil); err == nil {
			t.Errorf("hash %q accepted", hash)
		}
	}
}

func TestSeedEditionIsStoredAndBuiltOnce(t *testing.T) {
	s := NewStore(t.TempDir())
	ed := smallEdition()
	ed.ID = corpus.SeedID
	loads := 0
	load := func() (*corpus.Edition, error) { loads++; return ed, nil }
	for range 2 {
		ix, err := s.OpenHash(ed.ID, ed.Hash, load, nil)
		if err != nil {
			t.Fatal(err)
		}
		ix.Close()
	}
	if loads != 1 {
		t.Errorf("the seed edition was loaded %d times for two opens, want once (to build)", loads)
	}
	path, _ := s.Path(ed)
	if m := readMarker(t, path); m.Edition != corpus.SeedID {
		t.Errorf("stored index is of edition %q, want the seed", m.Edition)
	}
}

func TestOpenHashParsesOnlyToBuild(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	loads := 0
	load := func() (*corpus.Edition, error) { loads++; return ed, nil }
	for range 2 {
		ix, err := s.OpenHash(ed.ID, ed.Hash, load, nil)
		if err != nil {
			t.Fatal(err)
		}
		ix.Close()
	}
	if loads != 1 {
		t.Errorf("edition loaded %d times for two opens, want once (to build)", loads)
	}
}

func TestOpenHashBuildsUnderTheParsedHashWhenTheSourceChanged(t *testing.T) {
	s, ed := NewStore(t.TempDir()), smallEdition()
	stale := strings.Repeat("ab", 32)
	ix, err := s.OpenHash(ed.ID, stale, func() (*corpus.Edition, error) { return ed, nil }, nil)
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	path, _ := s.Path(ed)
	if m := readMarker(t, path); m.Hash != ed.Hash {
		t.Errorf("index built with hash %s, want the parsed edition's %s", m.Hash, ed.Hash)
	}
}

func TestPruneRemovesOnlyIndexesNotKept(t *testing.T) {
	s := NewStore(t.TempDir())
	kept, dropped := smallEdition(), smallEdition()
	dropped.Hash = strings.Repeat("cd", 32)
	for _, ed := range []*corpus.Edition{kept, dropped} {
		if err := s.Build(ed, nil); err != nil {
			t.Fatal(err)
		}
	}
	stray := filepath.Join(s.dir, "notes")
	if err := os.Mkdir(stray, 0o755); err != nil {
		t.Fatal(err)
	}
	removed, err := s.Prune([]string{kept.Hash})
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || removed[0] != dropped.Hash {
		t.Errorf("removed %v, want only %s", removed, dropped.Hash)
	}
	openAndFind(t, s, kept)
	if _, err := os.Stat(stray); err != nil {
		t.Errorf("a directory that is not an index was removed: %v", err)
	}
}

func TestOpenReadOnlyOnAMissingIndexIsAnErrorNotAPanic(t *testing.T) {
	for _, dir := range []string{filepath.Join(t.TempDir(), "absent"), t.TempDir()} {
		ix, err := openReadOnly(dir, "2026-04-17")
		if err == nil {
			ix.Close()
			t.Fatalf("openReadOnly(%s) opened an index that is not there", dir)
		}
	}
}

func TestBuiltIndexIsMergedIntoOneSegment(t *testing.T) {
	// The 2026 edition fills several batches, each of which scorch writes
	// as a segment of its own.
	s, ed := diskStore2026(t)
	path, err := s.Path(ed)
	if err != nil {
		t.Fatal(err)
	}
	segments, err := filepath.Glob(filepath.Join(path, "store", "*.zap"))
	if err != nil {
		t.Fatal(err)
	}
	if len(segments) != 1 {
		t.Errorf("the built index has %d segments %v, want 1", len(segments), segments)
	}
}
