package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// abandonedTemp is how old a temp file of an atomic write must be before
// it is taken for one a killed process left. A write renames its temp
// file within moments of creating it, so a minute leaves any write still
// in flight alone.
const abandonedTemp = time.Minute

// sweepTemp removes the temp files that writes killed between creating
// and renaming them left in the store's directories (".<name>.<random>.tmp",
// written by writeAtomic and writeFileAtomic). Nothing reads them: they
// only take space, so a failure to remove one is ignored.
func (s *Store) sweepTemp() {
	for _, dir := range []string{s.editionsDir(), s.pairingsDir(), s.lookupDir()} {
		sweepDir(dir)
	}
}

// sweepDir removes the abandoned temp files of one directory.
func sweepDir(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".") || !strings.HasSuffix(name, ".tmp") || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > abandonedTemp {
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// pruneCaches removes the lookup and pairing caches that belong to no
// stored edition: those of an edition removed, or of the file a replacing
// import superseded. They are keyed by content hash, so nothing would read
// them again; left alone they would only grow the data directory with every
// re-import. The seed's caches stay. Like sweepTemp, it runs with the store
// locked and ignores a file it cannot remove: a cache left behind is only
// space.
func (s *Store) pruneCaches() {
	live := map[string]bool{}
	if hash, err := SeedHash(); err == nil {
		live[hash] = true
	}
	refs, err := s.storedHashes()
	if err != nil {
		return // unsure what is live: keep everything
	}
	for _, ref := range refs {
		live[ref.Hash] = true
	}
	prune := func(dir string, dead func(stem string) bool, ext string) {
		entries, err := os.ReadDir(dir)
		if err != nil {
			return
		}
		for _, e := range entries {
			name := e.Name()
			stem, ok := strings.CutSuffix(name, ext)
			if !ok || strings.HasPrefix(name, ".") || !e.Type().IsRegular() {
				continue
			}
			if dead(stem) {
				os.Remove(filepath.Join(dir, name))
			}
		}
	}
	prune(s.lookupDir(), func(hash string) bool { return hexHash().MatchString(hash) && !live[hash] }, ".rules")
	prune(s.pairingsDir(), func(pair string) bool {
		oldHash, newHash, ok := strings.Cut(pair, "-")
		if !ok || !hexHash().MatchString(oldHash) || !hexHash().MatchString(newHash) {
			return false
		}
		return !live[oldHash] || !live[newHash]
	}, ".gob")
}
