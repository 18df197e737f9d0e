package cards

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/judgekit/judge/corpus"
)

func TestKeywordRulesAreCachedByEditionHash(t *testing.T) {
	dir := t.TempDir()
	store, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	editions := corpus.NewEditions(dir)
	first, err := store.KeywordRules(editions, "")
	if err != nil {
		t.Fatal(err)
	}
	cache := filepath.Join(store.Dir(), "keywords", first.Hash+".json")
	if _, err := os.Stat(cache); err != nil {
		t.Fatalf("no cache written: %v", err)
	}
	if first.Edition != corpus.DefaultID || len(first.Rules) < 200 {
		t.Fatalf("rules of %s: %d", first.Edition, len(first.Rules))
	}
	// A cache that does not read is rebuilt, not trusted.
	if err := os.WriteFile(cache, []byte(`{"format":1,"edition":"2026-04-17","hash":"x","rules":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := store.KeywordRules(editions, "2026")
	if err != nil {
		t.Fatal(err)
	}
	if len(again.Rules) != len(first.Rules) {
		t.Fatalf("after a bad cache: %d rules, want %d", len(again.Rules), len(first.Rules))
	}
	seed, err := store.KeywordRules(editions, corpus.SeedID)
	if err != nil || seed.Edition != corpus.SeedID || len(seed.Rules) == 0 {
		t.Fatalf("seed: %+v, %v", seed, err)
	}
	if _, err := store.KeywordRules(editions, "1999-01-01"); err == nil {
		t.Fatal("an edition not stored gave rules")
	}
}
