package scenarios

import (
	"regexp"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// TestBuiltinTracesCiteOnlyRulesOfTheirEdition runs every built-in
// scenario under each edition it names and requires every number its
// trace cites to be a rule of that edition. The seed edition is fragments
// of the Comprehensive Rules of 2006-10-01; a number the fragments lack
// must be a rule of that complete edition, never a number from a later
// one. Other editions are read from the shared editions.
func TestBuiltinTracesCiteOnlyRulesOfTheirEdition(t *testing.T) {
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	editions := map[string][]*corpus.Edition{}
	edition := func(id string) []*corpus.Edition {
		if id == seed.ID {
			id = "2006-10-01"
		}
		if e, ok := editions[id]; ok {
			return e
		}
		name := "cr-" + id + ".txt"
		full, err := sharedEdition(t, name)
		if err != nil {
			t.Fatal(err)
		}
		editions[id] = []*corpus.Edition{full}
		if id == "2006-10-01" {
			editions[id] = append(editions[id], seed)
		}
		return editions[id]
	}
	all, _ := builtinSet(t)
	// Most steps repeat steps of other scenarios: each rule and text is
	// checked once per edition.
	type stepKey struct{ edition, rule, text string }
	seen := map[stepKey]bool{}
	for _, s := range all {
		for _, r := range eraResults([]Result{builtinResult(t, s)}) {
			if r.Trace == nil {
				t.Errorf("%s under %s: no trace: %s", s.File, r.Edition, r.Error)
				continue
			}
			known := edition(r.Edition)
			if rule, which, ok := exampleSource(s.Source); ok && r.Edition == s.Edition {
				checkExampleSource(t, s.File, known, rule, which)
			}
			for _, step := range r.Trace.Steps() {
				k := stepKey{r.Edition, step.Rule, step.Text}
				if seen[k] {
					continue
				}
				seen[k] = true
				if !anyRule(known, step.Rule) {
					t.Errorf("%s: the trace under %s cites %s, which is not a rule of that edition: %q", s.File, r.Edition, step.Rule, step.Text)
				}
				if title, ok := heading(known, step.Rule); ok && !names(step.Text, title) {
					t.Errorf("%s: the trace under %s cites %s, the heading %q, for what one of its subrules says: %q", s.File, r.Edition, step.Rule, title, step.Text)
				}
				for _, n := range mentioned.FindAllString(quoted.ReplaceAllString(step.Text, ""), -1) {
					if !anyRule(known, n) {
						t.Errorf("%s: the trace under %s mentions rule %s, which is not a rule of that edition: %q", s.File, r.Edition, n, step.Text)
					}
				}
			}
		}
	}
}

// mentioned matches a rule number a step's words name, "(401.6)" or
// "rule 212.4d".
var mentioned = regexp.MustCompile(`\b[1-9][0-9]{2}\.[0-9]+[a-z]?\b`)

// heading reports whether rule id of the editions is a heading: a title
// over subrules, with no text of its own. Such a rule says nothing a step
// can apply; a step citing it may only name what it titles ("Benalish
// Hero has banding", under 502.10 "Banding"), and anything more is said by
// one of its subrules.
func heading(editions []*corpus.Edition, id string) (string, bool) {
	for _, e := range editions {
		if r, ok := e.Rule(id); ok {
			return r.Title, r.Title != "" && strings.TrimSpace(r.Text) == "" && len(r.Children) > 0
		}
	}
	return "", false
}

// names reports whether text names what title does: each word of the
// title, by its first five letters ("Changing Targets" in "changes the
// target"), is in the text.
func names(text, title string) bool {
	text = strings.ToLower(text)
	for _, w := range strings.Fields(strings.ToLower(title)) {
		if len(w) > 5 {
			w = w[:5]
		}
		if !strings.Contains(text, w) {
			return false
		}
	}
	return true
}

func anyRule(editions []*corpus.Edition, id string) bool {
	for _, e := range editions {
		if _, ok := e.Rule(id); ok {
			return true
		}
	}
	return false
}

// checkExampleSource requires the Example a scenario's source names to be
// one its edition prints: a source naming a rule without Examples, or a
// third Example of a rule with two, would count as played and is not.
func checkExampleSource(t *testing.T, file string, editions []*corpus.Edition, rule string, which int) {
	t.Helper()
	for _, e := range editions {
		if r, ok := e.Rule(rule); ok && len(r.Examples) >= max(which, 1) {
			return
		}
	}
	t.Errorf("%s: its source names Example %d of %s, which its edition does not print", file, which, rule)
}

func TestStepNamesWhatItsHeadingTitles(t *testing.T) {
	for _, c := range []struct {
		text, title string
		want        bool
	}{
		{"Benalish Hero has banding, a keyword ability", "Banding", true},
		{"Wolves of the Hunt has bands with other, a keyword ability", "Bands with Other", true},
		{"Deflection's effect changes the target of Shock", "Changing Targets", true},
		{"alice passes priority", "Timing, Priority, and the Stack", false},
		{"Withering Cycle is cycled", "Cycling", false},
	} {
		if got := names(c.text, c.title); got != c.want {
			t.Errorf("names(%q, %q) = %v, want %v", c.text, c.title, got, c.want)
		}
	}
}

// TestReplacementExamplesUnder2006CiteRulesOf2006 plays the 2026 Examples
// of replacement effects that modify how a permanent enters under the 2006
// rules, as a judge comparing the eras would: whatever the outcome, every
// step must cite a rule of the 2006 edition, never a number only the 2026
// rules have (614.12).
func TestReplacementExamplesUnder2006CiteRulesOf2006(t *testing.T) {
	name := "cr-2006-10-01.txt"
	full, err := corpus.Parse(name, corpustest.ReadEdition(t, name))
	if err != nil {
		t.Fatal(err)
	}
	known := []*corpus.Edition{full}
	all, cards := builtinSet(t)
	checker := Checker{Cards: cards}
	played := 0
	for _, s := range all {
		if !strings.Contains(s.File, "examples-2026/614.12-") {
			continue
		}
		played++
		for _, run := range checker.Compare(s, []string{"2006-10-01"}).Runs {
			if run.Trace == nil {
				continue
			}
			for _, step := range run.Trace.Steps() {
				if !anyRule(known, step.Rule) {
					t.Errorf("%s under 2006-10-01 cites %s, not a rule of that edition: %q", s.File, step.Rule, step.Text)
				}
			}
		}
	}
	if played == 0 {
		t.Fatal("no 614.12 Example scenario found")
	}
}
