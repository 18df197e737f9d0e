package index

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"

	"github.com/judgekit/judge/corpus"
)

// markerFile sits in every finished index directory and says what it was
// built from. An index without one, or with a different mapping version or
// edition hash, is stale.
const markerFile = "judge-index.json"

// Prefixes of the scratch directories beside the finished indexes.
const (
	buildPrefix = ".build-"
	stalePrefix = ".stale-"
)

// abandonedAfter is how old a scratch directory must be before a build
// removes it as left by a crashed process rather than one still running.
const abandonedAfter = time.Hour

// openTimeout bounds how long a read-only open waits for a writer's lock.
const openTimeout = "1s"

// marker is the content of markerFile.
type marker struct {
	MappingVersion int    `json:"mapping_version"`
	Edition        string `json:"edition"`
	Hash           string `json:"hash"`
	Records        int    `json:"records"`
}

// Store keeps one on-disk index per edition content hash under a
// directory, <data-dir>/index/<hash>/. Several processes may read the same
// index at once; builds are atomic, so a reader sees a finished index or
// none.
type Store struct {
	dir string
}

// NewStore returns the store of indexes under dataDir/index.
func NewStore(dataDir string) *Store {
	return &Store{dir: filepath.Join(dataDir, "index")}
}

// Path is where the index of the edition lives.
func (s *Store) Path(ed *corpus.Edition) (string, error) {
	return s.pathOf(ed.ID, ed.Hash)
}

func (s *Store) pathOf(edition, hash string) (string, error) {
	if !validHash(hash) {
		return "", fmt.Errorf("index %s: edition hash %q is not a hex digest", edition, hash)
	}
	return filepath.Join(s.dir, hash), nil
}

// validHash accepts only hex digests, since the hash names a directory.
func validHash(h string) bool {
	if len(h) < 8 || len(h) > 128 {
		return false
	}
	return strings.Trim(strings.ToLower(h), "0123456789abcdef") == ""
}

// Open opens the index of the edition read-only, building it first when it
// is missing or stale. The embedded seed edition is small enough to index
// in memory on every run.
func (s *Store) Open(ed *corpus.Edition, progress Progress) (*Index, error) {
	if ed.ID == corpus.SeedID {
		return NewMemory(ed)
	}
	return s.OpenHash(ed.ID, ed.Hash, func() (*corpus.Edition, error) { return ed, nil }, progress)
}

// OpenHash opens the index of the edition whose source bytes have the
// given SHA-256 hash, calling load for the parsed edition only when the
// index must be built. Hashing a CR file takes about a millisecond and
// parsing it tens, so a search with a current index never parses.
func (s *Store) OpenHash(edition, hash string, load func() (*corpus.Edition, error), progress Progress) (*Index, error) {
	path, err := s.pathOf(edition, hash)
	if err != nil {
		return nil, err
	}
	if !current(path, hash) {
		ed, err := load()
		if err != nil {
			return nil, err
		}
		// The source may have changed since it was hashed: the index goes
		// where the parsed edition's own hash says.
		if path, err = s.Path(ed); err != nil {
			return nil, err
		}
		if err := s.build(ed, progress, false); err != nil {
			return nil, err
		}
	}
	ix, err := openReadOnly(path, edition)
	// Another process's Build swaps a new index in by moving the old one
	// aside first: an open that falls in that moment finds no index, or
	// half of the old one's files. The new one is in place a moment later.
	for attempt := 1; err != nil && attempt <= openRetries; attempt++ {
		time.Sleep(time.Duration(attempt) * openRetryPause)
		if !current(path, hash) {
			continue
		}
		ix, err = openReadOnly(path, edition)
	}
	return ix, err
}

// openRetries and openRetryPause bound the retries of an open that met a
// concurrent swap of the index: at most about 150 ms in all.
const (
	openRetries    = 5
	openRetryPause = 10 * time.Millisecond
)

// Build builds the edition's index from scratch and moves it into place,
// replacing a stale or current one. Readers of the old index keep working.
func (s *Store) Build(ed *corpus.Edition, progress Progress) error {
	return s.build(ed, progress, true)
}

// build builds the index; replaceCurrent says whether a current index
// another process finished meanwhile is replaced or kept.
func (s *Store) build(ed *corpus.Edition, progress Progress, replaceCurrent bool) error {
	path, err := s.Path(ed)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	s.removeAbandoned()
	tmp, err := os.MkdirTemp(s.dir, buildPrefix+ed.Hash[:8]+"-")
	if err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	defer os.RemoveAll(tmp) // a no-op once the directory is renamed
	if err := buildAt(tmp, ed, progress); err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	if err := s.replace(tmp, path, ed, replaceCurrent); err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	return nil
}

// buildAt writes a complete index and its marker into the empty directory
// dir.
func buildAt(dir string, ed *corpus.Edition, progress Progress) error {
	m, err := newMapping()
	if err != nil {
		return err
	}
	b, err := bleve.NewUsing(dir, m, scorch.Name, scorch.Name, nil)
	if err != nil {
		return err
	}
	if err := fill(b, ed, progress); err != nil {
		b.Close()
		return err
	}
	if err := mergeSegments(b, dir); err != nil {
		b.Close()
		return err
	}
	count, err := b.DocCount()
	if err != nil {
		b.Close()
		return err
	}
	if err := b.Close(); err != nil {
		return err
	}
	data, err := json.Marshal(marker{
		MappingVersion: mappingVersion, Edition: ed.ID, Hash: ed.Hash, Records: int(count),
	})
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, markerFile), data, 0o644)
}

// replace moves the finished build at tmp to path. An index already at
// path is first moved aside, so the swap leaves either the old or the new
// index in place, never half of one. When another process put a current
// index at path while this one was building, that one stays.
func (s *Store) replace(tmp, path string, ed *corpus.Edition, replaceCurrent bool) error {
	if err := os.Rename(tmp, path); err == nil {
		return nil
	}
	if !replaceCurrent && current(path, ed.Hash) {
		return nil
	}
	aside, err := os.MkdirTemp(s.dir, stalePrefix)
	if err != nil {
		return err
	}
	defer os.RemoveAll(aside)
	// Rename needs a target that does not exist: a name inside the fresh
	// scratch directory.
	if err := os.Rename(path, filepath.Join(aside, "index")); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("move old index aside: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		if current(path, ed.Hash) {
			return nil
		}
		return fmt.Errorf("move index into place: %w", err)
	}
	return nil
}

// current reports whether path holds a finished index of this edition
// built with this mapping.
func current(path, hash string) bool {
	data, err := os.ReadFile(filepath.Join(path, markerFile))
	if err != nil {
		return false
	}
	var m marker
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	return m.MappingVersion == mappingVersion && m.Hash == hash
}

// Prune removes the indexes of edition files other than those whose
// hashes are kept: an edition re-imported with new text, or removed,
// leaves its old index behind. It returns the hashes it removed.
func (s *Store) Prune(keep []string) ([]string, error) {
	entries, err := os.ReadDir(s.dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("prune indexes: %w", err)
	}
	kept := make(map[string]bool, len(keep))
	for _, h := range keep {
		kept[h] = true
	}
	var removed []string
	for _, e := range entries {
		name := e.Name()
		if !e.IsDir() || !validHash(name) || kept[name] {
			continue
		}
		if err := os.RemoveAll(filepath.Join(s.dir, name)); err != nil {
			return removed, fmt.Errorf("prune index %s: %w", name, err)
		}
		removed = append(removed, name)
	}
	return removed, nil
}

// removeAbandoned deletes scratch directories old enough to have been left
// by a crashed build.
func (s *Store) removeAbandoned() {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, buildPrefix) && !strings.HasPrefix(name, stalePrefix) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > abandonedAfter {
			os.RemoveAll(filepath.Join(s.dir, name))
		}
	}
}

// openReadOnly opens a finished index without taking the writer's lock,
// so any number of processes can search it at once.
func openReadOnly(path, edition string) (*Index, error) {
	b, err := bleve.OpenUsing(path, map[string]interface{}{
		"read_only":    true,
		"bolt_timeout": openTimeout,
	})
	if err != nil {
		// bleve can return an open index together with the error, but on
		// most failures it returns a nil *indexImpl inside the interface,
		// which is not == nil and panics when closed.
		if b != nil && !reflect.ValueOf(b).IsNil() {
			b.Close()
		}
		return nil, fmt.Errorf("open index %s at %s: %w", edition, path, err)
	}
	return wrap(b, edition)
}
