package cmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/judgekit/judge/corpus"
)

// listShown caps how many items of a problem list the text form prints;
// --json has them all.
const listShown = 20

// reportRow is one line of the self-check, with the problems it counts.
type reportRow struct {
	label string
	value string
	items []string
}

// writeReport prints an edition's self-check as aligned "label  value"
// lines: identity, then counts, then problems, each problem listed under
// its count and located (a dangling reference with what cites it, a warning
// as source:line).
func writeReport(w io.Writer, edition *corpus.Edition, report corpus.Report) error {
	effective := report.Effective
	if effective == "" {
		effective = "none"
	}
	rows := []reportRow{
		{label: "effective", value: effective},
		{label: "sections", value: strconv.Itoa(report.Sections)},
		{label: "headings", value: strconv.Itoa(report.Headings)},
		{label: "rules", value: strconv.Itoa(report.Rules)},
		{label: "subrules", value: strconv.Itoa(report.Subrules)},
		{label: "examples", value: strconv.Itoa(report.Examples)},
		{label: "glossary entries", value: strconv.Itoa(report.Glossary)},
		{label: "glossary examples", value: strconv.Itoa(report.GlossaryExamples)},
		{label: "obsolete terms", value: strconv.Itoa(report.Obsolete)},
		{label: "references", value: strconv.Itoa(report.Refs)},
		{label: "rules referenced", value: strconv.Itoa(report.RefTargets)},
		problemRow("dangling references", danglingItems(edition, report.Dangling)),
		problemRow("missing headings", report.MissingHeadings),
		problemRow("warnings", warningItems(edition.Warnings)),
	}
	width := 0
	for _, row := range rows {
		width = max(width, len(row.label))
	}
	p := &printer{w: w}
	for _, row := range rows {
		p.linef("%-*s  %s", width, row.label, row.value)
		for _, item := range row.items[:min(len(row.items), listShown)] {
			p.line("    " + item)
		}
		if len(row.items) > listShown {
			p.linef("    ... and %d more (see --json)", len(row.items)-listShown)
		}
	}
	return p.err
}

func problemRow(label string, items []string) reportRow {
	if len(items) == 0 {
		return reportRow{label: label, value: "none"}
	}
	return reportRow{label: label, value: strconv.Itoa(len(items)), items: items}
}

// danglingItems names, for each reference target the edition lacks, the
// rules and glossary entries that cite it: that is where the fix goes.
func danglingItems(edition *corpus.Edition, dangling []string) []string {
	citers := make(map[string][]string, len(dangling))
	record := func(citer string, refs []corpus.Ref) {
		for _, ref := range refs {
			if ref.Outside {
				citers[ref.ID] = append(citers[ref.ID], citer)
			}
		}
	}
	for _, rule := range edition.Rules {
		record(rule.ID, rule.Refs)
	}
	for _, entry := range edition.Glossary {
		record("glossary:"+entry.Term, entry.Refs)
	}
	items := make([]string, len(dangling))
	for i, id := range dangling {
		items[i] = id
		if by := citers[id]; len(by) > 0 {
			items[i] += "  cited by " + strings.Join(by, ", ")
		}
	}
	return items
}

func warningItems(warnings []corpus.Warning) []string {
	items := make([]string, len(warnings))
	for i, warning := range warnings {
		items[i] = formatWarning(warning)
	}
	return items
}

// formatWarning locates a parser warning the way compilers do,
// "source:line: message".
func formatWarning(warning corpus.Warning) string {
	where := warning.Source
	if warning.Line > 0 {
		where += fmt.Sprintf(":%d", warning.Line)
	}
	if where == "" {
		return warning.Message
	}
	return where + ": " + warning.Message
}
