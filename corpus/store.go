package corpus

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"
)

// DataDirEnv names the environment variable that overrides the data
// directory.
const DataDirEnv = "JUDGE_DATA_DIR"

// LatestID asks Store.Load for the newest imported edition, or the seed
// edition when none has been imported.
const LatestID = "latest"

// ErrUnknownEdition is matched (errors.Is) by the error Store.Load returns
// for an edition ID that is neither the seed, "latest", nor imported.
var ErrUnknownEdition = errors.New("unknown edition")

// UnknownEditionError reports an edition ID that Store.Load cannot resolve,
// with the IDs it could have resolved.
type UnknownEditionError struct {
	// ID is the edition asked for.
	ID string
	// Available lists the IDs Load would have accepted.
	Available []string
	// Read says the edition was asked for to be read, so a date not stored
	// is answered with how to import it.
	Read bool
}

// Error names the requested ID and the available ones; for a date, it
// says how to import that edition.
func (e *UnknownEditionError) Error() string {
	var msg string
	if len(e.Available) == 0 {
		msg = fmt.Sprintf("unknown edition %q (no editions imported)", e.ID)
	} else {
		msg = fmt.Sprintf("unknown edition %q (available: %s)", e.ID, strings.Join(e.Available, ", "))
	}
	if e.Read && looseDate().MatchString(strings.TrimSpace(e.ID)) {
		msg += `; to read an edition not stored here, download its Comprehensive Rules text file and run "judge corpus add FILE"`
	}
	return msg
}

// Is makes errors.Is(err, ErrUnknownEdition) true.
func (e *UnknownEditionError) Is(target error) bool { return target == ErrUnknownEdition }

// EditionInfo describes one imported edition, from its manifest: nothing
// is hashed or parsed to list editions.
type EditionInfo struct {
	// ID is the effective date, which names the edition.
	ID string `json:"id"`
	// Effective is the effective date, YYYY-MM-DD; the same as ID.
	Effective string `json:"effective"`
	// Hash is the hex SHA-256 of the stored bytes, recorded at import; it
	// equals the parsed edition's Hash, and an index may key on it without
	// hashing the file again (Verify re-hashes).
	Hash string `json:"hash"`
	// Size is the stored file's length in bytes.
	Size int64 `json:"size"`
	// Path is where the stored file is.
	Path string `json:"path"`
	// Counts are the edition's self-check counts.
	Counts Counts `json:"counts"`
	// Incomplete marks an edition imported despite failing the import
	// checks (ImportOptions.AllowIncomplete); Problems says what failed.
	Incomplete bool     `json:"incomplete,omitempty"`
	Problems   []string `json:"problems,omitempty"`
	// BuiltIn marks an edition built into the binary and not imported:
	// it has no Path, and an import of another file of its date replaces
	// it only when asked to.
	BuiltIn bool `json:"built_in,omitempty"`
}

// Store is a data directory of imported editions, each kept as the source
// bytes it was imported from in <dir>/editions/<effective>.txt, with its
// Manifest beside it in <effective>.json. Every file in it is replaced by
// rename, so any number of goroutines and processes may read while one
// imports; a Store is safe for concurrent use.
type Store struct {
	dir string
	// syncFile flushes a written temp file to disk; nil means (*os.File).Sync.
	// Tests replace it to make a write fail at the last moment.
	syncFile func(*os.File) error
	// builtins are the complete editions built into the binary, which the
	// store lists and loads beside its imports; OpenStore sets the embedded
	// ones, and tests of the store's own mechanics none.
	builtins builtinSet

	// loaded keeps each edition parsed by Load with the file it came from,
	// so a long-running reader (the web lookup) parses a file once, and
	// again only after an import replaces it.
	mu     sync.Mutex
	loaded map[string]loadedEdition
}

// loadedEdition is a parsed edition and the stored file it was parsed from.
type loadedEdition struct {
	file    os.FileInfo
	edition *Edition
}

// editionFile matches the names Add writes; anything else in the editions
// directory (temp files of an import in flight, stray files) is ignored.
var editionFile = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})\.txt$`) })

// DefaultDataDir returns $JUDGE_DATA_DIR when set, else "judgekit" under the
// user cache directory.
func DefaultDataDir() (string, error) {
	if dir := os.Getenv(DataDirEnv); dir != "" {
		return dir, nil
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("data directory: set %s or a user cache directory: %w", DataDirEnv, err)
	}
	return filepath.Join(cache, "judgekit"), nil
}

// OpenStore returns the store kept in dir. The directory need not exist
// yet: Add creates it and List reports it empty. It removes the temp
// files that killed writes left (see sweepTemp).
func OpenStore(dir string) (*Store, error) {
	if dir == "" {
		return nil, errors.New("open store: empty data directory")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", dir, err)
	}
	s := &Store{dir: abs, builtins: embeddedBuiltins()}
	s.sweepTemp()
	return s, nil
}

// Dir returns the store's data directory.
func (s *Store) Dir() string { return s.dir }

func (s *Store) editionsDir() string { return filepath.Join(s.dir, "editions") }

// Path returns where the edition with effective date id is (or would be)
// stored.
func (s *Store) Path(id string) string { return filepath.Join(s.editionsDir(), id+".txt") }

// Add imports data at the current time with the default ImportOptions
// (nothing incomplete, nothing replaced) and returns the stored edition:
// see Import.
func (s *Store) Add(source string, data []byte) (*Edition, error) {
	result, err := s.Import(source, data, ImportOptions{Now: time.Now()})
	if err != nil {
		return nil, err
	}
	return result.Edition, nil
}

// writeAtomic writes data to the editions directory as name, as
// writeFileAtomic does, syncing with the store's syncFile.
func (s *Store) writeAtomic(name string, data []byte) error {
	return writeFileAtomicSync(filepath.Join(s.editionsDir(), name), data, s.syncFile)
}

// writeFileAtomic writes data to path through a temp file in the same
// directory that is synced and then renamed over path, so readers see the
// old file or the new one, never a part.
func writeFileAtomic(path string, data []byte) error {
	return writeFileAtomicSync(path, data, nil)
}

// writeFileAtomicSync is writeFileAtomic with the function that flushes
// the temp file to disk; nil means (*os.File).Sync. Tests pass one that
// fails, as a full disk would.
func writeFileAtomicSync(path string, data []byte, syncFile func(*os.File) error) (err error) {
	dir, name := filepath.Split(path)
	if syncFile == nil {
		syncFile = (*os.File).Sync
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create %s: %w", dir, err)
	}
	temp, err := os.CreateTemp(dir, "."+name+".*.tmp")
	if err != nil {
		return fmt.Errorf("store %s: %w", name, err)
	}
	defer func() {
		if err != nil {
			temp.Close()
			os.Remove(temp.Name())
		}
	}()
	if _, err := temp.Write(data); err != nil {
		return fmt.Errorf("write %s: %w", temp.Name(), err)
	}
	if err := syncFile(temp); err != nil {
		return fmt.Errorf("sync %s: %w", temp.Name(), err)
	}
	if err := temp.Chmod(0o644); err != nil {
		return fmt.Errorf("chmod %s: %w", temp.Name(), err)
	}
	if err := temp.Close(); err != nil {
		return fmt.Errorf("close %s: %w", temp.Name(), err)
	}
	if err := os.Rename(temp.Name(), path); err != nil {
		return fmt.Errorf("store %s: %w", path, err)
	}
	// Sync the directory so the rename itself survives a crash; not every
	// platform can open a directory for syncing, and the file is already
	// complete, so a failure here is not a write failure.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Remove deletes the imported edition with effective date id. The seed
// and the built-in editions cannot be removed; removing an import that
// replaced a built-in edition brings the built-in one back. Any ID that
// names no imported edition gives an *UnknownEditionError.
func (s *Store) Remove(id string) error {
	unlock, err := s.lock()
	if err != nil {
		return fmt.Errorf("remove edition %s: %w", id, err)
	}
	defer unlock()
	ids, err := s.importedIDs()
	if err != nil {
		return fmt.Errorf("remove edition %s: %w", id, err)
	}
	if !slices.Contains(ids, id) {
		if _, builtin := s.builtins[id]; builtin || id == SeedID {
			return fmt.Errorf("remove edition %s: it is built in", id)
		}
		return fmt.Errorf("remove edition: %w", &UnknownEditionError{ID: id, Available: ids})
	}
	if err := os.Remove(s.Path(id)); err != nil {
		return fmt.Errorf("remove edition %s: %w", id, err)
	}
	if err := os.Remove(s.manifestPath(id)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("remove edition %s: %w", id, err)
	}
	s.mu.Lock()
	delete(s.loaded, id)
	s.mu.Unlock()
	s.pruneCaches()
	return nil
}

// List returns the built-in complete editions and the imported ones,
// oldest first. An import of a built-in edition's date replaces it.
func (s *Store) List() ([]EditionInfo, error) {
	ids, err := s.ids()
	if err != nil {
		return nil, err
	}
	infos := make([]EditionInfo, 0, len(ids))
	for _, id := range ids {
		info, err := s.infoOf(id)
		if err != nil {
			return nil, fmt.Errorf("list editions: %w", err)
		}
		infos = append(infos, info)
	}
	return infos, nil
}

// Info describes the edition id, an effective date or LatestID (the
// newest), built in or imported: from its manifest, hashing nothing. An ID
// naming no such edition gives an *UnknownEditionError.
func (s *Store) Info(id string) (EditionInfo, error) {
	ids, err := s.ids()
	if err != nil {
		return EditionInfo{}, err
	}
	if id == LatestID && len(ids) > 0 {
		id = ids[len(ids)-1]
	}
	if !slices.Contains(ids, id) {
		return EditionInfo{}, &UnknownEditionError{ID: id, Available: ids, Read: true}
	}
	return s.infoOf(id)
}

// ids returns the effective dates of the built-in and the imported
// editions, oldest first, each once.
func (s *Store) ids() ([]string, error) {
	imported, err := s.importedIDs()
	if err != nil {
		return nil, err
	}
	ids := append(s.builtins.ids(), imported...)
	slices.Sort(ids)
	return slices.Compact(ids), nil
}

// infoOf reads the manifest of the edition id: the imported file of that
// date, else the built-in edition.
func (s *Store) infoOf(id string) (EditionInfo, error) {
	file, err := os.Stat(s.Path(id))
	if errors.Is(err, os.ErrNotExist) {
		if b, ok := s.builtins[id]; ok {
			return b.info(), nil
		}
	}
	if err != nil {
		return EditionInfo{}, fmt.Errorf("edition %s: %w", id, err)
	}
	m, err := s.manifest(id, file)
	if err != nil {
		return EditionInfo{}, err
	}
	return s.info(m), nil
}

// info is the listing of a manifest's edition.
func (s *Store) info(m Manifest) EditionInfo {
	return EditionInfo{
		ID: m.Effective, Effective: m.Effective, Hash: m.Hash, Size: m.Size, Path: s.Path(m.Effective),
		Counts: m.Counts, Incomplete: m.Incomplete, Problems: m.Problems,
	}
}

// importedIDs returns the effective dates of the stored editions, oldest
// first, from the file names alone.
func (s *Store) importedIDs() ([]string, error) {
	entries, err := os.ReadDir(s.editionsDir())
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("list editions: %w", err)
	}
	var ids []string
	for _, entry := range entries {
		m := editionFile().FindStringSubmatch(entry.Name())
		if m == nil || !entry.Type().IsRegular() {
			continue
		}
		ids = append(ids, m[1])
	}
	// ISO dates sort as strings.
	sort.Strings(ids)
	return ids, nil
}

// Load returns the edition named id: SeedID for the embedded fragments,
// LatestID for the newest edition, built in or imported, or an effective
// date: the imported file of that date, else the built-in edition. Any
// other ID gives an *UnknownEditionError, which matches ErrUnknownEdition.
// Like Seed, Load may return the same edition to several callers: treat it
// as read-only.
func (s *Store) Load(id string) (*Edition, error) {
	if id == SeedID {
		return Seed()
	}
	ids, err := s.ids()
	if err != nil {
		return nil, fmt.Errorf("load edition %s: %w", id, err)
	}
	if id == LatestID {
		if len(ids) == 0 {
			return Seed()
		}
		id = ids[len(ids)-1]
	}
	if !slices.Contains(ids, id) {
		return nil, &UnknownEditionError{ID: id, Available: append([]string{SeedID, LatestID}, ids...), Read: true}
	}
	edition, err := s.load(id)
	if b, ok := s.builtins[id]; ok && errors.Is(err, os.ErrNotExist) {
		return b.load()
	}
	return edition, err
}

func (s *Store) load(id string) (*Edition, error) {
	path := s.Path(id)
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("load edition %s: %w", id, err)
	}
	defer f.Close()
	// Stat the open file, not the path: an import renaming a new file into
	// place meanwhile must not pair the new file's identity with old bytes.
	file, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("load edition %s: %w", id, err)
	}
	if edition, ok := s.cached(id, file); ok {
		return edition, nil
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, fmt.Errorf("load edition %s: %w", id, err)
	}
	// The manifest's hash stands for the file's while the file is the one
	// it describes; otherwise parse and hash, as for any file.
	var edition *Edition
	if m, err := s.readManifest(id); err == nil && m.describes(file) && int64(len(data)) == m.Size {
		edition, err = parseBytes(path, data)
		if err != nil {
			return nil, fmt.Errorf("load edition %s: %w", id, err)
		}
		edition.Hash = m.Hash
	} else if edition, err = Parse(path, data); err != nil {
		return nil, fmt.Errorf("load edition %s: %w", id, err)
	}
	// The file name is the identity the store promised; the parsed date
	// agrees with it for every file Add wrote.
	edition.ID = id
	if edition.Effective == "" {
		edition.Effective = id
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.loaded == nil {
		s.loaded = make(map[string]loadedEdition)
	}
	s.loaded[id] = loadedEdition{file: file, edition: edition}
	return edition, nil
}

// cached returns the edition parsed earlier from this very file: same
// inode, size and modification time.
func (s *Store) cached(id string, file os.FileInfo) (*Edition, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	entry, ok := s.loaded[id]
	if !ok || !os.SameFile(entry.file, file) || entry.file.Size() != file.Size() || !entry.file.ModTime().Equal(file.ModTime()) {
		return nil, false
	}
	return entry.edition, true
}
