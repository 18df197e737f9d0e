package corpus

import (
	"fmt"
	"strings"
)

// suggestCount is how many rule IDs or glossary terms a not-found error
// suggests.
const suggestCount = 5

// UnknownRuleError reports a rule ID an edition does not have, with what
// the judge may have meant. Callers branch on it with errors.As: the CLI
// prints it, the web lookup answers 404 naming the nearest rules.
type UnknownRuleError struct {
	// ID is the rule asked for, as typed.
	ID string
	// Edition is the edition searched.
	Edition string
	// Nearest are existing rule IDs close to ID, best first.
	Nearest []string
	// Term is the glossary term ID names, when it is a word rather than a
	// number and the glossary has it; empty otherwise.
	Term string
}

// Error says what was not found and the nearest rules.
func (e *UnknownRuleError) Error() string {
	msg := "rule " + e.ID + " is not in edition " + e.Edition
	if len(e.Nearest) > 0 {
		msg += "; nearest: " + strings.Join(e.Nearest, ", ")
	}
	return msg
}

// FindRule finds a rule as a judge types its number: subrule letters in
// either case, the forms Rule accepts, and the slips RuleNumberReadings
// reads ("70219", "702,19", "7O2.19", "CR 702.19"), taking the first
// reading the edition has. A rule not in the edition is an
// *UnknownRuleError naming the rules nearest its first reading.
func (e *Edition) FindRule(id string) (*Rule, error) {
	readings := RuleNumberReadings(id)
	for _, reading := range append(readings, strings.ToLower(id)) {
		if rule, ok := e.Rule(reading); ok {
			return rule, nil
		}
	}
	near := id
	if len(readings) > 0 {
		near = readings[0]
	}
	err := &UnknownRuleError{ID: id, Edition: e.ID, Nearest: e.Nearest(near, suggestCount)}
	if len(err.Nearest) == 0 {
		// A word where a number belongs is often a glossary term.
		if entry, ok := e.Term(id); ok {
			err.Term = entry.Term
		}
	}
	return nil, err
}

// UnknownTermError reports a glossary term an edition does not have, with
// close matches.
type UnknownTermError struct {
	// Term is the term asked for, as typed.
	Term string
	// Edition is the edition searched.
	Edition string
	// NoGlossary is true when the edition has no glossary at all (the seed
	// fragments), so no term could have matched.
	NoGlossary bool
	// Close are glossary terms close to Term, best first.
	Close []string
}

// Error says what was not found and the close matches.
func (e *UnknownTermError) Error() string {
	if e.NoGlossary {
		return "edition " + e.Edition + " has no glossary"
	}
	msg := fmt.Sprintf("%q is not in the glossary of edition %s", e.Term, e.Edition)
	if len(e.Close) > 0 {
		msg += "; close matches: " + strings.Join(e.Close, ", ")
	}
	return msg
}

// FindTerm finds a glossary entry as Term does; a term not in the glossary
// is an *UnknownTermError with close matches.
func (e *Edition) FindTerm(term string) (*GlossaryEntry, error) {
	if entry, ok := e.Term(term); ok {
		return entry, nil
	}
	if len(e.Glossary) == 0 {
		return nil, &UnknownTermError{Term: term, Edition: e.ID, NoGlossary: true}
	}
	return nil, &UnknownTermError{Term: term, Edition: e.ID, Close: CloseTerms(e, term, suggestCount)}
}
