package corpus

import (
	"fmt"
	"strings"
)

// truncation says where a whole file ends early: every CR ends with its
// glossary and then Credits, so a file without them was cut off. It
// returns "" for a file that ends as a CR does.
func (p *parser) truncation() string {
	end := len(p.lines)
	for end > 0 && strings.TrimSpace(p.lines[end-1]) == "" {
		end--
	}
	switch {
	case p.glossaryLine < 0:
		return fmt.Sprintf("no glossary: the file ends at line %d, inside the numbered rules", end)
	case p.creditsLine < 0:
		last := "none"
		if n := len(p.edition.Glossary); n > 0 {
			last = fmt.Sprintf("%q", p.edition.Glossary[n-1].Term)
		}
		return fmt.Sprintf("no Credits after the glossary: the file ends at line %d, inside the glossary (last entry read: %s)", end, last)
	}
	return ""
}

// warnDangling records, once per citing rule or glossary entry, the
// references to rules this edition does not define, at the citer's line:
// real editions print a few such stale numbers ("see rule 110.10"), and a
// reader should find them.
func (p *parser) warnDangling() {
	var outside []string
	collect := func(refs []Ref) []string {
		outside = outside[:0]
		for _, ref := range refs {
			if ref.Outside {
				outside = append(outside, ref.ID)
			}
		}
		return outside
	}
	for _, rule := range p.edition.Rules {
		if ids := collect(rule.Refs); len(ids) > 0 {
			p.warn(rule.Line-1, "rule %s cites %s, which this edition does not define", rule.ID, strings.Join(ids, ", "))
		}
	}
	for _, entry := range p.edition.Glossary {
		if ids := collect(entry.Refs); len(ids) > 0 {
			p.warn(entry.Line-1, "glossary entry %q cites %s, which this edition does not define", entry.Term, strings.Join(ids, ", "))
		}
	}
}

// sameTitle compares a heading's title in the contents and in the body,
// ignoring case and spacing.
func sameTitle(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}
