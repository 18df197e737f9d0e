package cmd

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios"
)

// pairedScenarios returns what `judge rule` shows of the built-in
// scenarios about rule: from the data directory's cache when this binary
// has answered it before over the same stored editions, else by running
// them (checkPaired) and caching the answer. A cache that cannot be used
// costs only the run.
func pairedScenarios(o *options, edition *corpus.Edition, rule *corpus.Rule) ([]scenarios.PairedScenario, error) {
	cache := o.pairedCache()
	if cache != nil {
		if paired, ok := cache.Get(edition.ID, rule.ID); ok {
			return paired, nil
		}
	}
	checked, err := checkPaired(o, edition, rule)
	if err != nil {
		return nil, err
	}
	paired := scenarios.NewPairedScenarios(edition.ID, rule.ID, checked)
	if cache != nil {
		_ = cache.Put(edition.ID, rule.ID, paired)
	}
	return paired, nil
}

// pairedCache opens the cache of paired scenarios for this binary and the
// editions stored: nil when either cannot be told (no executable to
// stat, no data directory).
func (o *options) pairedCache() *scenarios.PairedCache {
	store, err := o.store()
	if err != nil {
		return nil
	}
	identity, err := pairedIdentity(store)
	if err != nil {
		return nil
	}
	cache, err := scenarios.NewPairedCache(filepath.Join(store.Dir(), "paired"), identity)
	if err != nil {
		return nil
	}
	return cache
}

// pairedIdentity names what the scenarios' verdicts depend on: the binary
// (the scenarios, cards and engine are built into it; a rebuilt or
// replaced binary has another size or modification time) and the editions
// the scenarios are checked against (each stored edition's hash, from its
// manifest, so nothing is hashed but this name).
func pairedIdentity(store *corpus.Store) (string, error) {
	executable, err := os.Executable()
	if err != nil {
		return "", err
	}
	binary, err := os.Stat(executable)
	if err != nil {
		return "", err
	}
	infos, err := store.List()
	if err != nil {
		return "", err
	}
	hash := sha256.New()
	fmt.Fprintf(hash, "format %d\nbinary %s %d %d\n", scenarios.PairedCacheFormat, executable, binary.Size(), binary.ModTime().UnixNano())
	for _, info := range infos {
		fmt.Fprintf(hash, "edition %s %s\n", info.ID, info.Hash)
	}
	return hex.EncodeToString(hash.Sum(nil))[:24], nil
}
