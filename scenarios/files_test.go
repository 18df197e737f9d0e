package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// TestWrongScenarioFilesFail checks the scenario files of testdata/check,
// each wrong in one way, with the real engine and the built-in cards: each
// must fail, and say where.
func TestWrongScenarioFilesFail(t *testing.T) {
	all, err := LoadFS(os.DirFS("testdata/check"))
	if err != nil {
		t.Fatal(err)
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"wrong-expectation": "wrong-expectation.md:29: expected bob life 20, got bob life 18",
		"uncited-rule":      "uncited-rule.md:2: the scenario is about rule 409.1e but its trace never cites it",
		"cannot-run":        `cannot-run.md:9: unknown card "Death Bom": define it with a "card" line or in the card library`,
	}
	if len(all) != len(want) {
		t.Fatalf("loaded %d files from testdata/check, want %d", len(all), len(want))
	}
	for _, s := range all {
		t.Run(s.ID, func(t *testing.T) {
			r := Check(s, cards)
			if r.Passed || r.Error != want[s.ID] {
				t.Errorf("Check = passed %v, error %q; want failed with %q", r.Passed, r.Error, want[s.ID])
			}
		})
	}
}

// TestBuiltinScenariosPass checks every embedded scenario as `judge
// scenario check` does, rules: lists against the seed edition included,
// and that the set is not empty.
func TestBuiltinScenariosPass(t *testing.T) {
	all, err := BuiltinScenarios()
	if err != nil {
		t.Fatal(err)
	}
	if len(all) == 0 {
		t.Fatal("no built-in scenarios")
	}
	for _, r := range seedChecker(t, "built-in scenarios").CheckAll(all) {
		if !r.Passed {
			t.Errorf("%s failed:\n%s", r.File, r.Error)
		}
	}
}

// seedChecker checks scenarios with the built-in cards, their rules: lists
// against the seed edition, or against a shared edition for a scenario
// played under a later one (eras/); a scenario naming an edition that is
// neither is an error that says which (what names the scenarios, as in
// "built-in scenarios").
func seedChecker(t *testing.T, what string) Checker {
	t.Helper()
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	shared := map[string]*corpus.Edition{}
	editions := func(id string) (*corpus.Edition, error) {
		if id == seed.ID {
			return seed, nil
		}
		if e, ok := shared[id]; ok {
			return e, nil
		}
		name := "cr-" + id + ".txt"
		if _, err := os.Stat(filepath.Join(corpustest.Dir(t), name)); err != nil {
			return nil, fmt.Errorf("%s cite the seed edition or a shared one, not %q", what, id)
		}
		e, err := corpus.Parse(name, corpustest.ReadEdition(t, name))
		shared[id] = e
		return e, err
	}
	return Checker{Cards: cards, Edition: editions}
}
