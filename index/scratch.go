package index

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Prefixes of the entries beside the finished indexes: the scratch
// directories of a build in progress and of an old index moved aside, and
// the lock file a build of one edition file holds.
const (
	buildPrefix = ".build-"
	stalePrefix = ".stale-"
	lockPrefix  = ".lock-"
)

// abandonedAfter is how old a scratch directory whose owner cannot be told
// (a name without an edition hash, or a platform without file locks) must
// be before it is removed as left by a crashed build.
const abandonedAfter = time.Hour

// newScratch creates an empty directory named prefix, the edition hash and
// a random suffix in the store's directory. Unlike os.MkdirTemp (0700) it
// is created 0755 less the umask: the finished index keeps its mode.
func (s *Store) newScratch(prefix, hash string) (string, error) {
	for range 10 {
		var b [6]byte
		if _, err := rand.Read(b[:]); err != nil {
			return "", err
		}
		dir := filepath.Join(s.dir, prefix+hash+"-"+hex.EncodeToString(b[:]))
		err := os.Mkdir(dir, 0o755)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return dir, err
	}
	return "", errors.New("create scratch directory: too many collisions")
}

// scratchHash returns the edition hash a scratch directory's name carries,
// or "" for a name written by an older judge (".build-1a2b3c4d-123",
// ".stale-123") that carries none.
func scratchHash(name string) string {
	for _, prefix := range []string{buildPrefix, stalePrefix} {
		if rest, ok := strings.CutPrefix(name, prefix); ok {
			hash, _, found := strings.Cut(rest, "-")
			if found && len(hash) == 64 && validHash(hash) {
				return hash
			}
		}
	}
	return ""
}

// sweep removes what interrupted builds left: the scratch directories of
// builds whose process is gone. A running build holds its edition's lock,
// so a scratch directory whose lock is free belongs to no one. It is cheap
// (one directory listing) when there is nothing to sweep, so every open
// runs it.
func (s *Store) sweep() {
	entries, err := os.ReadDir(s.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, buildPrefix) && !strings.HasPrefix(name, stalePrefix) {
			continue
		}
		path := filepath.Join(s.dir, name)
		hash := scratchHash(name)
		if hash == "" || !locksWork {
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > abandonedAfter {
				os.RemoveAll(path)
			}
			continue
		}
		lock, ok, err := s.lock(hash, false)
		if err != nil || !ok {
			continue // a build of this edition file is running
		}
		os.RemoveAll(path)
		lock.unlock()
	}
}

// lock takes the lock of builds of the edition file with this hash,
// waiting for it when wait is set; ok is false when it is held elsewhere
// and wait is not set. A lock is released when its process ends however it
// ends, which is what lets sweep tell a crashed build from a running one.
func (s *Store) lock(hash string, wait bool) (l *fileLock, ok bool, err error) {
	return lockFile(filepath.Join(s.dir, lockPrefix+hash), wait)
}
