package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"sync"
)

// editionDate is the form of an imported edition's ID.
var editionDate = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`) })

// Editions resolves the edition names a judge types ("seed", "latest", a
// date, or a loose one such as "2006" or "2006-10") over one data
// directory and the editions built into the binary. The CLI and the web
// lookup both ask it, so a name means the same edition everywhere. The
// store is opened on first use, and the built-in editions need no data
// directory at all. An Editions is safe for concurrent use and reuses the
// editions its store has parsed.
type Editions struct {
	dir string
	// defaultName is what an empty name means, as typed (WithDefault).
	defaultName string
	// builtins are the editions built into the binary (embeddedBuiltins;
	// tests of the store's mechanics use none).
	builtins builtinSet

	mu    sync.Mutex
	store *Store
}

// NewEditions resolves editions over dataDir; empty means DefaultDataDir.
// An empty edition name means DefaultID until WithDefault says otherwise.
func NewEditions(dataDir string) *Editions {
	return &Editions{dir: dataDir, builtins: embeddedBuiltins()}
}

// WithDefault makes an empty edition name mean name (any name Resolve
// accepts; empty keeps DefaultID) and returns e. Call it before e is used.
func (e *Editions) WithDefault(name string) *Editions {
	e.defaultName = strings.TrimSpace(name)
	return e
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
	store.builtins = e.builtins
	e.store = store
	return store, nil
}

// ids returns the IDs of the built-in and stored editions, oldest first;
// only the built-in ones when there is no usable data directory.
func (e *Editions) ids() ([]string, error) {
	store, err := e.Store()
	if err != nil {
		return e.builtins.ids(), nil
	}
	ids, err := store.ids()
	if err != nil {
		return e.builtins.ids(), nil
	}
	return ids, nil
}

// Resolve turns an edition name as typed into an edition ID: "" is the
// default edition (DefaultID, or what WithDefault set); "seed" and
// "latest" in any case; a whole effective date; or a year, or a year and
// month, that fits exactly one built-in or stored edition ("2006",
// "2006-10", "2006/10/01"). A name that fits none is an
// *UnknownEditionError, which says how to import a date; one that fits
// several is an *AmbiguousEditionError.
func (e *Editions) Resolve(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		if e.defaultName == "" {
			return DefaultID, nil
		}
		id, err := e.resolve(e.defaultName)
		if err != nil {
			return "", fmt.Errorf("default edition (%s): %w", DefaultEditionEnv, err)
		}
		return id, nil
	}
	return e.resolve(name)
}

func (e *Editions) resolve(name string) (string, error) {
	// The common names need no listing of the data directory.
	if name == SeedID || (editionDate().MatchString(name) && e.builtins[name] != nil) {
		return name, nil
	}
	ids, err := e.ids()
	if err != nil {
		return "", err
	}
	return resolveName(name, ids)
}

// Load returns the edition name names (see Resolve): the seed fragments,
// a built-in edition (no data directory needed), or an imported one, which
// replaces a built-in edition of its date. An unknown name is an
// *UnknownEditionError.
func (e *Editions) Load(name string) (*Edition, error) {
	id, err := e.Resolve(name)
	if err != nil {
		return nil, err
	}
	if id == SeedID {
		edition, err := Seed()
		if err != nil {
			return nil, fmt.Errorf("load seed edition: %w", err)
		}
		return edition, nil
	}
	// A data directory that cannot be read costs the imports, never the
	// built-in editions.
	store, err := e.Store()
	var edition *Edition
	if err == nil {
		edition, err = store.Load(id)
	}
	if b, ok := e.builtins[id]; ok && err != nil {
		return b.load()
	}
	return edition, err
}

// File finds the built-in or imported edition name names with the hash of
// its file, without parsing it; nil when name is the seed. An unknown name
// is an error, as for Load.
func (e *Editions) File(name string) (*EditionInfo, error) {
	id, err := e.Resolve(name)
	if err != nil || id == SeedID {
		return nil, err
	}
	// The manifest has the hash: nothing is hashed to find an index.
	store, err := e.Store()
	var info EditionInfo
	if err == nil {
		info, err = store.Info(id)
	}
	if b, ok := e.builtins[id]; ok && err != nil {
		info, err = b.info(), nil
	}
	if err != nil {
		return nil, fmt.Errorf("edition %s: %w", id, err)
	}
	return &info, nil
}

// Hash resolves name and returns the edition's ID with the SHA-256 of its
// file (of its embedded files for the seed), read from its manifest: what
// a cache kept per edition file is keyed by.
func (e *Editions) Hash(name string) (id, hash string, err error) {
	id, err = e.Resolve(name)
	if err != nil {
		return "", "", err
	}
	if id == SeedID {
		hash, err = SeedHash()
		return id, hash, err
	}
	info, err := e.File(id)
	if err != nil {
		return id, "", err
	}
	return id, info.Hash, nil
}

// List returns the seed edition and every built-in and imported edition,
// oldest first, as `judge corpus list` and the web lookup show them, the
// default edition marked.
func (e *Editions) List() ([]ListedEdition, error) {
	seed, err := Seed()
	if err != nil {
		return nil, fmt.Errorf("load seed edition: %w", err)
	}
	defaultID, _ := e.Resolve("")
	store, err := e.Store()
	if err != nil {
		return nil, err
	}
	infos, err := store.List()
	if err != nil {
		return nil, err
	}
	rows := []ListedEdition{{ID: seed.ID, Effective: seed.Effective, Hash: seed.Hash, Embedded: true, Default: defaultID == SeedID}}
	for _, info := range infos {
		rows = append(rows, ListedEdition{
			ID: info.ID, Effective: info.Effective, Hash: info.Hash, Size: info.Size, Path: info.Path,
			Embedded: info.BuiltIn, Default: info.ID == defaultID,
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
