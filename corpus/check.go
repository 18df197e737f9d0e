package corpus

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ErrIncomplete is wrapped by the error Report.Complete returns, and so by
// Store.Add, for a CR file that parses but lacks part of the document: the
// shape a download or copy cut off part-way leaves.
var ErrIncomplete = errors.New("incomplete Comprehensive Rules text")

// Report is an edition's self-check: its shape in counts, and the problems
// a correct parse of a real CR file must not have.
type Report struct {
	// Effective is the edition's effective date, YYYY-MM-DD.
	Effective string `json:"effective"`
	// Sections counts top-level sections ("4. Spells, Abilities, and
	// Effects").
	Sections int `json:"sections"`
	// Headings counts three-digit rules ("601. Casting Spells").
	Headings int `json:"headings"`
	// Rules counts rules such as 601.2.
	Rules int `json:"rules"`
	// Subrules counts subrules such as 601.2f.
	Subrules int `json:"subrules"`
	// Examples counts the examples under numbered rules (glossary examples
	// are counted in GlossaryExamples).
	Examples int `json:"examples"`
	// Glossary counts glossary entries.
	Glossary int `json:"glossary"`
	// GlossaryExamples counts the examples inside glossary entries.
	GlossaryExamples int `json:"glossary_examples,omitempty"`
	// Obsolete counts glossary entries marked "(Obsolete)".
	Obsolete int `json:"obsolete,omitempty"`
	// Refs counts reference mentions as printed in rule, example and
	// glossary text: each rule number is one mention and a range
	// ("409.1b-i") is one mention however many rules it spans.
	Refs int `json:"refs"`
	// SectionRefs counts the mentions among Refs that name a whole
	// section ("section 5"); Refs minus SectionRefs is the count of rule
	// numbers cited, the measure of SOURCES.md's "xref mentions".
	SectionRefs int `json:"section_refs"`
	// RefTargets counts the distinct rule IDs referenced, ranges expanded.
	RefTargets int `json:"ref_targets"`
	// Dangling lists the IDs referenced but not defined in the edition,
	// in rule order.
	Dangling []string `json:"dangling"`
	// Warnings counts the problems the parser recovered from.
	Warnings int `json:"warnings"`
	// MissingHeadings lists sections and headings named in the table of
	// contents that the body does not define.
	MissingHeadings []string `json:"missing_headings"`
	// Gaps lists the rule numbers and subrule letters the body skips.
	Gaps []Gap `json:"gaps"`
	// Truncation says where the file ends early; empty when it ends after
	// its glossary and Credits.
	Truncation string `json:"truncation,omitempty"`
}

// Check counts the edition's parts and lists its dangling references and
// missing headings.
func (e *Edition) Check() Report {
	report := Report{
		Effective:       e.Effective,
		Glossary:        len(e.Glossary),
		Warnings:        len(e.Warnings),
		Dangling:        []string{},
		MissingHeadings: []string{},
		Gaps:            append([]Gap{}, e.Gaps...),
		Truncation:      e.Truncation,
	}
	targets := make(map[string]bool)
	dangling := make(map[string]bool)
	count := func(refs []Ref) {
		for _, ref := range refs {
			targets[ref.ID] = true
			if ref.Outside {
				dangling[ref.ID] = true
			}
		}
	}
	var mentions []mention
	for _, rule := range e.Rules {
		switch rule.Kind {
		case KindSection:
			report.Sections++
		case KindHeading:
			report.Headings++
		case KindRule:
			report.Rules++
		case KindSubrule:
			report.Subrules++
		}
		report.Examples += len(rule.Examples)
		mentions = appendNodeMentions(mentions[:0], rule.Text, rule.Examples)
		report.Refs += len(mentions)
		report.SectionRefs += countSectionMentions(mentions)
		count(rule.Refs)
	}
	for _, entry := range e.Glossary {
		report.GlossaryExamples += len(entry.Examples)
		if entry.Obsolete {
			report.Obsolete++
		}
		mentions = appendNodeMentions(mentions[:0], entry.Text, entry.Examples)
		report.Refs += len(mentions)
		report.SectionRefs += countSectionMentions(mentions)
		count(entry.Refs)
	}
	report.RefTargets = len(targets)
	for id := range dangling {
		report.Dangling = append(report.Dangling, id)
	}
	slices.SortFunc(report.Dangling, compareRuleIDs)
	for _, id := range e.Contents {
		if _, ok := e.Rule(id); !ok {
			report.MissingHeadings = append(report.MissingHeadings, id)
		}
	}
	return report
}

// Complete returns nil when the report is that of a whole, undamaged CR,
// and otherwise an *IncompleteError (matching ErrIncomplete) naming what
// is missing: the end of the file (no glossary, or no Credits after it),
// sections or headings the table of contents lists but the body lacks, or
// more than MaxGaps numbering gaps. Every real edition ends with its
// glossary and Credits and prints at most a few gaps, so a file failing
// this was cut off or damaged and must not replace a good copy. Dangling
// references are not a failure: real editions print a few stale ones.
func (r Report) Complete() error {
	var missing []string
	if r.Truncation != "" {
		missing = append(missing, r.Truncation)
	}
	if n := len(r.MissingHeadings); n > 0 {
		missing = append(missing, fmt.Sprintf("%d sections and headings listed in the contents are not in the body (%s)", n, firstFew(r.MissingHeadings)))
	}
	if r.Glossary == 0 && r.Truncation == "" {
		missing = append(missing, "no glossary entries")
	}
	if n := len(r.Gaps); n > MaxGaps {
		gaps := make([]string, len(r.Gaps))
		for i, gap := range r.Gaps {
			what := gap.Missing
			if what == "" {
				word, _, _ := strings.Cut(gap.Damaged, " ")
				what = fmt.Sprintf("unreadable number %q", word)
			}
			gaps[i] = fmt.Sprintf("%s (line %d)", what, gap.Line)
		}
		missing = append(missing, fmt.Sprintf("%d numbering gaps, more than the %d a printing fault explains (%s)", n, MaxGaps, firstFew(gaps)))
	}
	if len(missing) == 0 {
		return nil
	}
	return &IncompleteError{Missing: missing}
}

// firstFew joins the first five items, with "..." when there are more.
func firstFew(items []string) string {
	const shown = 5
	listed := strings.Join(items[:min(len(items), shown)], ", ")
	if len(items) > shown {
		listed += ", ..."
	}
	return listed
}

// countSectionMentions counts the mentions naming a section.
func countSectionMentions(mentions []mention) int {
	sections := 0
	for _, m := range mentions {
		if m.from.kind() == KindSection {
			sections++
		}
	}
	return sections
}

// compareRuleIDs orders rule IDs as the CR does (9 before 100, 601.2
// before 601.10); IDs that are not rule numbers sort after, as strings.
func compareRuleIDs(a, b string) int {
	x, okA := parseRuleID(a)
	y, okB := parseRuleID(b)
	if !okA || !okB {
		return cmp.Or(-cmp.Compare(boolInt(okA), boolInt(okB)), cmp.Compare(a, b))
	}
	return compareRuleNumbers(x, y)
}

// compareRuleNumbers orders rule numbers as the CR does.
func compareRuleNumbers(x, y ruleNumber) int {
	return cmp.Or(
		cmp.Compare(x.section, y.section),
		cmp.Compare(x.heading, y.heading),
		cmp.Compare(x.rule, y.rule),
		cmp.Compare(x.letter, y.letter),
	)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
