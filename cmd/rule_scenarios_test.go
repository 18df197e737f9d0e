package cmd

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
	"github.com/judgekit/judge/scenarios"
)

// The keyword scenarios cite the complete 2006-10-01 rules: once that
// edition is imported, its rules list them, and the seed's scenarios too
// (the seed is fragments of that text). A scenario played under both eras
// is listed under each era's rule with that era's verdict and step.
func TestRuleOfARealEditionListsItsScenarios(t *testing.T) {
	dataDir := t.TempDir()
	for _, file := range []string{"cr-2006-10-01.txt", "cr-2026-04-17.txt"} {
		source := corpustest.EditionPath(t, file)
		if code, _, stderr := runJudge(t, "--data-dir", dataDir, "corpus", "add", source); code != 0 {
			t.Fatalf("corpus add %s: exit %d: %s", file, code, stderr)
		}
	}
	tests := []struct {
		edition, rule string
		want          string // a scenario ID that must be listed
	}{
		{"2006-10-01", "502.2b", "first-strike"},
		{"2006-10-01", "502.27a", "amplify-no-shared-type"},
		{"2006-10-01", "409.1h", "death-bomb"},
		{"2006-10-01", "310.4b", "bounce-attacker-after-damage"},
		{"2026-04-17", "510.1d", "bounce-attacker-after-damage"},
	}
	for _, tc := range tests {
		code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "rule", tc.rule, "--edition", tc.edition, "--json")
		if code != 0 {
			t.Fatalf("rule %s --edition %s: exit %d: %s", tc.rule, tc.edition, code, stderr)
		}
		var got scenarios.RuleOutput
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, s := range got.Scenarios {
			ids = append(ids, s.ID)
			if !s.Passed || s.Step == nil || s.Step.Rule != tc.rule {
				t.Errorf("rule %s of %s lists %+v, want a pass with the step citing the rule", tc.rule, tc.edition, s)
			}
		}
		joined := " " + strings.Join(ids, " ") + " "
		if !strings.Contains(joined, " "+tc.want+" ") {
			t.Errorf("rule %s of %s lists %v, want %q", tc.rule, tc.edition, ids, tc.want)
		}
	}
}

// TestRuleScenariosAreCachedAndAnswerTheSame: the first lookup of a rule
// runs its scenarios and caches what it shows; later lookups read the
// cache and print the same bytes, and a damaged entry is recomputed.
func TestRuleScenariosAreCachedAndAnswerTheSame(t *testing.T) {
	dataDir := t.TempDir()
	lookup := func() string {
		t.Helper()
		code, stdout, stderr := runJudge(t, "--data-dir", dataDir, "rule", "409.1h", "--edition", "seed", "--json")
		if code != 0 {
			t.Fatalf("rule 409.1h: exit %d: %s", code, stderr)
		}
		return stdout
	}
	first := lookup()
	entries, _ := filepath.Glob(filepath.Join(dataDir, "paired", "*", "seed", "409.1h.json"))
	if len(entries) != 1 {
		t.Fatalf("cache entries after the first lookup: %v", entries)
	}
	if !strings.Contains(first, `"id": "death-bomb"`) {
		t.Fatalf("the first lookup lists no death-bomb:\n%s", first)
	}
	if second := lookup(); second != first {
		t.Errorf("from the cache:\n%s\nfirst:\n%s", second, first)
	}
	if err := os.WriteFile(entries[0], []byte(`{"edition": "seed", "rule": "409.1h", "scenarios": [{"id`), 0o644); err != nil {
		t.Fatal(err)
	}
	if third := lookup(); third != first {
		t.Errorf("after damage:\n%s\nfirst:\n%s", third, first)
	}
}

// TestPairedIdentityChangesWithTheStoredEditions: an import changes what
// the scenarios are checked against, so the cached answers of before are
// not read.
func TestPairedIdentityChangesWithTheStoredEditions(t *testing.T) {
	o := optionsWithTinyEdition(t)
	store, err := o.store()
	if err != nil {
		t.Fatal(err)
	}
	before, err := pairedIdentity(store)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := pairedIdentity(store); again != before {
		t.Fatalf("identity %s, then %s with nothing changed", before, again)
	}
	older := strings.Replace(string(tinyCRFixture(t)), "February 27, 2026", "January 10, 2025", 1)
	if _, err := store.Add("older.txt", []byte(older)); err != nil {
		t.Fatal(err)
	}
	if after, _ := pairedIdentity(store); after == before {
		t.Error("the identity did not change with an import")
	}
}
