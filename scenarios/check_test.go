package scenarios

import (
	"errors"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/rulings"
)

// stubbed loads src as a scenario and returns a checker whose engine
// answers with outcome and err.
func stubbed(t *testing.T, src string, outcome *Outcome, err error) (*Scenario, Checker) {
	t.Helper()
	s, loadErr := Load("s.md", []byte(src))
	if loadErr != nil {
		t.Fatal(loadErr)
	}
	return s, Checker{play: func(*Scenario, *CardLibrary) (*Outcome, error) { return outcome, err }}
}

func traceCiting(rules ...string) *rulings.Trace {
	var steps []rulings.Step
	for _, r := range rules {
		steps = append(steps, rulings.Step{Rule: r, Text: "step citing " + r})
	}
	return rulings.NewTrace(steps...)
}

const twoRules = "---\nrules:\n  - 409.1f\n  - 409.1h\n---\n\n```scenario\nplay\n```\n"

func TestCheckVerdicts(t *testing.T) {
	tests := []struct {
		name       string
		outcome    *Outcome
		err        error
		wantPassed bool
		wantError  string
		wantCites  string
	}{
		{
			name:       "every rule cited and every expectation held",
			outcome:    &Outcome{Trace: traceCiting("409.1a", "409.1f", "409.1h", "409.1f")},
			wantPassed: true,
			wantCites:  "409.1a 409.1f 409.1h",
		},
		{
			name:      "a wrong expectation fails at its line",
			outcome:   &Outcome{Trace: traceCiting("409.1f", "409.1h"), Failures: []Failure{{File: "s.md", Line: 8, Expected: "Alice's life 20", Got: "18"}}},
			wantError: "s.md:8: expected Alice's life 20, got 18",
			wantCites: "409.1f 409.1h",
		},
		{
			name:      "a rule of rules: that the trace never cites fails at its front matter line",
			outcome:   &Outcome{Trace: traceCiting("409.1f")},
			wantError: "s.md:4: the scenario is about rule 409.1h but its trace never cites it",
			wantCites: "409.1f",
		},
		{
			name:      "a program that cannot run fails with its located error",
			err:       &Error{File: "s.md", Line: 8, Msg: "no card named Death Bom"},
			wantError: "s.md:8: no card named Death Bom",
		},
		{
			name:      "an unlocated engine error is placed at the program",
			err:       errors.New("stack overflowed"),
			wantError: "s.md:8: stack overflowed",
		},
		{
			name:      "an outcome without a trace fails",
			outcome:   &Outcome{},
			wantError: "s.md:8: the rules engine returned no trace",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, c := stubbed(t, twoRules, tc.outcome, tc.err)
			r := c.Check(s)
			if r.Passed != tc.wantPassed || r.Error != tc.wantError || strings.Join(r.Cites, " ") != tc.wantCites {
				t.Errorf("Check = passed %v, error %q, cites %q; want %v, %q, %q", r.Passed, r.Error, r.Cites, tc.wantPassed, tc.wantError, tc.wantCites)
			}
		})
	}
}

func TestCheckProblemsAreInLineOrder(t *testing.T) {
	s, c := stubbed(t, twoRules, &Outcome{Trace: traceCiting("409.1a"), Failures: []Failure{{File: "s.md", Line: 8, Expected: "a", Got: "b"}}}, nil)
	r := c.Check(s)
	want := "s.md:3: the scenario is about rule 409.1f but its trace never cites it\n" +
		"s.md:4: the scenario is about rule 409.1h but its trace never cites it\n" +
		"s.md:8: expected a, got b"
	if r.Error != want {
		t.Errorf("Error =\n%s\nwant\n%s", r.Error, want)
	}
}

func TestCheckSurvivesAnEnginePanic(t *testing.T) {
	s, _ := stubbed(t, twoRules, nil, nil)
	c := Checker{play: func(*Scenario, *CardLibrary) (*Outcome, error) { panic("index out of range") }}
	r := c.Check(s)
	if r.Passed || !strings.HasPrefix(r.Error, "s.md:8: the rules engine failed on this scenario: index out of range") {
		t.Errorf("Check after a panic = passed %v, error %q", r.Passed, r.Error)
	}
}

func TestCheckRejectsRulesOutsideTheEdition(t *testing.T) {
	edition := &corpus.Edition{ID: "seed", Rules: []*corpus.Rule{{ID: "409.1f", Kind: corpus.KindSubrule}}}
	s, c := stubbed(t, twoRules, &Outcome{Trace: traceCiting("409.1f", "409.1h")}, nil)
	s.Edition = "seed"
	c.Edition = func(id string) (*corpus.Edition, error) {
		if id != "seed" {
			return nil, errors.New("no such edition")
		}
		return edition, nil
	}
	r := c.Check(s)
	if want := "s.md:4: rules: 409.1h is not a rule of edition seed"; r.Passed || r.Error != want {
		t.Errorf("Check = passed %v, error %q; want failed with %q", r.Passed, r.Error, want)
	}

	s.Edition, s.EditionLine = "1999-01-01", 5
	if r := c.Check(s); r.Passed || !strings.Contains(r.Error, `s.md:5: edition "1999-01-01": no such edition`) {
		t.Errorf("Check with a missing edition = passed %v, error %q", r.Passed, r.Error)
	}
}

// TestFirstFailureStopsAtTheFailingEdition: a scenario of two editions
// whose play fails is checked under both, unless the checker asks only
// for the first failure.
func TestFirstFailureStopsAtTheFailingEdition(t *testing.T) {
	src := "---\neditions:\n  2006-10-01: [413.2a]\n  2026-04-17: [608.2b]\n---\n\n```scenario\nplay\n```\n"
	s, c := stubbed(t, src, nil, errors.New("the play went wrong"))
	if r := c.Check(s); r.Passed || len(r.Eras) != 2 {
		t.Errorf("checked under %d editions, passed %v; want both, failing", len(r.Eras), r.Passed)
	}
	c.firstFailure = true
	r := c.Check(s)
	if r.Passed || len(r.Eras) != 1 || !strings.Contains(r.Error, "under 2006-10-01: ") || strings.Contains(r.Error, "2026-04-17") {
		t.Errorf("with firstFailure: %d editions, passed %v, error %q; want the 2006 failure alone", len(r.Eras), r.Passed, r.Error)
	}
}
