package cards

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/judgekit/judge/corpus"
)

// keywordCacheFormat is the version of a keyword rules cache file; a file
// of another is rebuilt.
const keywordCacheFormat = 1

// keywordCache is a cached edition's keyword rules.
type keywordCache struct {
	Format int `json:"format"`
	KeywordRules
}

// isHexHash accepts a lower-case hex SHA-256, the only names the cache
// files are given.
func isHexHash(s string) bool {
	if len(s) != 64 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !('0' <= s[i] && s[i] <= '9' || 'a' <= s[i] && s[i] <= 'f') {
			return false
		}
	}
	return true
}

func (s *Store) keywordsDir() string { return filepath.Join(s.dir, "keywords") }

// KeywordRules returns the keyword rules of the edition name names (any
// name editions resolves). They are cached in the store's directory by the
// edition file's hash, so a card lookup reads a small file rather than
// parsing the edition; the cache is built from the whole edition on first
// use, and a cache that does not read is built again.
func (s *Store) KeywordRules(editions *corpus.Editions, name string) (*KeywordRules, error) {
	id, hash, err := editions.Hash(name)
	if err != nil {
		if id == "" {
			return nil, err
		}
		return nil, fmt.Errorf("keyword rules of %s: %w", id, err)
	}
	path := filepath.Join(s.keywordsDir(), hash+".json")
	if isHexHash(hash) {
		if data, err := os.ReadFile(path); err == nil {
			var cached keywordCache
			if json.Unmarshal(data, &cached) == nil && cached.Format == keywordCacheFormat && cached.Hash == hash && cached.Edition == id {
				return &cached.KeywordRules, nil
			}
		}
	}
	edition, err := editions.Load(id)
	if err != nil {
		return nil, fmt.Errorf("keyword rules of %s: %w", id, err)
	}
	rules := KeywordRulesOf(edition)
	rules.Edition = id
	if isHexHash(edition.Hash) {
		// A data directory that cannot be written to only costs a parse
		// per lookup.
		if data, err := json.Marshal(keywordCache{Format: keywordCacheFormat, KeywordRules: *rules}); err == nil {
			_ = os.MkdirAll(s.keywordsDir(), 0o755)
			_ = corpus.WriteFileAtomic(filepath.Join(s.keywordsDir(), edition.Hash+".json"), data)
		}
	}
	return rules, nil
}
