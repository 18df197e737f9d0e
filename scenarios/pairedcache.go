package scenarios

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"time"
)

// PairedCacheFormat is the layout of the paired-scenario cache; a change
// makes a new identity, so old entries are never read.
const PairedCacheFormat = 1

// PairedCache keeps what a rule lookup shows of the built-in scenarios
// about each rule (their verdicts and the steps citing the rule), so that
// `judge rule` runs the scenarios about a rule once per binary and set of
// stored editions, not on every lookup. Entries live in
// <dir>/<identity>/<edition>/<rule>.json: identity names what the answers
// depend on (the binary, which embeds the scenarios and the engine, and
// the editions they are checked against), so an entry is never read for
// another binary or another store. Each entry is written whole by rename;
// one that does not read is recomputed.
type PairedCache struct {
	dir string
}

// safeName matches the edition IDs and rule numbers an entry is named by;
// anything else is not cached.
var safeName = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9a-z][0-9a-z.-]*$`) })

// NewPairedCache returns the cache kept under root (a data directory's
// "paired" folder) for identity, a short hex name of the binary and the
// stored editions.
func NewPairedCache(root, identity string) (*PairedCache, error) {
	if !safeName().MatchString(identity) {
		return nil, fmt.Errorf("paired-scenario cache: bad identity %q", identity)
	}
	return &PairedCache{dir: filepath.Join(root, identity)}, nil
}

func (c *PairedCache) path(edition, rule string) (string, bool) {
	if !safeName().MatchString(edition) || !safeName().MatchString(rule) {
		return "", false
	}
	return filepath.Join(c.dir, edition, rule+".json"), true
}

// Get returns the scenarios paired with rule of edition, as cached; false
// when there is no readable entry.
func (c *PairedCache) Get(edition, rule string) ([]PairedScenario, bool) {
	path, ok := c.path(edition, rule)
	if !ok {
		return nil, false
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, false
	}
	var entry pairedEntry
	if err := json.Unmarshal(data, &entry); err != nil || entry.Edition != edition || entry.Rule != rule || entry.Scenarios == nil {
		return nil, false
	}
	return entry.Scenarios, true
}

// pairedEntry is one cached answer, naming what it answers so a file
// renamed or copied elsewhere is not trusted.
type pairedEntry struct {
	Edition   string           `json:"edition"`
	Rule      string           `json:"rule"`
	Scenarios []PairedScenario `json:"scenarios"`
}

// Put records the scenarios paired with rule of edition. The first entry
// of an identity removes the cache of identities unused for a day (older
// binaries, stores since changed).
func (c *PairedCache) Put(edition, rule string, paired []PairedScenario) error {
	path, ok := c.path(edition, rule)
	if !ok {
		return nil
	}
	if _, err := os.Stat(c.dir); errors.Is(err, os.ErrNotExist) {
		c.pruneSiblings(24 * time.Hour)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("paired-scenario cache: %w", err)
	}
	if paired == nil {
		paired = []PairedScenario{}
	}
	data, err := json.Marshal(pairedEntry{Edition: edition, Rule: rule, Scenarios: paired})
	if err != nil {
		return fmt.Errorf("paired-scenario cache: %w", err)
	}
	temp, err := os.CreateTemp(filepath.Dir(path), ".entry-*.tmp")
	if err != nil {
		return fmt.Errorf("paired-scenario cache: %w", err)
	}
	_, writeErr := temp.Write(data)
	closeErr := temp.Close()
	if err := errors.Join(writeErr, closeErr); err != nil {
		os.Remove(temp.Name())
		return fmt.Errorf("paired-scenario cache: %w", err)
	}
	if err := os.Rename(temp.Name(), path); err != nil {
		os.Remove(temp.Name())
		return fmt.Errorf("paired-scenario cache: %w", err)
	}
	return nil
}

// pruneSiblings removes the caches of other identities not written for
// age: a binary replaced, or a store whose editions changed.
func (c *PairedCache) pruneSiblings(age time.Duration) {
	root := filepath.Dir(c.dir)
	entries, err := os.ReadDir(root)
	if err != nil {
		return
	}
	for _, entry := range entries {
		if !entry.IsDir() || filepath.Join(root, entry.Name()) == c.dir {
			continue
		}
		if info, err := entry.Info(); err == nil && time.Since(info.ModTime()) > age {
			os.RemoveAll(filepath.Join(root, entry.Name()))
		}
	}
}
