package scenarios

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios/lang"
)

// Report says how much of an edition the passing scenarios are about.
//
// Only numbered rules count: rules ("409.1") and subrules ("409.1h").
// Sections ("4") and headings ("409") are titles over those rules, not
// rules a ruling applies, so they are neither counted nor covered.
type Report struct {
	// Edition is the ID of the edition measured.
	Edition string `json:"edition"`
	// Rules is the number of rules and subrules of the edition.
	Rules int `json:"rules"`
	// Covered is how many of them some passing scenario is about.
	Covered int `json:"covered"`
	// Missing lists the uncovered rules in document order.
	Missing []string `json:"missing"`
	// ByRule maps each covered rule to the passing scenarios about it.
	ByRule map[string][]string `json:"by_rule"`
	// ExampleRules is the number of rules of the edition that have at
	// least one Example.
	ExampleRules int `json:"example_rules"`
	// ExamplesCovered is how many of those have every one of their
	// Examples played by a passing scenario, by its source ("example in
	// 409.1h", "second example in 212.1c", "the examples of 409.2").
	ExamplesCovered int `json:"examples_covered"`
	// Examples counts the Example paragraphs of the edition's rules, and
	// ExamplesPlayed those some passing scenario plays.
	Examples       int `json:"examples"`
	ExamplesPlayed int `json:"examples_played"`
	// ExamplesMissing lists the rules with an Example no passing scenario
	// plays, in document order.
	ExamplesMissing []string `json:"examples_missing"`
	// Parts gives the same counts for each numbered section of the
	// rules ("6. Spells, Abilities, and Effects"), and Sections for each
	// heading ("601. Casting Spells"), in document order.
	Parts    []SectionCoverage `json:"parts"`
	Sections []SectionCoverage `json:"sections"`
}

// SectionCoverage is the coverage of the rules under one heading.
type SectionCoverage struct {
	ID              string `json:"id"`
	Title           string `json:"title"`
	Rules           int    `json:"rules"`
	Covered         int    `json:"covered"`
	ExampleRules    int    `json:"example_rules"`
	ExamplesCovered int    `json:"examples_covered"`
	Examples        int    `json:"examples"`
	ExamplesPlayed  int    `json:"examples_played"`
}

// add counts one rule into c: whether it is covered, and its Examples.
func (c *SectionCoverage) add(covered bool, examples, played int) {
	c.Rules++
	if covered {
		c.Covered++
	}
	if examples == 0 {
		return
	}
	c.ExampleRules++
	c.Examples += examples
	c.ExamplesPlayed += played
	if played == examples {
		c.ExamplesCovered++
	}
}

// examplePattern reads which Example a scenario's source says it plays:
// "example in 409.1h" (the first, or only, one), "second example in
// 212.1c", "example 3 of rule 505.6", or every one: "the examples of rule
// 409.1c".
var examplePattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+)?(example|examples)(?:\s+([1-9][0-9]?))?\s+(?:in|of|from)\s+(?:rule\s+)?([0-9]{3}\.[0-9]+[a-z]?)`)
})

var ordinals = map[string]int{"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}

// exampleSource is the Example a source names: rule, and which of its
// Examples counting from 1, 0 for all of them. ok is false when the source
// names none.
func exampleSource(source string) (rule string, which int, ok bool) {
	m := examplePattern().FindStringSubmatch(source)
	if m == nil {
		return "", 0, false
	}
	rule, which = m[4], 1
	switch {
	case m[1] != "":
		which = ordinals[strings.ToLower(m[1])]
	case m[3] != "":
		which, _ = strconv.Atoi(m[3])
	case strings.EqualFold(m[2], "examples"):
		which = 0
	}
	return rule, which, true
}

// Coverage measures which rules of e the passing results are about. A
// result counts only when it passed and cites the same rules text: rule
// numbers differ between editions, but the seed is fragments of the
// 2006-10-01 edition, so each counts the other's scenarios.
func Coverage(e *corpus.Edition, results []Result) Report {
	counted := ruleSet(e, []corpus.Kind{corpus.KindRule, corpus.KindSubrule})
	report := Report{Edition: e.ID, Rules: len(counted), Missing: []string{}, ByRule: map[string][]string{}, ExamplesMissing: []string{}, Parts: []SectionCoverage{}, Sections: []SectionCoverage{}}
	played := map[string]map[int]bool{} // rule -> Examples played, 0: all
	for _, r := range eraResults(results) {
		if !r.Passed || !lang.SameEdition(r.Edition, e.ID) {
			continue
		}
		if rule, which, ok := exampleSource(r.Source); ok {
			if played[rule] == nil {
				played[rule] = map[int]bool{}
			}
			played[rule][which] = true
		}
		for _, id := range r.Rules {
			if counted[id] {
				report.ByRule[id] = append(report.ByRule[id], r.ID)
			}
		}
	}
	seen := make(map[string]bool, len(counted))
	var total SectionCoverage // the whole edition
	section, part := &SectionCoverage{}, &SectionCoverage{}
	for _, rule := range e.Rules {
		if (rule.Kind == corpus.KindHeading || rule.Kind == corpus.KindSection) && !seen[rule.ID] {
			seen[rule.ID] = true
			c := SectionCoverage{ID: rule.ID, Title: rule.Title}
			if rule.Kind == corpus.KindSection {
				report.Parts = append(report.Parts, c)
				part = &report.Parts[len(report.Parts)-1]
			} else {
				report.Sections = append(report.Sections, c)
				section = &report.Sections[len(report.Sections)-1]
			}
			continue
		}
		if !counted[rule.ID] || seen[rule.ID] {
			continue
		}
		seen[rule.ID] = true
		_, covered := report.ByRule[rule.ID]
		if !covered {
			report.Missing = append(report.Missing, rule.ID)
		}
		examples, playedHere := len(rule.Examples), 0
		for i := 1; i <= examples; i++ {
			if played[rule.ID][0] || played[rule.ID][i] {
				playedHere++
			}
		}
		if playedHere < examples {
			report.ExamplesMissing = append(report.ExamplesMissing, rule.ID)
		}
		for _, c := range []*SectionCoverage{section, part, &total} {
			c.add(covered, examples, playedHere)
		}
	}
	report.Covered, report.ExampleRules, report.ExamplesCovered = total.Covered, total.ExampleRules, total.ExamplesCovered
	report.Examples, report.ExamplesPlayed = total.Examples, total.ExamplesPlayed
	return report
}

// CoverageOfBuiltin is Coverage of e over the built-in scenarios as
// CheckBuiltin checks them, playing only what Coverage counts: each
// scenario under e, or under the edition of the same rules text (the seed
// and 2006-10-01), and no scenario that is played under neither. Each
// play's verdict is the one CheckBuiltin gives it, so the report is the
// same for fewer plays: of the built-in set's plays, about two thirds are
// under the default edition and a third under the seed's rules text.
// Files that do not load pass no play and are left out.
func (c Checker) CoverageOfBuiltin(e *corpus.Edition) Report {
	all, _ := BuiltinScenarios()
	return Coverage(e, c.checkUnder(e.ID, all))
}

// checkUnder checks each play of list under an edition of the same rules
// text as edition, as CheckBuiltin would check it among the scenario's
// other editions: with the rules of the scenario's first edition checked
// only when that edition is known, and an Example named by its source
// played only under the first.
func (c Checker) checkUnder(edition string, list []*Scenario) []Result {
	c.unimportedOK = true
	each := make([][]Result, len(list))
	eachAtOnce(len(list), func(n int) {
		s := list[n]
		checker := c.forBuiltin(s)
		if len(s.Editions) <= 1 {
			if lang.SameEdition(s.Edition, edition) {
				each[n] = []Result{checker.Check(s)}
			}
			return
		}
		shared := lang.NewShared()
		for i, e := range s.Editions {
			if !lang.SameEdition(e.ID, edition) {
				continue
			}
			era := s.For(e.ID)
			era.shared = shared
			r := checker.Check(era)
			if i > 0 {
				r.Source = ""
			}
			each[n] = append(each[n], r)
		}
	})
	var out []Result
	for _, rs := range each {
		out = append(out, rs...)
	}
	return out
}
