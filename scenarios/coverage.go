package scenarios

import (
	"regexp"

	"github.com/judgekit/judge/corpus"
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
	// ExamplesCovered is how many of those some passing scenario plays,
	// by its source ("example in 409.1h").
	ExamplesCovered int `json:"examples_covered"`
	// ExamplesMissing lists the rules whose Examples no passing scenario
	// plays, in document order.
	ExamplesMissing []string `json:"examples_missing"`
	// Sections gives the same counts for each heading ("601. Casting
	// Spells"), in document order.
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
}

// examplePattern reads the rule a scenario's source says its Example comes
// from: "example in 409.1h", "the examples of rule 409.1c".
var examplePattern = regexp.MustCompile(`(?i)\bexamples? (?:in|of|from) (?:rule )?([0-9]{3}\.[0-9]+[a-z]?)`)

// Coverage measures which rules of e the passing results are about. A
// result counts only when it passed and cites the same rules text: rule
// numbers differ between editions, but the seed is fragments of the
// 2006-10-01 edition, so each counts the other's scenarios.
func Coverage(e *corpus.Edition, results []Result) Report {
	counted := ruleSet(e, []corpus.Kind{corpus.KindRule, corpus.KindSubrule})
	report := Report{Edition: e.ID, Rules: len(counted), Missing: []string{}, ByRule: map[string][]string{}, ExamplesMissing: []string{}}
	played := map[string]bool{}
	for _, r := range eraResults(results) {
		if !r.Passed || !sameEdition(r.Edition, e.ID) {
			continue
		}
		if m := examplePattern.FindStringSubmatch(r.Source); m != nil {
			played[m[1]] = true
		}
		for _, id := range r.Rules {
			if counted[id] {
				report.ByRule[id] = append(report.ByRule[id], r.ID)
			}
		}
	}
	seen := make(map[string]bool, len(counted))
	section := &SectionCoverage{}
	for _, rule := range e.Rules {
		if rule.Kind == corpus.KindHeading && !seen[rule.ID] {
			seen[rule.ID] = true
			report.Sections = append(report.Sections, SectionCoverage{ID: rule.ID, Title: rule.Title})
			section = &report.Sections[len(report.Sections)-1]
			continue
		}
		if !counted[rule.ID] || seen[rule.ID] {
			continue
		}
		seen[rule.ID] = true
		section.Rules++
		if _, ok := report.ByRule[rule.ID]; ok {
			report.Covered++
			section.Covered++
		} else {
			report.Missing = append(report.Missing, rule.ID)
		}
		if len(rule.Examples) == 0 {
			continue
		}
		report.ExampleRules++
		section.ExampleRules++
		if played[rule.ID] {
			report.ExamplesCovered++
			section.ExamplesCovered++
		} else {
			report.ExamplesMissing = append(report.ExamplesMissing, rule.ID)
		}
	}
	return report
}
