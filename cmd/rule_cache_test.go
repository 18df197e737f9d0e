package cmd

import (
	"bytes"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// renderRule is `judge rule` of rule: its text at two widths and its JSON.
func renderRule(t *testing.T, edition *corpus.Edition, rule *corpus.Rule) []byte {
	t.Helper()
	var out bytes.Buffer
	for _, width := range []int{80, 40} {
		if err := writeRule(&out, edition, rule, nil, width); err != nil {
			t.Fatal(err)
		}
	}
	if err := writeJSON(&out, corpus.NewRuleOutput(edition, rule)); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// checkRulesFromCache renders every rule of whole as the lookup cache
// answers it and as the whole edition does, and wants the same bytes.
func checkRulesFromCache(t *testing.T, editions *corpus.Editions, editionID string, whole *corpus.Edition) {
	t.Helper()
	for _, want := range whole.Rules {
		if first, _ := whole.Rule(want.ID); first != want {
			continue // a duplicate ID: the first of it answers
		}
		edition, rule, err := editions.FindRule(editionID, want.ID)
		if err != nil {
			t.Fatalf("rule %s: %v", want.ID, err)
		}
		if got, want := renderRule(t, edition, rule), renderRule(t, whole, want); !bytes.Equal(got, want) {
			t.Fatalf("rule %s from the lookup cache:\n%s\nwant, from the whole edition:\n%s", rule.ID, got, want)
		}
	}
}

func TestRuleFromLookupCacheShowsAsFromTheWholeSeed(t *testing.T) {
	whole, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	editions := corpus.NewEditions(t.TempDir())
	checkRulesFromCache(t, editions, corpus.SeedID, whole)
}

func TestRuleFromLookupCacheShowsAsFromTheWhole2026Edition(t *testing.T) {
	corpustest.SkipUnderRace(t, "reads whole real editions in one goroutine")
	data := corpustest.ReadEdition(t, "cr-2026-04-17.txt")
	dir := t.TempDir()
	store, err := corpus.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := store.Add("cr-2026-04-17.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	whole, err = store.Load(whole.ID)
	if err != nil {
		t.Fatal(err)
	}
	checkRulesFromCache(t, corpus.NewEditions(dir), whole.ID, whole)
}

func TestRuleCommandAnswersTheSameFromTheLookupCache(t *testing.T) {
	dataDir := t.TempDir()
	// Rules with built-in scenarios, a heading, a section and an unknown
	// rule: the first run of each parses, the second reads the cache.
	for _, id := range []string{"409.1h", "409.1f", "409", "4", "409.1z"} {
		for _, asJSON := range []bool{false, true} {
			args := []string{"--data-dir", dataDir, "rule", id}
			if asJSON {
				args = append(args, "--json")
			}
			code, stdout, stderr := runJudge(t, args...)
			again, stdoutAgain, stderrAgain := runJudge(t, args...)
			if code != again || stdout != stdoutAgain || stderr != stderrAgain {
				t.Errorf("judge %v answered differently from the lookup cache:\nexit %d\n%s%s\nthen exit %d\n%s%s",
					args, code, stdout, stderr, again, stdoutAgain, stderrAgain)
			}
		}
	}
}
