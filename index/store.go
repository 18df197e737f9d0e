package index

import (
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
// built from and what it holds (see marker). An index without one, or with
// a different format, mapping version, edition hash or file checksum, is
// rebuilt.
const markerFile = "judge-index.json"

// openTimeout bounds how long a read-only open waits for a writer's lock.
const openTimeout = "1s"

// Store keeps one on-disk index per edition content hash under a
// directory, <data-dir>/index/<hash>/. Several processes may read the same
// index at once; builds are atomic, so a reader sees a finished index or
// none. An index that is missing, out of date or damaged is rebuilt when
// it is opened.
type Store struct {
	dir string
	// Explain, when set, is told why an index is rebuilt on first use,
	// just before the rebuild starts: an *UnusableError that reads as one
	// line ("the index of edition 2026-04-17 is damaged (...)").
	Explain func(reason error)
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
// is missing, out of date or damaged. The seed edition is stored like any
// other.
func (s *Store) Open(ed *corpus.Edition, progress Progress) (*Index, error) {
	return s.OpenHash(ed.ID, ed.Hash, func() (*corpus.Edition, error) { return ed, nil }, progress)
}

// OpenHash opens the index of the edition whose source has the given
// SHA-256 hash, calling load for the parsed edition only when the index
// must be built: a search with a sound index never parses. Before opening
// it sweeps what interrupted builds left and checks the index's files
// against the checksums recorded when it was built; an index that is
// missing, out of date or damaged, or that Bleve fails or panics on, is
// rebuilt (Explain is told why) and opened again. With a nil load, such
// an index is an *UnusableError instead.
func (s *Store) OpenHash(edition, hash string, load func() (*corpus.Edition, error), progress Progress) (*Index, error) {
	path, err := s.pathOf(edition, hash)
	if err != nil {
		return nil, err
	}
	s.sweep()
	reopen := func(force bool, reason error) (string, error) {
		if load == nil {
			// Nothing to build from: the reason is the answer.
			return "", reason
		}
		ed, err := load()
		if err != nil {
			return "", err
		}
		// The source may have changed since it was hashed: the index goes
		// where the parsed edition's own hash says.
		path, err := s.Path(ed)
		if err != nil {
			return "", err
		}
		return path, s.build(ed, progress, force, reason)
	}
	built := false
	if reason := checkIndex(path, edition, hash); reason != nil {
		if path, err = reopen(false, reason); err != nil {
			return nil, err
		}
		built = true
	}
	ix, err := openRetrying(path, edition)
	if err != nil && !built {
		// The files are as built, yet Bleve cannot read them.
		reason := &UnusableError{Edition: edition, Kind: ErrIndexDamaged, Detail: err.Error()}
		if path, err = reopen(true, reason); err != nil {
			return nil, err
		}
		ix, err = openRetrying(path, edition)
	}
	if err != nil {
		return nil, err
	}
	ix.heal = func(reason error) (bleve.Index, error) {
		path, err := reopen(true, reason)
		if err != nil {
			return nil, err
		}
		return openBleve(path, edition)
	}
	return ix, nil
}

// explain passes a reason for a rebuild to Explain, if both are set.
func (s *Store) explain(reason error) {
	if reason != nil && s.Explain != nil {
		s.Explain(reason)
	}
}

// openRetrying opens a finished index read-only. Another process's Build
// swaps a new index in by moving the old one aside first: an open that
// falls in that moment finds no index, or half of the old one's files. The
// new one is in place a moment later.
func openRetrying(path, edition string) (*Index, error) {
	ix, err := openReadOnly(path, edition)
	for attempt := 1; err != nil && attempt <= openRetries; attempt++ {
		time.Sleep(time.Duration(attempt) * openRetryPause)
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
// replacing a sound one too. Readers of the old index keep working.
func (s *Store) Build(ed *corpus.Edition, progress Progress) error {
	return s.build(ed, progress, true, nil)
}

// build builds the index under the lock of its edition file, so two
// processes never build the same index at once; the second waits for the
// first. Unless force is set, a sound index found once the lock is taken
// (another process built it meanwhile) is kept. Explain is told the reason
// for the build, when there is one, once it is sure to happen.
func (s *Store) build(ed *corpus.Edition, progress Progress, force bool, reason error) error {
	path, err := s.Path(ed)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.dir, 0o755); err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	lock, _, err := s.lock(ed.Hash, true)
	if err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	defer lock.unlock()
	if !force {
		if reason = checkIndex(path, ed.ID, ed.Hash); reason == nil {
			return nil
		}
	}
	s.explain(reason)
	tmp, err := s.newScratch(buildPrefix, ed.Hash)
	if err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	defer os.RemoveAll(tmp) // a no-op once the directory is renamed
	if err := buildAt(tmp, ed, progress); err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	if err := s.replace(tmp, path, ed.Hash); err != nil {
		return fmt.Errorf("index %s: %w", ed.ID, err)
	}
	return nil
}

// buildAt writes a complete index and its marker into the empty directory
// dir.
func buildAt(dir string, ed *corpus.Edition, progress Progress) (err error) {
	defer recoverDamage(&err, "build")
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
	return sealIndex(dir, marker{
		Format: formatVersion, MappingVersion: mappingVersion,
		Edition: ed.ID, Hash: ed.Hash, Records: int(count),
	})
}

// replace moves the finished build at tmp to path. An index already at
// path is first moved aside, so the swap leaves either the old or the new
// index in place, never half of one. The caller holds the edition's lock.
func (s *Store) replace(tmp, path, hash string) error {
	if err := os.Rename(tmp, path); err == nil {
		syncDir(s.dir)
		return nil
	}
	aside, err := s.newScratch(stalePrefix, hash)
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
		return fmt.Errorf("move index into place: %w", err)
	}
	syncDir(s.dir)
	return nil
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
		if lock, ok, err := s.lock(name, false); err == nil && ok {
			os.Remove(filepath.Join(s.dir, lockPrefix+name))
			lock.unlock()
		}
		removed = append(removed, name)
	}
	return removed, nil
}

// openReadOnly opens a finished index without taking the writer's lock,
// so any number of processes can search it at once.
func openReadOnly(path, edition string) (*Index, error) {
	b, err := openBleve(path, edition)
	if err != nil {
		return nil, err
	}
	return wrap(b, edition)
}

// openBleve opens the Bleve index at path read-only. A panic in Bleve's
// storage layer (damaged files) comes back as an error matching
// ErrIndexDamaged.
func openBleve(path, edition string) (b bleve.Index, err error) {
	defer guardFaults()()
	defer recoverDamage(&err, "open index "+edition)
	b, err = bleve.OpenUsing(path, map[string]interface{}{
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
	return b, nil
}
