package rulings

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// Step is one thing the engine did or decided, with the rule that made it
// happen.
type Step struct {
	// Rule is the rule ID of the seed edition the step applies, e.g. "409.1f".
	Rule string
	// Text says in plain English what happened.
	Text string
	// unwritten marks a step not yet written: Text holds its format, and
	// its arguments are the trace's args[argAt:argAt+argN] (addLater).
	unwritten   bool
	argAt, argN int32
}

// String renders the step as "rule  text".
func (s Step) String() string {
	return s.Rule + "  " + s.Text
}

// Trace is the ruling a judge reads: every state change and decision of a
// game, in order, each naming its rule.
type Trace struct {
	// steps are the recorded steps, oldest first; those from written on
	// may still be unwritten (addLater).
	steps []Step
	// written is the number of leading steps known to be written.
	written int
	// words put an unwritten step in the edition's words.
	words *Words
	// args hold the arguments of the unwritten steps, one after the
	// other: one slice for them all spares a slice for each step.
	args []any
	// mu guards the writing of steps, which readers on several goroutines
	// may ask for at once once the game is over (a web server's cache).
	mu sync.Mutex
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
	if len(t.steps) == 0 {
		return nil
	}
	rules := make([]string, 0, min(len(t.steps), scanned))
	for _, s := range t.steps {
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
	for i := range t.steps {
		if t.steps[i].Rule == rule && (fragment == "" || strings.Contains(t.text(i), fragment)) {
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
	for i := range t.steps {
		if t.steps[i].Rule == rule && (fragment == "" || strings.Contains(t.text(i), fragment)) {
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
	for _, s := range t.Steps() {
		b.WriteString(s.String())
		b.WriteByte('\n')
	}
	return b.String()
}

// NewTrace returns a trace of the given steps, already written.
func NewTrace(steps ...Step) *Trace {
	return &Trace{steps: steps, written: len(steps)}
}

// newTrace returns an empty trace whose steps are put in words, with room
// for n steps.
func newTrace(words *Words, n int) *Trace {
	// Most steps take one or two arguments.
	return &Trace{steps: make([]Step, 0, n), args: make([]any, 0, 2*n), words: words}
}

// Steps returns the recorded steps, oldest first, each written out.
func (t *Trace) Steps() []Step {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	for i := t.written; i < len(t.steps); i++ {
		t.writeLocked(i)
	}
	t.written = len(t.steps)
	// Every step is written: the arguments are needed no more.
	clear(t.args)
	t.args = t.args[:0]
	return t.steps
}

// Len returns the number of steps recorded.
func (t *Trace) Len() int {
	if t == nil {
		return 0
	}
	return len(t.steps)
}

// text returns the words of step i, writing them first if need be.
func (t *Trace) text(i int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.writeLocked(i)
	return t.steps[i].Text
}

// writeLocked writes step i if it isn't yet: its format with its
// arguments, in the trace's words.
func (t *Trace) writeLocked(i int) {
	s := &t.steps[i]
	if !s.unwritten {
		return
	}
	s.Text = t.words.phrase(stepText(s.Text, t.args[s.argAt:s.argAt+s.argN]...))
	s.unwritten = false
}

// truncate drops the steps from the nth on, and the arguments only they
// had.
func (t *Trace) truncate(n int) {
	for i := n; i < len(t.steps); i++ {
		if s := t.steps[i]; s.unwritten {
			clear(t.args[s.argAt:])
			t.args = t.args[:s.argAt]
			break
		}
	}
	t.steps = t.steps[:n]
	t.written = min(t.written, n)
}

// add appends a step citing rule whose words are text, already formatted.
func (t *Trace) add(rule, text string) {
	t.steps = append(t.steps, Step{Rule: rule, Text: text})
}

// addLater appends a step citing rule whose words are format with args,
// written only when something reads them (Steps, Cited, Count): most
// steps of a checked scenario are never read. Only arguments that nothing
// can change before they are written are kept: strings, ints, and the
// engine's value types that hold neither pointers nor slices (a step, a
// zone, colors, mana); a step with any other argument, such as a Filter
// or a ManaPool, is written now.
func (t *Trace) addLater(rule, format string, args []any) {
	for _, a := range args {
		switch a.(type) {
		case string, int, StepKind, Zone, Color, ColorSet, Mana, ManaCost:
		default:
			t.add(rule, t.words.phrase(stepText(format, args...)))
			return
		}
	}
	at := len(t.args)
	t.args = append(t.args, args...)
	t.steps = append(t.steps, Step{Rule: rule, Text: format, unwritten: true, argAt: int32(at), argN: int32(len(args))})
}

// count says "1 token" or "3 tokens": a number of things in plain English.
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
