package scenarios

import (
	"fmt"
	"io"
	"strings"
)

// ComparisonOutput is the JSON form of a comparison, as `judge scenario
// run --edition A --edition B --json` prints it.
type ComparisonOutput struct {
	ID       string   `json:"id"`
	File     string   `json:"file"`
	Title    string   `json:"title,omitempty"`
	Editions []string `json:"editions"`
	// Passed is true when the scenario passed under every edition.
	Passed bool `json:"passed"`
	// Runs are the verdicts, one per edition, with their traces.
	Runs []ScenarioOutput `json:"runs"`
	// Steps are the aligned traces: each row holds one step per edition,
	// null where that edition took no such step.
	Steps []StepRowOutput `json:"steps"`
	// State is the final state, fact by fact.
	State []StateRowOutput `json:"state"`
	// StepsDiffering and StateDiffering count the rows marked as
	// differing.
	StepsDiffering int `json:"steps_differing"`
	StateDiffering int `json:"state_differing"`
}

// StepRowOutput is one row of aligned steps.
type StepRowOutput struct {
	Differs bool          `json:"differs"`
	Steps   []*StepOutput `json:"steps"`
}

// StateRowOutput is one fact of the final states.
type StateRowOutput struct {
	What    string   `json:"what"`
	Values  []string `json:"values"`
	Differs bool     `json:"differs"`
}

// NewComparisonOutput returns the JSON form of c, with rule texts read
// through editions.
func NewComparisonOutput(c Comparison, editions EditionLookup) ComparisonOutput {
	out := ComparisonOutput{Editions: nonNil(c.Editions), Passed: c.Passed(), Runs: []ScenarioOutput{}, Steps: []StepRowOutput{}, State: []StateRowOutput{}}
	if c.Scenario != nil {
		out.ID, out.File, out.Title = c.Scenario.ID, c.Scenario.File, c.Scenario.Title
	}
	for _, r := range c.Runs {
		out.Runs = append(out.Runs, NewScenarioOutput(r, true, editions))
	}
	for _, row := range c.Steps {
		o := StepRowOutput{Differs: row.Differs, Steps: make([]*StepOutput, len(row.Steps))}
		for j, st := range row.Steps {
			if st != nil {
				o.Steps[j] = &StepOutput{Rule: st.Rule, Text: st.Text}
				if editions != nil {
					if e, err := editions(c.Editions[j]); err == nil {
						o.Steps[j].RuleText, o.Steps[j].Known = RuleText(e, st.Rule)
					}
				}
			}
		}
		if row.Differs {
			out.StepsDiffering++
		}
		out.Steps = append(out.Steps, o)
	}
	for _, row := range c.State {
		if row.Differs {
			out.StateDiffering++
		}
		out.State = append(out.State, StateRowOutput(row))
	}
	return out
}

// WriteComparison prints c for a reader: the verdict under each edition,
// the final states side by side and the aligned traces, with "*" marking
// each fact and step that differs.
func WriteComparison(w io.Writer, c Comparison) error {
	var b strings.Builder
	verdict := "PASS"
	if !c.Passed() {
		verdict = "FAIL"
	}
	id, file := "", ""
	if c.Scenario != nil {
		id, file = c.Scenario.ID, c.Scenario.File
	} else if len(c.Runs) > 0 {
		id, file = c.Runs[0].ID, c.Runs[0].File
	}
	fmt.Fprintf(&b, "%s  %s  %s\n", verdict, id, file)
	if c.Scenario != nil && c.Scenario.Title != "" {
		fmt.Fprintf(&b, "  %s\n", c.Scenario.Title)
	}
	fmt.Fprintf(&b, "\n  The same play under %s\n", strings.Join(c.Editions, " and "))
	for j, r := range c.Runs {
		v := "PASS"
		if !r.Passed {
			v = "FAIL"
		}
		fmt.Fprintf(&b, "    %-12s %s", c.Editions[j], v)
		if len(r.Rules) > 0 {
			fmt.Fprintf(&b, "  about %s", strings.Join(r.Rules, ", "))
		}
		b.WriteByte('\n')
		for _, p := range r.Problems {
			fmt.Fprintf(&b, "      %s\n", p.Error())
		}
	}

	whatWidth := len("Final state")
	for _, row := range c.State {
		whatWidth = max(whatWidth, len(row.What))
	}
	column := 12
	for _, row := range c.State {
		for _, v := range row.Values {
			column = max(column, min(len(v), 30))
		}
	}
	fmt.Fprintf(&b, "\n    %-*s", whatWidth, "Final state")
	for _, e := range c.Editions {
		fmt.Fprintf(&b, "  %-*s", column, e)
	}
	b.WriteByte('\n')
	differ := 0
	for _, row := range c.State {
		if !row.Differs && quiet(row.Values) {
			continue
		}
		mark := " "
		if row.Differs {
			mark, differ = "*", differ+1
		}
		fmt.Fprintf(&b, "  %s %-*s", mark, whatWidth, row.What)
		for _, v := range row.Values {
			fmt.Fprintf(&b, "  %-*s", column, v)
		}
		b.WriteString("\n")
	}

	steps := 0
	for _, row := range c.Steps {
		if row.Differs {
			steps++
		}
	}
	fmt.Fprintf(&b, "\n  Trace (%d of %d steps differ, marked *)\n", steps, len(c.Steps))
	for k, row := range c.Steps {
		if !row.Differs {
			rules := make([]string, len(row.Steps))
			for j, st := range row.Steps {
				rules[j] = st.Rule
			}
			fmt.Fprintf(&b, "    %3d  [%s]  %s\n", k+1, strings.Join(rules, " | "), row.Steps[0].Text)
			continue
		}
		for j, st := range row.Steps {
			if st != nil {
				fmt.Fprintf(&b, "  * %3d  %s [%s]  %s\n", k+1, c.Editions[j], st.Rule, st.Text)
			}
		}
	}
	fmt.Fprintf(&b, "\n  %d of the final state's facts and %d steps differ\n", differ, steps)
	lines := strings.Split(b.String(), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	_, err := io.WriteString(w, strings.Join(lines, "\n"))
	return err
}

// quiet reports whether every value is an empty zone or pool.
func quiet(values []string) bool {
	for _, v := range values {
		if v != "nothing" && v != "empty" {
			return false
		}
	}
	return true
}
