package scenarios

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// Result is the verdict on one scenario.
type Result struct {
	// ID and File identify the scenario.
	ID   string `json:"id"`
	File string `json:"file"`
	// Edition is the edition whose rule numbers the scenario cites.
	Edition string `json:"edition"`
	// Rules are the rules the scenario is about (its front matter).
	Rules []string `json:"rules"`
	// Source says where the scenario comes from ("example in 409.1h").
	Source string `json:"source,omitempty"`
	// Cites are the distinct rules the trace cites, in order of first
	// citation; empty when the program did not run.
	Cites []string `json:"cites"`
	// Passed is true only when the program ran, every expectation held
	// and the trace cites every rule of Rules.
	Passed bool `json:"passed"`
	// Error is every problem found, one "file:line: message" per line;
	// empty when the scenario passed.
	Error string `json:"error,omitempty"`
	// Problems holds the same problems as located errors.
	Problems []*Error `json:"-"`
	// Trace is the engine's ruling; when the program stopped part-way, the
	// steps up to that point; nil when it did not start.
	Trace *rulings.Trace `json:"-"`
	// Eras holds the result under each edition of a scenario checked
	// under several (Scenario.Editions); the fields above are then the
	// first edition's, except Passed, Error and Problems, which gather
	// every edition's.
	Eras []Result `json:"eras,omitempty"`
	// State is the game's state when the play ended; empty when the
	// program did not run to its end.
	State []StateEntry `json:"-"`
}

// Checker runs scenarios against shared cards and, optionally, checks
// their rules: lists against the editions they name.
type Checker struct {
	// Cards are the shared card definitions every scenario may use.
	Cards *CardLibrary
	// FileCards, when set, are those a judge's own scenario file uses
	// instead: the shared cards with the real cards of the data
	// directory's card store behind them (WithStore).
	FileCards *CardLibrary
	// Edition returns the edition with the given ID. When nil, rule IDs
	// in front matter are checked for form only.
	Edition func(id string) (*corpus.Edition, error)

	// unimportedOK checks the rules: list of a scenario whose edition is
	// not imported for form only, as the built-in scenarios of editions
	// that aren't embedded are checked on a machine without them.
	unimportedOK bool

	// firstFailure makes a scenario played under several editions stop at
	// the first edition whose play fails: the result is then a failure,
	// its problems that edition's. A caller that asks only whether a
	// variant passes (the set-up line deletion test) needs no more.
	firstFailure bool

	// play parses and runs a program; nil means the scenario language.
	// Tests swap it to reach outcomes no real program produces.
	play func(s *Scenario, lib *CardLibrary) (*Outcome, error)
}

// Check runs one scenario with the shared cards lib, without checking
// its rules: list against an edition.
func Check(s *Scenario, lib *CardLibrary) Result {
	return Checker{Cards: lib}.Check(s)
}

// Check runs one scenario: it parses and runs the program, collects the
// expectations that failed, and requires the trace to cite every rule the
// scenario says it is about.
func (c Checker) Check(s *Scenario) Result {
	if len(s.Editions) > 1 {
		return c.checkEras(s)
	}
	r := Result{ID: s.ID, File: s.File, Edition: s.Edition, Rules: s.Rules, Source: s.Source}
	if c.Edition != nil {
		r.Problems = append(r.Problems, c.unknownRules(s)...)
	}
	play := c.play
	if play == nil {
		play = run
	}
	outcome, err := guarded(s, c.Cards, play)
	if err != nil {
		r.Problems = append(r.Problems, located(s, err))
		if outcome != nil {
			// What happened before the script went wrong shows the judge why.
			r.Trace = outcome.Trace
		}
	} else {
		r.Trace = outcome.Trace
		r.State = outcome.State
		r.Cites = outcome.Trace.Cites()
		for _, f := range outcome.Failures {
			r.Problems = append(r.Problems, &Error{File: f.File, Line: f.Line, Msg: fmt.Sprintf("expected %s, got %s", f.Expected, f.Got)})
		}
		cited := make(map[string]bool, len(r.Cites))
		for _, id := range r.Cites {
			cited[id] = true
		}
		for _, id := range s.Rules {
			if !cited[id] {
				r.Problems = append(r.Problems, &Error{File: s.File, Line: s.RuleLine(id), Msg: fmt.Sprintf("the scenario is about rule %s but its trace never cites it", id)})
			}
		}
	}
	// A judge reads problems top to bottom alongside the file.
	slices.SortStableFunc(r.Problems, func(a, b *Error) int {
		return cmp.Or(strings.Compare(a.File, b.File), cmp.Compare(a.Line, b.Line))
	})
	r.Passed = len(r.Problems) == 0
	messages := make([]string, len(r.Problems))
	for i, p := range r.Problems {
		messages[i] = p.Error()
	}
	r.Error = strings.Join(messages, "\n")
	return r
}

// CheckAll checks every scenario, in order.
func (c Checker) CheckAll(all []*Scenario) []Result {
	results := make([]Result, len(all))
	for i, s := range all {
		results[i] = c.Check(s)
	}
	return results
}

// guarded calls play. A panic in the engine becomes an error located at
// the program, so one broken scenario cannot take a whole check down.
func guarded(s *Scenario, lib *CardLibrary, play func(*Scenario, *CardLibrary) (*Outcome, error)) (outcome *Outcome, err error) {
	defer func() {
		if p := recover(); p != nil {
			outcome, err = nil, &Error{File: s.File, Line: s.ProgramLine, Msg: fmt.Sprintf("the rules engine failed on this scenario: %v", p)}
		}
	}()
	outcome, err = play(s, lib)
	if err == nil && (outcome == nil || outcome.Trace == nil) {
		err = &Error{File: s.File, Line: s.ProgramLine, Msg: "the rules engine returned no trace"}
	}
	return outcome, err
}

// run parses and runs a scenario's program in the scenario language.
func run(s *Scenario, lib *CardLibrary) (*Outcome, error) {
	rules, err := rulings.RulesFor(s.Edition)
	if err != nil {
		return nil, &Error{File: s.File, Line: s.EditionLine, Msg: err.Error()}
	}
	program, err := lang.ParseProgramShared(s.File, s.ProgramLine, s.Program, lib, s.Edition, s.shared)
	if err != nil {
		return nil, err
	}
	return program.Run(rules)
}

// located returns err as an *Error, placing errors that carry no location
// at the scenario's program.
func located(s *Scenario, err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{File: s.File, Line: s.ProgramLine, Msg: err.Error()}
}

// unknownRules reports the rules: entries that are not rules of the
// scenario's edition, or the edition itself when it cannot be had.
func (c Checker) unknownRules(s *Scenario) []*Error {
	edition, err := c.Edition(s.Edition)
	if err != nil && c.unimportedOK && errors.Is(err, corpus.ErrUnknownEdition) {
		return nil
	}
	if err != nil {
		return []*Error{{File: s.File, Line: s.EditionLine, Msg: fmt.Sprintf("edition %q: %v", s.Edition, err)}}
	}
	var problems []*Error
	for i, id := range s.Rules {
		// One look-up each: a set of every rule of the edition would
		// cost more than the scenario's few rules.
		if _, ok := edition.Rule(id); !ok {
			problems = append(problems, &Error{File: s.File, Line: s.RuleLines[i], Msg: fmt.Sprintf("rules: %s is not a rule of edition %s", id, edition.ID)})
		}
	}
	return problems
}

// ruleSet returns the IDs of the edition's rules of the given kinds; no
// kinds means every numbered node.
func ruleSet(e *corpus.Edition, kinds []corpus.Kind) map[string]bool {
	set := make(map[string]bool, len(e.Rules))
	for _, r := range e.Rules {
		if len(kinds) == 0 || slices.Contains(kinds, r.Kind) {
			set[r.ID] = true
		}
	}
	return set
}
