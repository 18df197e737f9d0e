package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"sync"
)

// editionDate is the form of an imported edition's ID.
var editionDate = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`) })

// Editions resolves the edition names a judge types ("seed", "latest" or an
// imported effective date) over one data directory. The CLI and the web
// lookup both ask it, so a name means the same edition everywhere. The
// store is opened on first use, so the seed edition needs no data
// directory at all. An Editions is safe for concurrent use and reuses the
// editions its store has parsed.
type Editions struct {
	dir string

	mu    sync.Mutex
	store *Store
}

// NewEditions resolves editions over dataDir; empty means DefaultDataDir.
func NewEditions(dataDir string) *Editions {
	return &Editions{dir: dataDir}
}

// DataDir returns the data directory the Editions was made with.
func (e *Editions) DataDir() string { return e.dir }

// Store returns the store of imported editions, opening it on first use.
// A data directory that cannot be used is reported here, and again on the
// next call, not remembered.
func (e *Editions) Store() (*Store, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.store != nil {
		return e.store, nil
	}
	dir := e.dir
	if dir == "" {
		var err error
		if dir, err = DefaultDataDir(); err != nil {
			return nil, err
		}
	}
	store, err := OpenStore(dir)
	if err != nil {
		return nil, err
	}
	e.store = store
	return store, nil
}

// Load returns the edition id names: "" and SeedID are the embedded
// edition (no data directory needed), LatestID the newest import (the
// seed when there is none), and a date an imported edition. An unknown ID
// is an *UnknownEditionError.
func (e *Editions) Load(id string) (*Edition, error) {
	if id == "" || id == SeedID {
		edition, err := Seed()
		if err != nil {
			return nil, fmt.Errorf("load seed edition: %w", err)
		}
		return edition, nil
	}
	store, err := e.Store()
	if err != nil {
		return nil, err
	}
	return store.Load(id)
}

// File finds the imported edition named id (LatestID or a date) with the
// hash of its file, without parsing it; nil when id names no imported
// edition (the seed, or an unknown ID: Load says which).
func (e *Editions) File(id string) (*EditionInfo, error) {
	store, err := e.Store()
	if err != nil {
		return nil, err
	}
	if id != LatestID && !editionDate().MatchString(id) {
		return nil, nil
	}
	// The manifest has the hash: nothing is hashed to find an index, and
	// "latest" reads the newest edition's manifest alone.
	info, err := store.Info(id)
	if errors.Is(err, ErrUnknownEdition) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("edition %s: %w", id, err)
	}
	return &info, nil
}

// List returns the seed edition and every imported edition, oldest first,
// as `judge corpus list` and the web lookup show them.
func (e *Editions) List() ([]ListedEdition, error) {
	seed, err := Seed()
	if err != nil {
		return nil, fmt.Errorf("load seed edition: %w", err)
	}
	store, err := e.Store()
	if err != nil {
		return nil, err
	}
	infos, err := store.List()
	if err != nil {
		return nil, err
	}
	rows := []ListedEdition{{ID: seed.ID, Effective: seed.Effective, Hash: seed.Hash, Embedded: true}}
	for _, info := range infos {
		rows = append(rows, ListedEdition{
			ID: info.ID, Effective: info.Effective, Hash: info.Hash, Size: info.Size, Path: info.Path,
			Incomplete: info.Incomplete, Problems: info.Problems,
		})
	}
	return rows, nil
}

// HashFile returns the hex SHA-256 of the file at path, the digest Parse
// records as Edition.Hash, and the file's length.
func HashFile(path string) (string, int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", 0, err
	}
	defer f.Close()
	hash := sha256.New()
	size, err := io.Copy(hash, f)
	if err != nil {
		return "", 0, fmt.Errorf("read %s: %w", path, err)
	}
	return hex.EncodeToString(hash.Sum(nil)), size, nil
}

// MaxEditionBytes bounds a CR file read from disk or the network. Real
// editions are about 1 MB; anything past this is not a CR.
const MaxEditionBytes = 32 << 20

// ReadEditionFile reads a CR file, refusing one too large to be a CR
// before reading it into memory.
func ReadEditionFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.IsDir() {
		return nil, fmt.Errorf("%s is a directory, not a CR text file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxEditionBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxEditionBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB, not a Comprehensive Rules file", path, MaxEditionBytes>>20)
	}
	return data, nil
}
