package scenarios

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/rulings"
)

// BuiltinAbout skips files by their raw bytes before parsing; it must
// still find exactly what indexing the whole parsed set finds, for every
// rule any built-in scenario is about. Each edition and rule is asked
// once (BuiltinAbout reads the whole embedded set each time), and each
// scenario about it must be in the answer.
func TestBuiltinAboutFindsWhatThePairingOfTheWholeSetFinds(t *testing.T) {
	all, _ := builtinSet(t)
	checked := make([]Checked, len(all))
	for i, s := range all {
		checked[i] = Checked{Scenario: s, Result: Result{ID: s.ID}}
	}
	pairing := NewPairing(checked)
	ids := func(list []Checked) []string {
		var out []string
		for _, c := range list {
			out = append(out, c.ID)
		}
		return out
	}
	type question struct{ edition, rule string }
	answers := map[question][]string{}
	asked := 0
	for _, s := range all {
		editions := s.Editions
		if len(editions) == 0 {
			editions = []EditionRules{{ID: s.Edition, Rules: s.Rules}}
		}
		for _, e := range editions {
			for _, rule := range e.Rules {
				q := question{e.ID, rule}
				got, ok := answers[q]
				if !ok {
					asked++
					for _, about := range BuiltinAbout(e.ID, rule) {
						got = append(got, about.ID)
					}
					answers[q] = got
					if want := ids(pairing.About(e.ID, rule)); !slices.Equal(got, want) {
						t.Errorf("BuiltinAbout(%s, %s) = %v, want %v", e.ID, rule, got, want)
					}
				}
				if !slices.Contains(got, s.ID) {
					t.Errorf("BuiltinAbout(%s, %s) = %v, want %s in it", e.ID, rule, got, s.ID)
				}
			}
		}
	}
	if asked == 0 {
		t.Fatal("no built-in scenario names a rule")
	}
	for _, tc := range []struct{ edition, rule string }{
		{corpus.SeedID, "999.9z"},
		{"1999-01-01", "409.1h"},
	} {
		if got := BuiltinAbout(tc.edition, tc.rule); len(got) != 0 {
			t.Errorf("BuiltinAbout(%s, %s) = %d scenarios, want none", tc.edition, tc.rule, len(got))
		}
	}
}

func TestPairingKeepsEditionsApartButTheSeedIsThe2006Rules(t *testing.T) {
	seed := &Scenario{ID: "in-seed", Edition: corpus.SeedID, Rules: []string{"409.1h"}}
	full := &Scenario{ID: "in-2006", Edition: "2006-10-01", Rules: []string{"409.1h", "409.1f"}}
	eras := &Scenario{ID: "both-eras", Edition: "2006-10-01", Rules: []string{"310.4b"}, Editions: []EditionRules{
		{ID: "2006-10-01", Rules: []string{"310.4b"}},
		{ID: "2026-04-17", Rules: []string{"510.1d"}},
	}}
	pairing := NewPairing([]Checked{
		{Scenario: seed, Result: Result{ID: seed.ID}},
		{Scenario: full, Result: Result{ID: full.ID}},
		{Scenario: eras, Result: Result{ID: eras.ID}},
		LoadFailure("broken.md", &Error{File: "broken.md", Line: 1, Msg: "bad"}),
	})
	tests := []struct {
		edition, rule string
		want          []string
	}{
		{corpus.SeedID, "409.1h", []string{"in-seed", "in-2006"}},
		{"", "510.1d", []string{"both-eras"}},
		{"2006-10-01", "409.1h", []string{"in-seed", "in-2006"}},
		{corpus.SeedID, "409.1f", []string{"in-2006"}},
		{"2026-04-17", "409.1h", nil},
		{"2026-04-17", "510.1d", []string{"both-eras"}},
		{"2026-04-17", "310.4b", nil},
		{"2006-10-01", "310.4b", []string{"both-eras"}},
		{"2006-10-01", "510.1d", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, c := range pairing.About(tc.edition, tc.rule) {
			got = append(got, c.ID)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("About(%q, %s) = %v, want %v", tc.edition, tc.rule, got, tc.want)
		}
	}
}

func TestPairedScenarioShowsTheStepWhereTheEngineAppliesTheRule(t *testing.T) {
	checker, err := NewChecker(seedEdition)
	if err != nil {
		t.Fatal(err)
	}
	about := BuiltinAbout(corpus.SeedID, "409.1h")
	i := slices.IndexFunc(about, func(s *Scenario) bool { return s.ID == "death-bomb" })
	if i < 0 {
		t.Fatalf("death-bomb is not about seed 409.1h: %d others are", len(about))
	}
	deathBomb := about[i]
	// The same file with the spell never played: it fails, and no step
	// cites the rule.
	unplayed := regexp.MustCompile(`(?m)^  alice plays "Death Bomb".*\n`).ReplaceAllString(string(mustRead(t, deathBomb.File)), "")
	unplayed = strings.Replace(unplayed, "---\n", "---\nid: unplayed-death-bomb\ntitle: Death Bomb never played\n", 1)
	checked := append(checker.CheckBuiltinScenarios([]*Scenario{deathBomb}), checker.RunText("unplayed.md", []byte(unplayed)))
	if checked[1].Trace == nil {
		t.Fatalf("the unplayed file did not run: %s", checked[1].Error)
	}
	got := NewPairedScenarios(corpus.SeedID, "409.1h", checked)
	want := []PairedScenario{
		{ID: "death-bomb", Passed: true, Step: &PairedStep{Rule: "409.1h", Text: "alice pays {2}{B}"}},
		{ID: "unplayed-death-bomb", Title: "Death Bomb never played"},
	}
	gotJSON, _ := json.Marshal(got)
	wantJSON, _ := json.Marshal(want)
	if string(gotJSON) != string(wantJSON) {
		t.Errorf("paired =\n%s\nwant\n%s", gotJSON, wantJSON)
	}
	if empty, _ := json.Marshal(NewPairedScenarios(corpus.SeedID, "409.1h", nil)); string(empty) != "[]" {
		t.Errorf("no paired scenarios encode as %s, want []", empty)
	}
}

func mustRead(t *testing.T, file string) []byte {
	t.Helper()
	data, err := builtin.ReadFile(strings.TrimPrefix(file, builtinPrefix))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// BenchmarkBuiltinAbout is what one `judge rule` lookup spends finding
// the scenarios about a rule, before checking them: a rule two scenarios
// are about, and a number in none.
func BenchmarkBuiltinAbout(b *testing.B) {
	for _, rule := range []string{"409.1h", "999.9z"} {
		b.Run(rule, func(b *testing.B) {
			for b.Loop() {
				BuiltinAbout(corpus.SeedID, rule)
			}
		})
	}
}

// BenchmarkCheckAbout adds checking them, as `judge rule 409.1h` does.
func BenchmarkCheckAbout(b *testing.B) {
	checker, err := NewChecker(seedEdition)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		checker.CheckBuiltinScenarios(BuiltinAbout(corpus.SeedID, "409.1h"))
	}
}

func TestPairedScenarioOfTwoErasShowsTheEraAsked(t *testing.T) {
	s := &Scenario{ID: "both-eras", Edition: "2006-10-01", Rules: []string{"310.4b"}, Editions: []EditionRules{
		{ID: "2006-10-01", Rules: []string{"310.4b"}},
		{ID: "2026-04-17", Rules: []string{"510.1d"}},
	}}
	old := Result{ID: s.ID, Edition: "2006-10-01", Passed: true, Trace: rulings.NewTrace(rulings.Step{Rule: "310.4b", Text: "damage on the stack"})}
	now := Result{ID: s.ID, Edition: "2026-04-17", Trace: rulings.NewTrace(rulings.Step{Rule: "510.1d", Text: "no damage"})}
	all := old
	all.Passed, all.Eras = false, []Result{old, now}
	checked := []Checked{{Scenario: s, Result: all}}
	tests := []struct {
		edition, rule string
		want          PairedScenario
	}{
		{"2006-10-01", "310.4b", PairedScenario{ID: s.ID, Passed: true, Step: &PairedStep{Rule: "310.4b", Text: "damage on the stack"}}},
		{corpus.SeedID, "310.4b", PairedScenario{ID: s.ID, Passed: true, Step: &PairedStep{Rule: "310.4b", Text: "damage on the stack"}}},
		{"2026-04-17", "510.1d", PairedScenario{ID: s.ID, Passed: false, Step: &PairedStep{Rule: "510.1d", Text: "no damage"}}},
	}
	for _, tc := range tests {
		got := NewPairedScenarios(tc.edition, tc.rule, checked)
		gotJSON, _ := json.Marshal(got)
		wantJSON, _ := json.Marshal([]PairedScenario{tc.want})
		if string(gotJSON) != string(wantJSON) {
			t.Errorf("under %s %s: %s, want %s", tc.edition, tc.rule, gotJSON, wantJSON)
		}
	}
}
