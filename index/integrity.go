package index

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
)

// formatVersion changes whenever the layout of an index directory or of
// its marker changes, so an index written by an older judge is rebuilt.
// Version 2 added the checksum of every file.
const formatVersion = 2

// marker is the content of markerFile: what the index was built from and
// the size and checksum of every file it holds.
type marker struct {
	Format         int       `json:"format"`
	MappingVersion int       `json:"mapping_version"`
	Edition        string    `json:"edition"`
	Hash           string    `json:"hash"`
	Records        int       `json:"records"`
	Files          []fileSum `json:"files"`
}

// fileSum is one file of an index as it was built.
type fileSum struct {
	// Name is the path inside the index directory, slash-separated.
	Name   string `json:"name"`
	Size   int64  `json:"size"`
	CRC32C uint32 `json:"crc32c"`
}

// Why an index on disk cannot be used as it is. An *UnusableError matches
// exactly one of them (errors.Is).
var (
	// ErrIndexMissing: no index of the edition was ever finished.
	ErrIndexMissing = errors.New("is missing")
	// ErrIndexStale: the index was built from another edition file or by
	// an older judge.
	ErrIndexStale = errors.New("is out of date")
	// ErrIndexDamaged: the index's files differ from what was built, or
	// Bleve fails (or panics) reading them.
	ErrIndexDamaged = errors.New("is damaged")
)

// UnusableError says why the on-disk index of an edition must be rebuilt.
type UnusableError struct {
	// Edition is the edition's ID.
	Edition string
	// Kind is ErrIndexMissing, ErrIndexStale or ErrIndexDamaged.
	Kind error
	// Detail names what was found, such as the file that changed.
	Detail string
}

// Error reads as a sentence: "the index of edition 2026-04-17 is damaged
// (store/000000000009.zap: checksum differs from the build's)".
func (e *UnusableError) Error() string {
	msg := fmt.Sprintf("the index of edition %s %v", e.Edition, e.Kind)
	if e.Detail != "" {
		msg += " (" + e.Detail + ")"
	}
	return msg
}

// Notice is the line a command prints before the rebuild: the reason and
// what is done about it.
func (e *UnusableError) Notice() string {
	return e.Error() + "; rebuilding it"
}

// Unwrap returns the kind, for errors.Is.
func (e *UnusableError) Unwrap() error { return e.Kind }

// castagnoli is the CRC-32C table; the CPU computes it in hardware on
// amd64 and arm64, so checking a 4 MB index costs well under a millisecond.
var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// checkIndex reports whether path holds a finished, intact index of the
// edition with this hash built by this judge: nil, or an *UnusableError
// saying why not.
func checkIndex(path, edition, hash string) error {
	unusable := func(kind error, detail string, args ...any) error {
		return &UnusableError{Edition: edition, Kind: kind, Detail: fmt.Sprintf(detail, args...)}
	}
	data, err := os.ReadFile(filepath.Join(path, markerFile))
	if errors.Is(err, fs.ErrNotExist) {
		if _, statErr := os.Stat(path); errors.Is(statErr, fs.ErrNotExist) {
			return unusable(ErrIndexMissing, "")
		}
		return unusable(ErrIndexDamaged, "%s is missing", markerFile)
	}
	if err != nil {
		return unusable(ErrIndexDamaged, "%v", err)
	}
	m, err := decodeMarker(data)
	if err != nil {
		return unusable(ErrIndexDamaged, "%s: %v", markerFile, err)
	}
	switch {
	case m.Format != formatVersion || m.MappingVersion != mappingVersion:
		return unusable(ErrIndexStale, "built by another version of judge")
	case m.Hash != hash:
		return unusable(ErrIndexStale, "built from another edition file")
	case len(m.Files) == 0:
		return unusable(ErrIndexDamaged, "%s lists no files", markerFile)
	}
	buf := make([]byte, 256<<10)
	for _, f := range m.Files {
		if err := checkFile(path, f, buf); err != nil {
			return unusable(ErrIndexDamaged, "%v", err)
		}
	}
	return nil
}

// decodeMarker reads a marker file's content.
func decodeMarker(data []byte) (marker, error) {
	var m marker
	err := json.Unmarshal(data, &m)
	return m, err
}

// checkFile compares one file of an index with its size and checksum at
// build time.
func checkFile(dir string, want fileSum, buf []byte) error {
	if !filepath.IsLocal(filepath.FromSlash(want.Name)) {
		return fmt.Errorf("%s names a file outside the index", want.Name)
	}
	f, err := os.Open(filepath.Join(dir, filepath.FromSlash(want.Name)))
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("%s is missing", want.Name)
	}
	if err != nil {
		return err
	}
	defer f.Close()
	sum := crc32.New(castagnoli)
	size, err := io.CopyBuffer(sum, f, buf)
	if err != nil {
		return fmt.Errorf("%s: %w", want.Name, err)
	}
	if size != want.Size {
		return fmt.Errorf("%s is %d bytes, built as %d", want.Name, size, want.Size)
	}
	if sum.Sum32() != want.CRC32C {
		return fmt.Errorf("%s: checksum differs from the build's", want.Name)
	}
	return nil
}

// sealIndex readies the finished build in dir for renaming into place: it
// gives every file and directory the permissions of the build directory
// itself (0755 and 0644 less the umask; Bleve creates 0600 files), records
// each file's size and checksum in the marker, and syncs it all to disk,
// so the rename publishes a complete index even across a crash.
func sealIndex(dir string, m marker) error {
	info, err := os.Stat(dir)
	if err != nil {
		return err
	}
	dirPerm := info.Mode().Perm()
	filePerm := dirPerm & 0o666 &^ 0o111
	buf := make([]byte, 256<<10)
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return os.Chmod(path, dirPerm)
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		sum, err := sealFile(path, filePerm, buf)
		if err != nil {
			return err
		}
		sum.Name = filepath.ToSlash(rel)
		m.Files = append(m.Files, sum)
		return nil
	})
	if err != nil {
		return fmt.Errorf("seal index: %w", err)
	}
	slices.SortFunc(m.Files, func(a, b fileSum) int { return cmp.Compare(a.Name, b.Name) })
	data, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("seal index: %w", err)
	}
	if err := writeSynced(filepath.Join(dir, markerFile), data, filePerm); err != nil {
		return fmt.Errorf("seal index: %w", err)
	}
	// Not every file system can sync a directory; the files themselves
	// are synced, so a failure here is not a failed build.
	syncDir(filepath.Join(dir, "store"))
	syncDir(dir)
	return nil
}

// sealFile sets a file's permissions, syncs it and returns its size and
// checksum.
func sealFile(path string, perm fs.FileMode, buf []byte) (fileSum, error) {
	if err := os.Chmod(path, perm); err != nil {
		return fileSum{}, err
	}
	f, err := os.Open(path)
	if err != nil {
		return fileSum{}, err
	}
	defer f.Close()
	sum := crc32.New(castagnoli)
	size, err := io.CopyBuffer(sum, f, buf)
	if err != nil {
		return fileSum{}, fmt.Errorf("read %s: %w", path, err)
	}
	if err := f.Sync(); err != nil {
		return fileSum{}, fmt.Errorf("sync %s: %w", path, err)
	}
	return fileSum{Size: size, CRC32C: sum.Sum32()}, nil
}

// writeSynced writes a new file and syncs it before closing.
func writeSynced(path string, data []byte, perm fs.FileMode) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// syncDir flushes a directory's entries (new names, renames) to disk.
func syncDir(path string) error {
	d, err := os.Open(path)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}
