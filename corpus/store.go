package corpus

import (
	"crypto/sha256"
	"encoding/hex"
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
}

// Error names the requested ID and the available ones.
func (e *UnknownEditionError) Error() string {
	if len(e.Available) == 0 {
		return fmt.Sprintf("unknown edition %q (no editions imported)", e.ID)
	}
	return fmt.Sprintf("unknown edition %q (available: %s)", e.ID, strings.Join(e.Available, ", "))
}

// Is makes errors.Is(err, ErrUnknownEdition) true.
func (e *UnknownEditionError) Is(target error) bool { return target == ErrUnknownEdition }

// EditionInfo describes one imported edition file without parsing it.
type EditionInfo struct {
	// ID is the effective date, which names the edition.
	ID string `json:"id"`
	// Effective is the effective date, YYYY-MM-DD; the same as ID.
	Effective string `json:"effective"`
	// Hash is the hex SHA-256 of the stored bytes; it equals the parsed
	// edition's Hash.
	Hash string `json:"hash"`
	// Size is the stored file's length in bytes.
	Size int64 `json:"size"`
	// Path is where the stored file is.
	Path string `json:"path"`
}

// Store is a data directory of imported editions, each kept as the source
// bytes it was imported from in <dir>/editions/<effective>.txt. Every file in
// it is replaced by rename, so any number of goroutines and processes may
// read while one imports; a Store is safe for concurrent use.
type Store struct {
	dir string
	// syncFile flushes a written temp file to disk; nil means (*os.File).Sync.
	// Tests replace it to make a write fail at the last moment.
	syncFile func(*os.File) error

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
var editionFile = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2})\.txt$`)

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
// yet: Add creates it and List reports it empty.
func OpenStore(dir string) (*Store, error) {
	if dir == "" {
		return nil, errors.New("open store: empty data directory")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("open store %s: %w", dir, err)
	}
	return &Store{dir: abs}, nil
}

// Dir returns the store's data directory.
func (s *Store) Dir() string { return s.dir }

func (s *Store) editionsDir() string { return filepath.Join(s.dir, "editions") }

// Path returns where the edition with effective date id is (or would be)
// stored.
func (s *Store) Path(id string) string { return filepath.Join(s.editionsDir(), id+".txt") }

// Add parses data (read from source, which names it in errors), self-checks
// it and stores the bytes as given, replacing an earlier copy of the same
// effective date. A file that is not a CR, which includes one that states no
// effective date, is refused with an error matching ErrNotCR; one that fails
// the self-check (Report.Complete: cut off part-way) with an error matching
// ErrIncomplete. A refused file writes nothing. The file appears in the
// store whole or not at all.
func (s *Store) Add(source string, data []byte) (*Edition, error) {
	edition, err := Parse(source, data)
	if err != nil {
		return nil, fmt.Errorf("import %s: %w", source, err)
	}
	// The date becomes a file name, so it must be exactly a date whatever
	// the parser let through.
	effective := edition.Effective
	if _, err := time.Parse(time.DateOnly, effective); err != nil || !editionFile.MatchString(effective+".txt") {
		return nil, fmt.Errorf("import %s: effective date %q is not YYYY-MM-DD: %w", source, effective, ErrNotCR)
	}
	edition.Effective = effective
	edition.ID = effective
	if err := edition.Check().Complete(); err != nil {
		return nil, fmt.Errorf("import %s: %w", source, err)
	}
	if err := s.writeAtomic(effective+".txt", data); err != nil {
		return nil, fmt.Errorf("import %s: %w", source, err)
	}
	return edition, nil
}

// writeAtomic writes data to the editions directory as name through a temp
// file in the same directory that is synced and then renamed over name, so
// readers see the old file or the new one, never a part.
func (s *Store) writeAtomic(name string, data []byte) (err error) {
	dir := s.editionsDir()
	syncFile := s.syncFile
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
	final := filepath.Join(dir, name)
	if err := os.Rename(temp.Name(), final); err != nil {
		return fmt.Errorf("store %s: %w", final, err)
	}
	// Sync the directory so the rename itself survives a crash; not every
	// platform can open a directory for syncing, and the file is already
	// complete, so a failure here is not an import failure.
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// Remove deletes the imported edition with effective date id. The seed
// edition is built in and cannot be removed; any ID that names no imported
// edition gives an *UnknownEditionError.
func (s *Store) Remove(id string) error {
	ids, err := s.importedIDs()
	if err != nil {
		return fmt.Errorf("remove edition %s: %w", id, err)
	}
	if !slices.Contains(ids, id) {
		if id == SeedID {
			return fmt.Errorf("remove edition %s: the seed edition is built in", id)
		}
		return fmt.Errorf("remove edition: %w", &UnknownEditionError{ID: id, Available: ids})
	}
	if err := os.Remove(s.Path(id)); err != nil {
		return fmt.Errorf("remove edition %s: %w", id, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.loaded, id)
	return nil
}

// List returns the imported editions, oldest first.
func (s *Store) List() ([]EditionInfo, error) {
	ids, err := s.importedIDs()
	if err != nil {
		return nil, err
	}
	infos := make([]EditionInfo, 0, len(ids))
	for _, id := range ids {
		info, err := fileInfo(s.Path(id), id)
		if err != nil {
			return nil, fmt.Errorf("list editions: %w", err)
		}
		infos = append(infos, info)
	}
	return infos, nil
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
		m := editionFile.FindStringSubmatch(entry.Name())
		if m == nil || !entry.Type().IsRegular() {
			continue
		}
		ids = append(ids, m[1])
	}
	// ISO dates sort as strings.
	sort.Strings(ids)
	return ids, nil
}

func fileInfo(path, effective string) (EditionInfo, error) {
	f, err := os.Open(path)
	if err != nil {
		return EditionInfo{}, err
	}
	defer f.Close()
	hash := sha256.New()
	size, err := io.Copy(hash, f)
	if err != nil {
		return EditionInfo{}, fmt.Errorf("read %s: %w", path, err)
	}
	return EditionInfo{
		ID:        effective,
		Effective: effective,
		Hash:      hex.EncodeToString(hash.Sum(nil)),
		Size:      size,
		Path:      path,
	}, nil
}

// Load returns the edition named id: SeedID for the embedded edition,
// LatestID for the newest imported one (the seed when none is), or an
// imported edition's effective date. Any other ID gives an
// *UnknownEditionError, which matches ErrUnknownEdition. Like Seed, Load
// may return the same edition to several callers: treat it as read-only.
func (s *Store) Load(id string) (*Edition, error) {
	if id == SeedID {
		return Seed()
	}
	ids, err := s.importedIDs()
	if err != nil {
		return nil, fmt.Errorf("load edition %s: %w", id, err)
	}
	if id == LatestID {
		if len(ids) == 0 {
			return Seed()
		}
		return s.load(ids[len(ids)-1])
	}
	for _, imported := range ids {
		if imported == id {
			return s.load(id)
		}
	}
	return nil, &UnknownEditionError{ID: id, Available: append([]string{SeedID, LatestID}, ids...)}
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
	edition, err := Parse(path, data)
	if err != nil {
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
