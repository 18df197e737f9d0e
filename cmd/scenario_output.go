package cmd

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios"
)

// verdict is the word a report leads with.
func verdict(passed bool) string {
	if passed {
		return "PASS"
	}
	return "FAIL"
}

// problemText renders a problem as file:line: message, or file: message
// when the problem has no line (an unreadable file).
func problemText(p *scenarios.Error) string {
	if p.Line <= 0 {
		return p.File + ": " + p.Msg
	}
	return p.Error()
}

// writeRunReports renders each scenario the way a judge reads a ruling:
// the verdict, what the scenario is about, what went wrong, then the trace
// with each cited rule's text beside the step that first applies it.
func writeRunReports(w io.Writer, reports []scenarios.Checked, editions scenarios.EditionLookup, width int) error {
	p := &printer{w: w}
	for i, r := range reports {
		if i > 0 {
			p.line("")
		}
		title := r.ID
		if r.Scenario != nil && r.Scenario.Title != "" {
			title += ": " + r.Scenario.Title
		}
		p.linef("%s  %s", verdict(r.Passed), title)
		p.linef("  file      %s", r.File)
		if r.Scenario != nil {
			p.linef("  about     %s", strings.Join(r.Scenario.Rules, ", "))
			if r.Scenario.Source != "" {
				p.linef("  source    %s", r.Scenario.Source)
			}
			p.linef("  edition   %s", r.Scenario.Edition)
		}
		if len(r.Problems) > 0 {
			p.line("")
			p.line("  What went wrong")
			for _, problem := range r.Problems {
				p.line(wrapIndented("    ", problemText(problem), width, "      "))
			}
		}
		if r.Trace != nil {
			p.line("")
			p.line("  Trace")
			edition, _ := editions(r.Edition)
			writeTrace(p, r.Trace.Steps(), edition, width)
		}
	}
	if len(reports) > 1 {
		p.line("")
		writeTally(p, reports)
	}
	return p.err
}

// writeTrace prints numbered steps; under the first step citing a rule it
// prints the rule's text, and later steps citing it point back there.
func writeTrace(p *printer, steps []rulings.Step, edition *corpus.Edition, width int) {
	if len(steps) == 0 {
		p.line("    (no steps)")
		return
	}
	firstStep := map[string]int{}
	numberWidth := len(fmt.Sprint(len(steps)))
	indent := strings.Repeat(" ", 4+numberWidth+2)
	for i, step := range steps {
		n := i + 1
		p.line(wrapIndented(fmt.Sprintf("    %*d  ", numberWidth, n), "["+step.Rule+"] "+step.Text, width, indent))
		if first, ok := firstStep[step.Rule]; ok {
			p.linef("%s(%s as at step %d)", indent, step.Rule, first)
			continue
		}
		firstStep[step.Rule] = n
		text, known := scenarios.RuleText(edition, step.Rule)
		switch {
		case known:
			p.line(wrapIndented(indent, step.Rule+" "+text, width, indent+"  "))
		case edition != nil:
			p.linef("%s(%s: no text, not in edition %s)", indent, step.Rule, edition.ID)
		}
	}
}

// writeCheckReports renders one line per scenario, its problems beneath
// it, and the tally.
func writeCheckReports(w io.Writer, reports []scenarios.Checked) error {
	p := &printer{w: w}
	idWidth := 0
	for _, r := range reports {
		idWidth = max(idWidth, len(r.ID))
	}
	for _, r := range reports {
		p.linef("%s  %-*s  %s", verdict(r.Passed), idWidth, r.ID, r.File)
		for _, problem := range r.Problems {
			p.line("      " + problemText(problem))
		}
	}
	writeTally(p, reports)
	return p.err
}

func writeTally(p *printer, reports []scenarios.Checked) {
	passed := 0
	for _, r := range reports {
		if r.Passed {
			passed++
		}
	}
	p.linef("%d passed, %d failed, %d scenarios", passed, len(reports)-passed, len(reports))
}

// writeCoverage renders the coverage figures and the uncovered rules.
func writeCoverage(w io.Writer, report scenarios.Report, width int) error {
	p := &printer{w: w}
	percent := 0.0
	if report.Rules > 0 {
		percent = 100 * float64(report.Covered) / float64(report.Rules)
	}
	p.linef("edition %s: %d of %d rules and subrules covered (%.1f%%)", report.Edition, report.Covered, report.Rules, percent)
	p.linef("Examples: %d of %d Example paragraphs played; %d of %d rules with Examples have all of theirs played", report.ExamplesPlayed, report.Examples, report.ExamplesCovered, report.ExampleRules)
	writeCoverageRows(p, "by part (rules covered, Example paragraphs played):", report.Parts,
		func(s scenarios.SectionCoverage) (int, int) { return s.ExamplesPlayed, s.Examples })
	writeCoverageRows(p, "by section (rules covered, rules with all Examples played):", report.Sections,
		func(s scenarios.SectionCoverage) (int, int) { return s.ExamplesCovered, s.ExampleRules })
	if len(report.Missing) > 0 {
		p.line("")
		p.linef("not covered (%d):", len(report.Missing))
		p.line(wrapIDs(report.Missing, width))
	}
	if len(report.ExamplesMissing) > 0 {
		p.line("")
		p.linef("Examples no scenario plays (%d):", len(report.ExamplesMissing))
		p.line(wrapIDs(report.ExamplesMissing, width))
	}
	return p.err
}

// writeCoverageRows prints one line per part or section that holds rules:
// its rules covered and the Example figures examples picks, of its total.
func writeCoverageRows(p *printer, heading string, rows []scenarios.SectionCoverage, examples func(scenarios.SectionCoverage) (int, int)) {
	if len(rows) == 0 {
		return
	}
	p.line("")
	p.line(heading)
	for _, s := range rows {
		if s.Rules == 0 {
			continue
		}
		played, of := examples(s)
		p.linef("  %-4s %-40.40s %4d/%-4d %3d/%d", s.ID, s.Title, s.Covered, s.Rules, played, of)
	}
}

// wrapIndented prints text after prefix, broken at spaces so no line is
// wider than width runes, continuation lines starting with indent; width 0
// leaves the text on one line.
func wrapIndented(prefix, text string, width int, indent string) string {
	if width <= 0 {
		return prefix + text
	}
	var b strings.Builder
	b.WriteString(prefix)
	column := utf8.RuneCountInString(prefix)
	for i, word := range strings.Fields(text) {
		n := utf8.RuneCountInString(word)
		switch {
		case i == 0:
		case column+1+n > width:
			b.WriteString("\n" + indent)
			column = utf8.RuneCountInString(indent)
		default:
			b.WriteByte(' ')
			column++
		}
		b.WriteString(word)
		column += n
	}
	return b.String()
}

// wrapIDs lists rule IDs ten to a line (or to the terminal width), so a
// long list stays readable when piped.
func wrapIDs(ids []string, width int) string {
	if width > 0 {
		return wrapIndented("  ", strings.Join(ids, " "), width, "  ")
	}
	var b strings.Builder
	b.WriteString("  ")
	for i, id := range ids {
		switch {
		case i == 0:
		case i%10 == 0:
			b.WriteString("\n  ")
		default:
			b.WriteByte(' ')
		}
		b.WriteString(id)
	}
	return b.String()
}
