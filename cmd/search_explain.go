package cmd

import (
	"sort"
	"strconv"
	"strings"

	"github.com/judgekit/judge/index"
)

// writeUnderstanding prints how a query was read, when explained.
func writeUnderstanding(p *printer, u *index.Understanding) {
	if u == nil {
		return
	}
	p.linef("Read as: %s", strings.Join(u.Concepts, "; "))
	for _, s := range u.Slang {
		p.linef("  slang %s", s)
	}
	for _, c := range u.Corrections {
		p.linef("  typo %s", c)
	}
	if len(u.Variants) > 0 {
		p.linef("  names the variants %s", strings.Join(u.Variants, ", "))
	}
	if u.Detail {
		p.line("  asks a detail: bare headings rank lower")
	}
	if u.What {
		p.line("  asks what it is: bare headings rank lower")
	}
}

// writeExplanation prints why a hit ranked where it did, when explained.
func writeExplanation(p *printer, e *index.Explanation) {
	if e == nil {
		return
	}
	fields := make([]string, 0, len(e.Fields))
	for f := range e.Fields {
		fields = append(fields, f)
	}
	sort.Strings(fields)
	var matched []string
	for _, f := range fields {
		matched = append(matched, f+": "+strings.Join(e.Fields[f], " "))
	}
	p.linef("    why: text score %s; matched %s", formatFactor(e.Text), strings.Join(matched, "; "))
	if len(e.Concepts) > 0 {
		p.linef("         holds %s", strings.Join(e.Concepts, "; "))
	}
	for _, b := range e.Boosts {
		p.linef("         x%s %s: %s", formatFactor(b.Factor), b.Name, b.Why)
	}
}

func formatFactor(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
