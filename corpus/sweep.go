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
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
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
}
