package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// Verification is the result of re-hashing one stored edition.
type Verification struct {
	// ID is the edition's effective date.
	ID string `json:"id"`
	// OK is true when the file's size and hash are those its manifest
	// recorded at import.
	OK bool `json:"ok"`
	// Hash and Size are the file as read now; Recorded* as the manifest
	// has them (empty when it has no usable manifest).
	Hash         string `json:"hash"`
	Size         int64  `json:"size"`
	RecordedHash string `json:"recorded_hash,omitempty"`
	RecordedSize int64  `json:"recorded_size,omitempty"`
	// Problem says what is wrong when OK is false.
	Problem string `json:"problem,omitempty"`
	// BuiltIn marks an edition built into judge: its embedded bytes are
	// what was hashed.
	BuiltIn bool `json:"built_in,omitempty"`
	// Incomplete repeats the manifest's mark, so a report of a whole store
	// shows the editions imported despite failing the checks.
	Incomplete bool `json:"incomplete,omitempty"`
}

// Verify re-reads and re-hashes every stored edition, and the built-in
// ones not replaced by an import, and compares each with its manifest,
// oldest first. Unlike List it trusts nothing recorded: it is
// how a user finds a file changed or damaged on disk after its import. It
// changes nothing.
func (s *Store) Verify() ([]Verification, error) {
	ids, err := s.ids()
	if err != nil {
		return nil, fmt.Errorf("verify editions: %w", err)
	}
	results := make([]Verification, 0, len(ids))
	for _, id := range ids {
		if _, err := os.Stat(s.Path(id)); errors.Is(err, os.ErrNotExist) && s.builtins[id] != nil {
			results = append(results, s.builtins[id].verify())
			continue
		}
		results = append(results, s.verify(id))
	}
	return results, nil
}

// verify re-hashes a built-in edition's embedded bytes against its
// manifest: a check of the binary itself.
func (b *builtinEdition) verify() Verification {
	v := Verification{ID: b.manifest.Effective, BuiltIn: true, RecordedHash: b.manifest.Hash, RecordedSize: b.manifest.Size}
	data, err := fs.ReadFile(builtinFS, b.file)
	if err != nil {
		v.Problem = err.Error()
		return v
	}
	sum := sha256.Sum256(data)
	v.Hash, v.Size = hex.EncodeToString(sum[:]), int64(len(data))
	v.OK = v.Hash == v.RecordedHash && v.Size == v.RecordedSize
	if !v.OK {
		v.Problem = "the built-in file differs from its manifest: this judge binary is damaged"
	}
	return v
}

func (s *Store) verify(id string) Verification {
	v := Verification{ID: id}
	f, err := os.Open(s.Path(id))
	if err != nil {
		v.Problem = err.Error()
		return v
	}
	defer f.Close()
	hash := sha256.New()
	v.Size, err = io.Copy(hash, f)
	if err != nil {
		v.Problem = fmt.Sprintf("read %s: %v", f.Name(), err)
		return v
	}
	v.Hash = hex.EncodeToString(hash.Sum(nil))
	m, err := s.readManifest(id)
	if err != nil {
		v.Problem = fmt.Sprintf("no usable manifest (%v); it is rebuilt from the file on the next listing", err)
		return v
	}
	v.RecordedHash, v.RecordedSize, v.Incomplete = m.Hash, m.Size, m.Incomplete
	switch {
	case v.Size != m.Size:
		v.Problem = fmt.Sprintf("size %d, but %d bytes were imported: the file changed after its import; import the edition again with --replace", v.Size, m.Size)
	case v.Hash != m.Hash:
		v.Problem = fmt.Sprintf("SHA-256 %.12s, but %.12s was imported: the file changed after its import; import the edition again with --replace", v.Hash, m.Hash)
	default:
		v.OK = true
	}
	return v
}
