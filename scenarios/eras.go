package scenarios

import (
	"strings"

	"github.com/judgekit/judge/scenarios/lang"
)

// For returns the scenario as played under edition: its Edition is that
// edition and its Rules those its front matter lists for it. An edition
// the scenario doesn't list gets no rules to cite: the scenario still
// plays, and its expectations outside "under" blocks still hold.
func (s *Scenario) For(edition string) *Scenario {
	c := *s
	c.Editions = nil
	c.Edition = edition
	for _, e := range s.Editions {
		if e.ID == edition {
			c.EditionLine, c.Rules, c.RuleLines = e.Line, e.Rules, e.RuleLines
			return &c
		}
	}
	if len(s.Editions) == 0 && lang.SameEdition(edition, s.Edition) {
		return &c
	}
	c.Rules, c.RuleLines = nil, nil
	return &c
}

// checkEras checks a scenario under each of its editions. It passes only
// if it passes under every one; each problem says under which.
func (c Checker) checkEras(s *Scenario) Result {
	var all Result
	// The editions play the same program: a card that reads the same
	// under each is read once, and once for all the variants of one
	// program when the caller gave s the Shared of their cards.
	shared := s.shared
	if shared == nil {
		shared = lang.NewShared()
	}
	for i, e := range s.Editions {
		era := s.For(e.ID)
		era.shared = shared
		r := c.Check(era)
		if i > 0 {
			// A source names an Example by its number in the first
			// edition ("example in 409.1h"): another edition's rule of
			// that number is another rule, whose Examples this one
			// doesn't play.
			r.Source = ""
		}
		if i == 0 {
			all = r
			all.Problems, all.Error, all.Passed = nil, "", true
		}
		all.Passed = all.Passed && r.Passed
		for _, p := range r.Problems {
			q := *p
			q.Msg = "under " + e.ID + ": " + p.Msg
			all.Problems = append(all.Problems, &q)
		}
		all.Eras = append(all.Eras, r)
		if c.firstFailure && !r.Passed {
			break
		}
	}
	messages := make([]string, len(all.Problems))
	for i, p := range all.Problems {
		messages[i] = p.Error()
	}
	all.Error = strings.Join(messages, "\n")
	return all
}

// eraResults lists each result, and each edition's result of a scenario
// checked under several, as its own.
func eraResults(results []Result) []Result {
	var out []Result
	for _, r := range results {
		if len(r.Eras) > 0 {
			out = append(out, r.Eras...)
		} else {
			out = append(out, r)
		}
	}
	return out
}
