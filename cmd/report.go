package cmd

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/judgekit/judge/corpus"
)

// reportFields are the self-check's JSON fields in the order a reader wants
// them: identity, then counts, then problems.
var reportFields = []struct{ key, label string }{
	{"effective", "effective"},
	{"sections", "sections"},
	{"headings", "headings"},
	{"rules", "rules"},
	{"subrules", "subrules"},
	{"examples", "examples"},
	{"glossary", "glossary entries"},
	{"glossary_examples", "glossary examples"},
	{"obsolete", "obsolete terms"},
	{"refs", "references"},
	{"ref_targets", "rules referenced"},
	{"dangling", "dangling references"},
	{"missing_headings", "missing headings"},
	{"warnings", "warnings"},
}

// listShown caps how many items of a problem list the text form prints;
// --json has them all.
const listShown = 20

// writeReport prints the self-check as aligned "label  value" lines, with
// the items of a problem list indented under it and the parser's warnings,
// each located, at the end. It reads the report through its JSON form, the
// documented contract of corpus.Report, so the text and --json outputs
// cannot disagree.
func writeReport(w io.Writer, report corpus.Report, warnings []corpus.Warning) error {
	raw, err := json.Marshal(report)
	if err != nil {
		return fmt.Errorf("self-check report: %w", err)
	}
	var fields map[string]any
	if err := json.Unmarshal(raw, &fields); err != nil {
		return fmt.Errorf("self-check report: %w", err)
	}
	width := 0
	for _, field := range reportFields {
		width = max(width, len(field.label))
	}
	p := &printer{w: w}
	for _, field := range reportFields {
		value, present := fields[field.key]
		if !present && field.key != "effective" {
			continue
		}
		summary, items := formatReportValue(value)
		p.linef("%-*s  %s", width, field.label, summary)
		for _, item := range items {
			p.line("    " + item)
		}
	}
	for _, warning := range warnings[:min(len(warnings), listShown)] {
		p.line("    " + formatWarning(warning))
	}
	if len(warnings) > listShown {
		p.linef("    ... and %d more", len(warnings)-listShown)
	}
	return p.err
}

// formatReportValue turns one report field into a summary and, for a list
// of problems, one line per item.
func formatReportValue(value any) (string, []string) {
	switch v := value.(type) {
	case nil:
		return "none", nil
	case string:
		if v == "" {
			return "none", nil
		}
		return v, nil
	case float64:
		return fmt.Sprint(v), nil
	case []any:
		if len(v) == 0 {
			return "none", nil
		}
		lines := make([]string, 0, min(len(v), listShown)+1)
		for _, item := range v[:min(len(v), listShown)] {
			lines = append(lines, formatReportItem(item))
		}
		if len(v) > listShown {
			lines = append(lines, fmt.Sprintf("... and %d more (see --json)", len(v)-listShown))
		}
		return fmt.Sprint(len(v)), lines
	default:
		raw, _ := json.Marshal(v)
		return string(raw), nil
	}
}

// formatReportItem prints a list item as its plain value.
func formatReportItem(item any) string {
	if text, ok := item.(string); ok {
		return text
	}
	raw, _ := json.Marshal(item)
	return string(raw)
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
