package scenarios

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/judgekit/judge/corpus"
)

func TestCoverageCountsNumberedRulesOfPassingScenarios(t *testing.T) {
	edition := &corpus.Edition{ID: "seed", Rules: []*corpus.Rule{
		{ID: "4", Kind: corpus.KindSection},
		{ID: "409", Kind: corpus.KindHeading},
		{ID: "409.1", Kind: corpus.KindRule},
		{ID: "409.1f", Kind: corpus.KindSubrule},
		{ID: "409.1h", Kind: corpus.KindSubrule, Examples: []string{"Example: Death Bomb."}},
		{ID: "409.2", Kind: corpus.KindRule, Examples: []string{"Example: one.", "Example: two."}},
		{ID: "410.1", Kind: corpus.KindRule},
	}}
	results := []Result{
		{ID: "locked-in", Edition: "seed", Passed: true, Rules: []string{"409.1f", "409.1h", "409"}, Source: "example in 409.1h"},
		{ID: "also-409.1h", Edition: "seed", Passed: true, Rules: []string{"409.1h"}},
		{ID: "broken", Edition: "seed", Passed: false, Rules: []string{"409.2"}, Source: "the examples of rule 409.2"},
		{ID: "other-edition", Edition: "2008-10-01", Passed: true, Rules: []string{"410.1"}},
		{ID: "not-in-edition", Edition: "seed", Passed: true, Rules: []string{"999.9"}},
	}
	got, err := json.Marshal(Coverage(edition, results))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"edition":"seed","rules":5,"covered":2,"missing":["409.1","409.2","410.1"],"by_rule":{"409.1f":["locked-in"],"409.1h":["locked-in","also-409.1h"]},"example_rules":2,"examples_covered":1,"examples":3,"examples_played":1,"examples_missing":["409.2"],"parts":[{"id":"4","title":"","rules":5,"covered":2,"example_rules":2,"examples_covered":1,"examples":3,"examples_played":1}],"sections":[{"id":"409","title":"","rules":5,"covered":2,"example_rules":2,"examples_covered":1,"examples":3,"examples_played":1}]}`
	if string(got) != want {
		t.Errorf("Coverage =\n%s\nwant\n%s", got, want)
	}
}

func TestCoverageOfEmptyResultsListsEveryRuleMissing(t *testing.T) {
	edition := &corpus.Edition{ID: "seed", Rules: []*corpus.Rule{
		{ID: "409.1", Kind: corpus.KindRule},
		{ID: "409.1", Kind: corpus.KindRule},
		{ID: "409.1a", Kind: corpus.KindSubrule},
	}}
	r := Coverage(edition, nil)
	if r.Rules != 2 || r.Covered != 0 || len(r.Missing) != 2 {
		t.Errorf("Coverage = %+v, want 2 rules, 0 covered, 2 missing", r)
	}
}

func TestExampleSourcesNameTheirRule(t *testing.T) {
	tests := []struct {
		source string
		rule   string
		which  int
	}{
		{"example in 409.1h", "409.1h", 1},
		{"Example in rule 410.10b", "410.10b", 1},
		{"the examples of 409.1c (both)", "409.1c", 0},
		{"second example from 505.6", "505.6", 2},
		{"Third example in 212.1c", "212.1c", 3},
		{"example 2 of rule 601.2f", "601.2f", 2},
		{"rule 410.5", "", -1},
		{"", "", -1},
	}
	for _, tc := range tests {
		rule, which, ok := exampleSource(tc.source)
		if !ok {
			rule, which = "", -1
		}
		if rule != tc.rule || which != tc.which {
			t.Errorf("source %q names example %d of %q, want %d of %q", tc.source, which, rule, tc.which, tc.rule)
		}
	}
}

func TestCoverageCountsEachExampleParagraph(t *testing.T) {
	edition := &corpus.Edition{ID: "2006-10-01", Rules: []*corpus.Rule{
		{ID: "2", Kind: corpus.KindSection, Title: "Parts of a Card"},
		{ID: "212", Kind: corpus.KindHeading},
		{ID: "212.1c", Kind: corpus.KindSubrule, Examples: []string{"one", "two"}},
		{ID: "212.1d", Kind: corpus.KindSubrule, Examples: []string{"one", "two", "three"}},
		{ID: "4", Kind: corpus.KindSection, Title: "Spells, Abilities, and Effects"},
		{ID: "409", Kind: corpus.KindHeading},
		{ID: "409.2", Kind: corpus.KindRule, Examples: []string{"one"}},
	}}
	results := []Result{
		{ID: "a", Edition: "2006-10-01", Passed: true, Source: "example in 212.1c"},
		{ID: "b", Edition: "2006-10-01", Passed: true, Source: "the examples of rule 212.1d"},
		{ID: "c", Edition: "2006-10-01", Passed: true, Source: "example in 409.2"},
		{ID: "d", Edition: "2006-10-01", Passed: true, Source: "fourth example in 212.1c"},
	}
	r := Coverage(edition, results)
	if r.Examples != 6 || r.ExamplesPlayed != 5 || r.ExampleRules != 3 || r.ExamplesCovered != 2 {
		t.Errorf("Examples %d played %d, rules %d all played %d; want 6, 5, 3, 2", r.Examples, r.ExamplesPlayed, r.ExampleRules, r.ExamplesCovered)
	}
	if len(r.ExamplesMissing) != 1 || r.ExamplesMissing[0] != "212.1c" {
		t.Errorf("ExamplesMissing = %v, want [212.1c] (its second Example is not played)", r.ExamplesMissing)
	}
	if len(r.Parts) != 2 || r.Parts[0].ID != "2" || r.Parts[0].Examples != 5 || r.Parts[0].ExamplesPlayed != 4 || r.Parts[1].ExamplesPlayed != 1 {
		t.Errorf("Parts = %+v, want section 2 with 4 of 5 Examples played and section 4 with 1", r.Parts)
	}
}

func TestSeedAndItsFullEditionCountEachOthersScenarios(t *testing.T) {
	full := &corpus.Edition{ID: "2006-10-01", Rules: []*corpus.Rule{
		{ID: "409.1h", Kind: corpus.KindSubrule},
		{ID: "502.9a", Kind: corpus.KindSubrule},
		{ID: "601.2f", Kind: corpus.KindSubrule},
	}}
	results := []Result{
		{ID: "seed-play", Edition: "seed", Passed: true, Rules: []string{"409.1h"}},
		{ID: "full-play", Edition: "2006-10-01", Passed: true, Rules: []string{"502.9a"}},
		{ID: "modern-play", Edition: "2026-04-17", Passed: true, Rules: []string{"601.2f"}},
	}
	got := Coverage(full, results)
	if got.Covered != 2 || len(got.Missing) != 1 || got.Missing[0] != "601.2f" {
		t.Errorf("2006-10-01 coverage = %d covered, missing %v; want the seed's and its own scenarios, not 2026's", got.Covered, got.Missing)
	}
	seed := &corpus.Edition{ID: "seed", Rules: full.Rules[:2]}
	if got := Coverage(seed, results); got.Covered != 2 {
		t.Errorf("seed coverage = %d covered, want 2 (its own and 2006-10-01's)", got.Covered)
	}
}

// TestCoverageOfBuiltinIsCoverageOfTheWholeCheck requires the coverage of
// the built-in scenarios, playing only what counts for an edition, to be
// the report Coverage gives over every scenario checked whole, for the
// default edition and for the seed (which counts the plays of 2006-10-01
// too), on the results of builtinResult, checked once per test binary.
func TestCoverageOfBuiltinIsCoverageOfTheWholeCheck(t *testing.T) {
	all, cards := builtinSet(t)
	whole := make([]Result, len(all))
	for i, s := range all {
		whole[i] = builtinResult(t, s)
	}
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	latest, err := corpus.LoadBuiltin(DefaultEdition)
	if err != nil {
		t.Fatal(err)
	}
	plays := len(eraResults(whole))
	for _, e := range []*corpus.Edition{latest, seed} {
		checker := Checker{Cards: cards}
		played := len(checker.checkUnder(e.ID, all))
		if played == 0 || played >= plays {
			t.Errorf("%s: %d plays of %d checked; want some, not all", e.ID, played, plays)
		}
		got, want := checker.CoverageOfBuiltin(e), Coverage(e, whole)
		if !reflect.DeepEqual(got, want) {
			gotJSON, _ := json.Marshal(got)
			wantJSON, _ := json.Marshal(want)
			t.Errorf("%s: CoverageOfBuiltin =\n%s\nwant Coverage of the whole check\n%s", e.ID, gotJSON, wantJSON)
		}
		t.Logf("%s: %d of %d plays checked", e.ID, played, plays)
	}
}
