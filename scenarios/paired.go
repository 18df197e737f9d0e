package scenarios

import (
	"bytes"
	"slices"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// A scenario is paired with a rule when its front matter names that rule
// under the rule's edition: rule numbers differ between editions, so a
// scenario says nothing about another edition's rule of the same number.
// The seed edition is fragments of 2006-10-01, the same rules text
// (sameEdition), so the two share their scenarios.

// PairedScenario is a scenario as a rule lists it: its verdict and the
// trace step that cites the rule, so a judge sees at a glance what the
// engine did under that rule.
type PairedScenario struct {
	ID     string `json:"id"`
	Title  string `json:"title"`
	Passed bool   `json:"passed"`
	// Step is the first trace step citing the rule; nil when the trace
	// cites it nowhere (a scenario that failed before reaching it).
	Step *PairedStep `json:"step"`
}

// PairedStep is the trace step a paired scenario cites its rule at.
type PairedStep struct {
	Rule string `json:"rule"`
	Text string `json:"text"`
}

// RuleOutput is a rule with the scenarios paired with it, as `judge rule
// --json` and the web API answer it. Scenarios is never null.
type RuleOutput struct {
	corpus.RuleOutput
	Scenarios []PairedScenario `json:"scenarios"`
}

// NewRuleOutput returns the JSON form of rule of edition with paired, the
// checked scenarios about it (from Pairing.About, or BuiltinAbout checked).
func NewRuleOutput(edition *corpus.Edition, rule *corpus.Rule, paired []Checked) RuleOutput {
	return RuleOutput{RuleOutput: corpus.NewRuleOutput(edition, rule), Scenarios: NewPairedScenarios(edition.ID, rule.ID, paired)}
}

// NewPairedScenarios returns how each of checked shows under rule of
// edition. A scenario checked under several editions shows its verdict
// and trace under the one asked.
func NewPairedScenarios(edition, rule string, checked []Checked) []PairedScenario {
	out := []PairedScenario{}
	for _, c := range checked {
		result := c.Result
		for _, era := range c.Eras {
			if lang.SameEdition(era.Edition, orDefault(edition)) {
				result = era
				break
			}
		}
		p := PairedScenario{ID: c.ID, Passed: result.Passed}
		if c.Scenario != nil {
			p.Title = c.Scenario.Title
		}
		if result.Trace != nil {
			for _, step := range result.Trace.Steps() {
				if step.Rule == rule {
					p.Step = &PairedStep{Rule: step.Rule, Text: step.Text}
					break
				}
			}
		}
		out = append(out, p)
	}
	return out
}

// Pairing indexes checked scenarios by the rules they are about, for a
// server that checks the built-in set once and answers every rule from
// it. It is safe for concurrent reads.
type Pairing struct {
	checked []Checked
	// byRule lists indexes into checked, keyed by edition and rule ID
	// ("seed 409.1h").
	byRule map[string][]int
}

// NewPairing indexes checked; scenarios that did not load are about
// nothing.
func NewPairing(checked []Checked) *Pairing {
	p := &Pairing{checked: checked, byRule: map[string][]int{}}
	for i, c := range checked {
		if c.Scenario == nil {
			continue
		}
		for _, key := range pairingKeys(c.Scenario) {
			if !slices.Contains(p.byRule[key], i) {
				p.byRule[key] = append(p.byRule[key], i)
			}
		}
	}
	return p
}

// About returns the scenarios paired with rule of edition, in the order
// they were checked.
func (p *Pairing) About(edition, rule string) []Checked {
	var out []Checked
	for _, i := range p.byRule[pairingKey(edition, rule)] {
		out = append(out, p.checked[i])
	}
	return out
}

// pairingKey names a rule of an edition, the same for editions of the
// same rules text.
func pairingKey(edition, rule string) string {
	edition = orDefault(edition)
	if lang.SameEdition(edition, rulings.ReferenceEdition) {
		edition = rulings.ReferenceEdition
	}
	return edition + " " + rule
}

// pairingKeys lists the rules s is about, under each of its editions.
func pairingKeys(s *Scenario) []string {
	editions := s.Editions
	if len(editions) == 0 {
		editions = []EditionRules{{ID: s.Edition, Rules: s.Rules}}
	}
	var keys []string
	for _, e := range editions {
		for _, rule := range e.Rules {
			keys = append(keys, pairingKey(e.ID, rule))
		}
	}
	return keys
}

// orDefault is the edition a scenario that names none is played under.
func orDefault(edition string) string {
	if edition == "" {
		return DefaultEdition
	}
	return edition
}

// BuiltinAbout returns the built-in scenarios paired with rule of
// edition, in file order, without checking them: what one rule lookup
// needs. Files that do not load are about nothing and left out; `judge
// scenario check` reports them.
func BuiltinAbout(edition, rule string) []*Scenario {
	// A file whose front matter names the rule holds its ID as written
	// there (rule IDs are lower case, unquoted or plainly quoted), so
	// files whose front matter lacks it are not parsed: parsing the whole
	// set would cost every rule lookup about 10 ms.
	mentions := []byte(rule)
	all, _ := loadBuiltin(func(_ string, data []byte) bool { return bytes.Contains(frontMatterPart(data), mentions) })
	key := pairingKey(edition, rule)
	var out []*Scenario
	for _, s := range all {
		if slices.Contains(pairingKeys(s), key) {
			out = append(out, s)
		}
	}
	return out
}

// CheckBuiltinScenarios checks built-in scenarios, as from BuiltinAbout,
// each as CheckBuiltin would, several at once (see eachAtOnce): c.Edition
// may be called from several goroutines, as NewChecker's may.
func (c Checker) CheckBuiltinScenarios(list []*Scenario) []Checked {
	c.unimportedOK = true
	out := make([]Checked, len(list))
	eachAtOnce(len(list), func(i int) {
		s := list[i]
		out[i] = Checked{Scenario: s, Result: c.forBuiltin(s).Check(s)}
	})
	return out
}

// frontMatterPart returns the start of a scenario file up to the line
// closing its front matter, or the whole file when no such line is found.
func frontMatterPart(data []byte) []byte {
	rest := bytes.TrimPrefix(data, []byte("\uFEFF"))
	line, rest, _ := bytes.Cut(rest, []byte("\n"))
	if string(bytes.TrimSpace(line)) != "---" {
		return data
	}
	for len(rest) > 0 {
		line, rest, _ = bytes.Cut(rest, []byte("\n"))
		if string(bytes.TrimSpace(line)) == "---" {
			return data[:len(data)-len(rest)]
		}
	}
	return data
}
