package scenarios

import (
	"errors"
	"io/fs"
	"os"
	"regexp"
	"sort"
	"strings"

	"github.com/judgekit/judge/rulings"
)

// Comparison is one scenario played under several editions, side by side:
// the same play in two eras.
type Comparison struct {
	// Scenario is the scenario played; nil when its file did not load.
	Scenario *Scenario
	// Editions are the editions, in the order asked.
	Editions []string
	// Runs are the checked runs, one per edition.
	Runs []Checked
	// Steps are the traces aligned step by step.
	Steps []StepRow
	// State is the final states, fact by fact.
	State []StateRow
}

// StepRow is one step of the aligned traces: a step of each edition's
// trace, or nil where that edition took no such step. Differs marks a
// step some edition took and another did not: the play changed there.
type StepRow struct {
	Steps   []*rulings.Step
	Differs bool
}

// StateRow is one fact of the final states under each edition.
type StateRow struct {
	What    string
	Values  []string
	Differs bool
}

// Passed reports whether the scenario passed under every edition.
func (c Comparison) Passed() bool {
	for _, r := range c.Runs {
		if !r.Passed {
			return false
		}
	}
	return len(c.Runs) > 0
}

// Compare plays s under each edition and lines the outcomes up. Steps
// are matched by what they say once each edition's words for zones and
// for casting are set aside ("plays" and "casts" are the same step), so a
// step marked as differing is a step of the play, not of the vocabulary.
func (c Checker) Compare(s *Scenario, editions []string) Comparison {
	// The comparison is about the play: an edition whose text isn't
	// imported is still played, its rules: list checked for form only.
	c.unimportedOK = true
	runs := make([]Checked, len(editions))
	for i, id := range editions {
		played := s.For(id)
		runs[i] = Checked{Scenario: played, Result: c.Check(played)}
	}
	return comparison(s, editions, runs)
}

// comparison sets side by side the runs of s, one under each of editions,
// in that order.
func comparison(s *Scenario, editions []string, runs []Checked) Comparison {
	cmp := Comparison{Scenario: s, Editions: editions, Runs: runs}
	var traces [][]rulings.Step
	for i, id := range editions {
		run := runs[i]
		var steps []rulings.Step
		if run.Trace != nil {
			neutral := neutralizer(id)
			for _, st := range run.Trace.Steps() {
				steps = append(steps, rulings.Step{Rule: st.Rule, Text: neutral(st.Text)})
			}
		}
		traces = append(traces, steps)
	}
	cmp.Steps = alignSteps(cmp.Runs, traces)
	cmp.State = alignState(cmp.Runs)
	return cmp
}

// neutralizer returns what sets an edition's words aside in a step's
// text: its phrases go back to the reference edition's ("enters" to
// "comes into play"), then the words for zones and for playing of both
// become placeholders shared by every edition.
func neutralizer(edition string) func(string) string {
	rules, err := rulings.RulesFor(edition)
	if err != nil {
		return func(text string) string { return text }
	}
	phrases := strings.NewReplacer()
	if p := rules.Words.Phrases; len(p) > 0 {
		type pair struct{ now, then string }
		var back []pair
		for i := 0; i+1 < len(p); i += 2 {
			back = append(back, pair{p[i+1], p[i]})
		}
		// Longer phrases first: "exiled" before "exile".
		sort.SliceStable(back, func(i, j int) bool { return len(back[i].now) > len(back[j].now) })
		var old []string
		for _, b := range back {
			old = append(old, b.now, b.then)
		}
		phrases = strings.NewReplacer(old...)
	}
	type word struct{ from, to string }
	var words []word
	for _, w := range []rulings.Words{rules.Words, rulings.Rules2006().Words} {
		for z, name := range w.Zones {
			words = append(words, word{name, "<" + z.String() + ">"})
		}
		for _, v := range w.Verbs() {
			words = append(words, word{v, "<play>"})
		}
	}
	// Longer words first: "removed from the game" before "the game".
	sort.SliceStable(words, func(i, j int) bool { return len(words[i].from) > len(words[j].from) })
	to := map[string]string{}
	var alternatives []string
	for _, w := range words {
		if _, ok := to[w.from]; w.from != "" && !ok {
			to[w.from] = w.to
			alternatives = append(alternatives, regexp.QuoteMeta(w.from))
		}
	}
	// One pass, whole words only: a placeholder is never replaced again,
	// and "cast" in "forecast" is not the verb.
	re := regexp.MustCompile(`\b(?:` + strings.Join(alternatives, "|") + `)\b`)
	return func(text string) string {
		return re.ReplaceAllStringFunc(phrases.Replace(text), func(m string) string { return to[m] })
	}
}

// alignSteps lines the traces up by their longest common subsequence of
// neutral step texts; with more than two editions, each is aligned with
// the first.
func alignSteps(runs []Checked, traces [][]rulings.Step) []StepRow {
	if len(traces) == 0 {
		return nil
	}
	original := func(run, i int) *rulings.Step {
		st := runs[run].Trace.Steps()[i]
		return &st
	}
	// A row holds an index into each trace, -1 where that trace has no
	// step there. Each base row is the first trace's step; the steps of a
	// later trace that match none go in rows of their own just before the
	// base row they precede.
	type row struct{ at []int }
	newRow := func() *row {
		r := &row{at: make([]int, len(traces))}
		for j := range r.at {
			r.at[j] = -1
		}
		return r
	}
	base := traces[0]
	var rows []*row
	baseRows := make([]*row, len(base))
	for i := range base {
		r := newRow()
		r.at[0] = i
		rows, baseRows[i] = append(rows, r), r
	}
	for t := 1; t < len(traces); t++ {
		before := make([][]*row, len(base)+1)
		ti := 0
		for _, p := range append(lcs(base, traces[t]), [2]int{len(base), len(traces[t])}) {
			for ; ti < p[1]; ti++ {
				r := newRow()
				r.at[t] = ti
				before[p[0]] = append(before[p[0]], r)
			}
			if p[0] < len(base) {
				baseRows[p[0]].at[t] = ti
				ti++
			}
		}
		var merged []*row
		for _, r := range rows {
			if r.at[0] >= 0 {
				merged = append(merged, before[r.at[0]]...)
			}
			merged = append(merged, r)
		}
		rows = append(merged, before[len(base)]...)
	}
	out := make([]StepRow, len(rows))
	for k, r := range rows {
		out[k].Steps = make([]*rulings.Step, len(traces))
		for j, i := range r.at {
			if i >= 0 {
				out[k].Steps[j] = original(j, i)
			} else {
				out[k].Differs = true
			}
		}
	}
	return out
}

// lcs returns the index pairs of a longest common subsequence of a and
// b, matching steps by text.
func lcs(a, b []rulings.Step) [][2]int {
	n, m := len(a), len(b)
	length := make([][]int, n+1)
	for i := range length {
		length[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i].Text == b[j].Text {
				length[i][j] = length[i+1][j+1] + 1
			} else {
				length[i][j] = max(length[i+1][j], length[i][j+1])
			}
		}
	}
	var pairs [][2]int
	for i, j := 0, 0; i < n && j < m; {
		switch {
		case a[i].Text == b[j].Text:
			pairs = append(pairs, [2]int{i, j})
			i, j = i+1, j+1
		case length[i+1][j] >= length[i][j+1]:
			i++
		default:
			j++
		}
	}
	return pairs
}

// alignState lines the final states up fact by fact, in the order the
// first run lists them.
func alignState(runs []Checked) []StateRow {
	var order []string
	values := map[string][]string{}
	for j, r := range runs {
		for _, e := range r.State {
			if _, ok := values[e.What]; !ok {
				order = append(order, e.What)
				values[e.What] = make([]string, len(runs))
			}
			values[e.What][j] = e.Value
		}
	}
	var out []StateRow
	for _, what := range order {
		row := StateRow{What: what, Values: values[what]}
		for _, v := range row.Values[1:] {
			if v != row.Values[0] {
				row.Differs = true
			}
		}
		out = append(out, row)
	}
	return out
}

// CompareArg compares the file arg names or, when there is no such file,
// the built-in scenario with that ID, under each edition. A file that
// does not load is one failed run per edition.
func (c Checker) CompareArg(arg string, editions []string) Comparison {
	var loaded Checked
	if s, ok := BuiltinScenario(arg); ok {
		if _, err := os.Stat(arg); errors.Is(err, fs.ErrNotExist) {
			return c.Compare(s, editions)
		}
	}
	if data, err := ReadFile(arg); err != nil {
		loaded = LoadFailure(arg, err)
	} else if s, err := Load(arg, data); err != nil {
		loaded = LoadFailure(arg, err)
	} else {
		loaded.Scenario = s
	}
	if loaded.Scenario == nil {
		cmp := Comparison{Editions: editions}
		for range editions {
			cmp.Runs = append(cmp.Runs, loaded)
		}
		return cmp
	}
	return c.forFile().Compare(loaded.Scenario, editions)
}
