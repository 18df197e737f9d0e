package scenarios

import (
	"strings"

	"github.com/judgekit/judge/corpus"
)

// CheckOutput is the JSON form of checked scenarios, as `judge scenario
// check --json` and `run --json` print them and the web API answers them.
// Lists are never null so scripts can iterate without checking.
type CheckOutput struct {
	Passed    int              `json:"passed"`
	Failed    int              `json:"failed"`
	Scenarios []ScenarioOutput `json:"scenarios"`
}

// ScenarioOutput is one scenario's verdict; Prose and Trace are filled
// only when asked for (`run`, not `check`).
type ScenarioOutput struct {
	ID       string          `json:"id"`
	File     string          `json:"file"`
	Title    string          `json:"title,omitempty"`
	Edition  string          `json:"edition,omitempty"`
	Source   string          `json:"source,omitempty"`
	Prose    string          `json:"prose,omitempty"`
	Rules    []string        `json:"rules"`
	Cites    []string        `json:"cites"`
	Passed   bool            `json:"passed"`
	Error    string          `json:"error"`
	Problems []ProblemOutput `json:"problems"`
	Trace    []StepOutput    `json:"trace,omitempty"`
}

// ProblemOutput is one located reason a scenario failed.
type ProblemOutput struct {
	File    string `json:"file"`
	Line    int    `json:"line,omitempty"`
	Message string `json:"message"`
}

// StepOutput is one trace step with the text of the rule it cites; Known
// is false when the rule is not in the scenario's edition.
type StepOutput struct {
	Rule     string `json:"rule"`
	Text     string `json:"text"`
	RuleText string `json:"rule_text"`
	Known    bool   `json:"known"`
}

// EditionLookup returns an edition by ID.
type EditionLookup func(id string) (*corpus.Edition, error)

// NewCheckOutput returns the JSON form of reports; withTrace adds each
// scenario's prose and its trace, with rule texts read through editions.
func NewCheckOutput(reports []Checked, withTrace bool, editions EditionLookup) CheckOutput {
	out := CheckOutput{Scenarios: []ScenarioOutput{}}
	for _, r := range reports {
		if r.Passed {
			out.Passed++
		} else {
			out.Failed++
		}
		out.Scenarios = append(out.Scenarios, NewScenarioOutput(r, withTrace, editions))
	}
	return out
}

// NewScenarioOutput returns the JSON form of one checked scenario, as
// NewCheckOutput lists it.
func NewScenarioOutput(r Checked, withTrace bool, editions EditionLookup) ScenarioOutput {
	s := ScenarioOutput{
		ID:       r.ID,
		File:     r.File,
		Edition:  r.Edition,
		Rules:    nonNil(r.Rules),
		Cites:    nonNil(r.Cites),
		Passed:   r.Passed,
		Error:    r.Error,
		Problems: []ProblemOutput{},
	}
	if r.Scenario != nil {
		s.Title, s.Source = r.Scenario.Title, r.Scenario.Source
	}
	for _, p := range r.Problems {
		s.Problems = append(s.Problems, ProblemOutput{File: p.File, Line: p.Line, Message: p.Msg})
	}
	if withTrace && r.Scenario != nil {
		s.Prose = r.Scenario.Prose
	}
	if withTrace && r.Trace != nil {
		var edition *corpus.Edition
		if editions != nil {
			edition, _ = editions(r.Edition)
		}
		for _, step := range r.Trace.Steps() {
			text, known := RuleText(edition, step.Rule)
			s.Trace = append(s.Trace, StepOutput{Rule: step.Rule, Text: step.Text, RuleText: text, Known: known})
		}
	}
	return s
}

// RuleText returns a rule's text as one paragraph, titled, and whether
// the edition has the rule at all.
func RuleText(edition *corpus.Edition, id string) (string, bool) {
	if edition == nil {
		return "", false
	}
	rule, ok := edition.Rule(id)
	if !ok {
		return "", false
	}
	text := strings.Join(strings.Fields(rule.Text), " ")
	if rule.Title != "" {
		text = strings.TrimSpace(rule.Title + ". " + text)
	}
	return text, true
}

func nonNil[T any](list []T) []T {
	if list == nil {
		return []T{}
	}
	return list
}
