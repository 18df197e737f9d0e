package corpus

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sync"
)

// PairingCache keeps pairings of editions in a directory, one file per pair
// named by the two editions' hashes, so a pairing is computed once for
// given bytes and never read back for other bytes. Files are replaced by
// rename: readers see a whole pairing or none, and a corrupt or outdated
// file is computed again, never trusted. Safe for concurrent use by any
// number of goroutines and processes.
type PairingCache struct {
	dir string
}

// NewPairingCache returns the cache kept in dir, which is created on the
// first write.
func NewPairingCache(dir string) *PairingCache { return &PairingCache{dir: dir} }

// hexHash is what an edition hash looks like; anything else could escape
// the cache directory as a file name.
var hexHash = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9a-f]{16,128}$`) })

func (c *PairingCache) path(oldHash, newHash string) (string, error) {
	if !hexHash().MatchString(oldHash) || !hexHash().MatchString(newHash) {
		return "", fmt.Errorf("pairing cache: edition hash %q or %q is not hex", oldHash, newHash)
	}
	return filepath.Join(c.dir, oldHash+"-"+newHash+".gob"), nil
}

// Get returns the cached pairing of the editions with these hashes, and
// false when there is none usable (absent, unreadable, from another
// PairingVersion, or not for these hashes).
func (c *PairingCache) Get(oldHash, newHash string) (*Pairing, bool) {
	path, err := c.path(oldHash, newHash)
	if err != nil {
		return nil, false
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, false
	}
	// gob, not JSON: a history reads a pairing per stored edition, and
	// decoding thousands of matches from JSON was most of its time.
	var p Pairing
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&p); err != nil {
		return nil, false
	}
	if p.Version != PairingVersion || p.Old.Hash != oldHash || p.New.Hash != newHash {
		return nil, false
	}
	return &p, true
}

// Put stores p under its editions' hashes.
func (c *PairingCache) Put(p *Pairing) error {
	path, err := c.path(p.Old.Hash, p.New.Hash)
	if err != nil {
		return err
	}
	var data bytes.Buffer
	if err := gob.NewEncoder(&data).Encode(p); err != nil {
		return fmt.Errorf("pairing cache: encode %s -> %s: %w", p.Old.ID, p.New.ID, err)
	}
	if err := writeFileAtomic(path, data.Bytes()); err != nil {
		return fmt.Errorf("pairing cache: %w", err)
	}
	return nil
}

// storedHashes returns the hash of each imported edition, oldest first,
// as their manifests record it: nothing is re-hashed.
func (s *Store) storedHashes() ([]EditionRef, error) {
	infos, err := s.List()
	if err != nil {
		return nil, err
	}
	refs := make([]EditionRef, 0, len(infos))
	for _, info := range infos {
		refs = append(refs, EditionRef{ID: info.ID, Hash: info.Hash})
	}
	return refs, nil
}

func (s *Store) pairingsDir() string { return filepath.Join(s.dir, "pairings") }
