package corpus

import (
	"strings"
	"unicode"
)

// obsoleteMarker follows the term of glossary entries for words no longer
// used on cards: "Bury (Obsolete)".
const obsoleteMarker = "(Obsolete)"

// readGlossary reads glossary entries from line start until the "Credits"
// line or the end of the text. Entries are blocks separated by blank lines:
// the first line is the term, the rest its definition.
func (p *parser) readGlossary(start int) {
	var block []string
	blockStart := start
	for i := start; i < len(p.lines); i++ {
		trimmed := strings.TrimSpace(p.lines[i])
		if trimmed == "Credits" {
			break
		}
		if trimmed == "" {
			p.addGlossaryEntry(block, blockStart)
			block = block[:0]
			continue
		}
		if len(block) == 0 {
			blockStart = i
		}
		block = append(block, trimmed)
	}
	p.addGlossaryEntry(block, blockStart)
}

// addGlossaryEntry turns one block of lines into an entry. Numbered lines
// ("1. ...", "2. ...") are the senses; "Example:" lines are examples; other
// lines of a numbered entry (typically a closing "See rule 113.") stay in
// Text only, since they belong to the entry as a whole, not to one sense.
func (p *parser) addGlossaryEntry(block []string, line int) {
	if len(block) == 0 {
		return
	}
	entry := &GlossaryEntry{Term: block[0], Line: line + 1}
	if term, ok := cutSuffixFold(entry.Term, obsoleteMarker); ok {
		entry.Term = strings.TrimSpace(term)
		entry.Obsolete = true
	}
	var text, unnumbered []string
	for _, definition := range block[1:] {
		if example, ok := strings.CutPrefix(definition, "Example:"); ok {
			entry.Examples = append(entry.Examples, strings.TrimSpace(example))
			continue
		}
		text = append(text, definition)
		if sense, ok := cutSenseNumber(definition); ok {
			entry.Senses = append(entry.Senses, sense)
			continue
		}
		unnumbered = append(unnumbered, definition)
	}
	if len(entry.Senses) == 0 && len(unnumbered) > 0 {
		entry.Senses = []string{strings.Join(unnumbered, "\n")}
	}
	entry.Text = strings.Join(text, "\n")
	if len(text) == 0 {
		p.warn(line, "glossary term %q has no definition", entry.Term)
	}
	key := termKey(entry.Term)
	if first, duplicate := p.terms[key]; duplicate && key != "" {
		p.warn(line, "duplicate glossary term %q (first at line %d); lookups find the first", entry.Term, first.Line)
	} else {
		p.terms[key] = entry
	}
	p.edition.Glossary = append(p.edition.Glossary, entry)
}

// cutSenseNumber strips a sense number ("1. ", "12. ") from a definition
// line.
func cutSenseNumber(line string) (string, bool) {
	digits := leadingDigits(line)
	if digits == 0 || digits > 2 || len(line) < digits+2 || line[digits] != '.' || line[digits+1] != ' ' {
		return line, false
	}
	return strings.TrimSpace(line[digits+2:]), true
}

// cutSuffixFold is strings.CutSuffix ignoring ASCII case.
func cutSuffixFold(s, suffix string) (string, bool) {
	if len(s) < len(suffix) || !strings.EqualFold(s[len(s)-len(suffix):], suffix) {
		return s, false
	}
	return s[:len(s)-len(suffix)], true
}

// termKey folds a glossary term for lookup: letters and digits only, in
// lower case, so "double-faced card", "Double Faced Card" and
// "Double-Faced Card" all find the same entry.
func termKey(term string) string {
	if term, ok := cutSuffixFold(strings.TrimSpace(term), obsoleteMarker); ok {
		return termKey(term)
	}
	var b strings.Builder
	b.Grow(len(term))
	for _, r := range term {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// indexGlossary builds the term lookup; the first entry of a term wins.
func (e *Edition) indexGlossary() {
	e.terms = make(map[string]*GlossaryEntry, len(e.Glossary))
	for _, entry := range e.Glossary {
		key := termKey(entry.Term)
		if _, duplicate := e.terms[key]; key != "" && !duplicate {
			e.terms[key] = entry
		}
	}
}
