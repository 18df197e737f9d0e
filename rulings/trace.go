package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// Step is one thing the engine did or decided, with the rule that made it
// happen.
type Step struct {
	// Rule is the rule ID of the seed edition the step applies, e.g. "409.1f".
	Rule string
	// Text says in plain English what happened.
	Text string
}

// String renders the step as "rule  text".
func (s Step) String() string {
	return s.Rule + "  " + s.Text
}

// Trace is the ruling a judge reads: every state change and decision of a
// game, in order, each naming its rule.
type Trace struct {
	// Steps are the recorded steps, oldest first.
	Steps []Step
	// noted holds the rules naming a keyword action the trace has cited
	// (noteAction): each is cited once, where the action is first taken.
	noted map[string]bool
}

// Cites returns the distinct rule IDs of the trace in the order they were
// first cited.
func (t *Trace) Cites() []string {
	if t == nil {
		return nil
	}
	// Most steps cite a rule cited before, and a trace cites a few dozen
	// rules: a look along the list found so far costs less than building
	// a map, which only a long trace needs.
	const scanned = 32
	var seen map[string]bool
	if len(t.Steps) == 0 {
		return nil
	}
	rules := make([]string, 0, min(len(t.Steps), scanned))
	for _, s := range t.Steps {
		if seen != nil {
			if !seen[s.Rule] {
				seen[s.Rule] = true
				rules = append(rules, s.Rule)
			}
			continue
		}
		if slices.Contains(rules, s.Rule) {
			continue
		}
		rules = append(rules, s.Rule)
		if len(rules) > scanned {
			seen = make(map[string]bool, 2*scanned)
			for _, r := range rules {
				seen[r] = true
			}
		}
	}
	return rules
}

// Cited reports whether some step cites rule and, when fragment is not
// empty, says fragment in its text.
func (t *Trace) Cited(rule, fragment string) bool {
	if t == nil {
		return false
	}
	for _, s := range t.Steps {
		if s.Rule == rule && strings.Contains(s.Text, fragment) {
			return true
		}
	}
	return false
}

// Count returns how many steps cite rule and, when fragment is not empty,
// say fragment in their text.
func (t *Trace) Count(rule, fragment string) int {
	if t == nil {
		return 0
	}
	n := 0
	for _, s := range t.Steps {
		if s.Rule == rule && strings.Contains(s.Text, fragment) {
			n++
		}
	}
	return n
}

// String renders the trace one step per line.
func (t *Trace) String() string {
	if t == nil {
		return ""
	}
	var b strings.Builder
	for _, s := range t.Steps {
		b.WriteString(s.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// add appends a step citing rule whose words are text, already formatted.
func (t *Trace) add(rule, text string) {
	t.Steps = append(t.Steps, Step{Rule: rule, Text: text})
}

// count says "1 token" or "3 tokens": a number of things in plain English.
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
