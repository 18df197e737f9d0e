package corpus

import (
	"slices"
	"strings"
	"unicode"
)

// obsoleteMarker follows the term of glossary entries for words no longer
// used on cards: "Bury (Obsolete)".
const obsoleteMarker = "(Obsolete)"

// informalMarker follows the term of glossary entries for words players use
// that the rules do not: "Fizzle (Informal)" (2008 and earlier). Unlike
// obsoleteMarker it stays in the term as printed; lookups ignore it.
const informalMarker = "(Informal)"

// readGlossary reads glossary entries from line start until the "Credits"
// line or the end of the text. Entries are blocks separated by blank lines:
// the first line is the term, the rest its definition.
func (p *parser) readGlossary(start int) {
	var block []string
	blockStart := start
	for i := start; i < len(p.lines); i++ {
		trimmed := strings.TrimSpace(p.lines[i])
		if trimmed == "Credits" {
			p.creditsLine = i
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
	term = strings.TrimSpace(term)
	for _, marker := range [...]string{obsoleteMarker, informalMarker} {
		if rest, ok := cutSuffixFold(term, marker); ok {
			return termKey(rest)
		}
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

// termAliasKeys returns the lookup keys of the other names an entry is
// printed under: each comma-separated name of "Control, Controller" or
// "Remove from the Game, Removed, Removed-from-the-Game Zone", and each
// such name without its bracketed placeholders ("Partner with [name]" is
// also found as "partner with"). The whole term's own key is left out.
func termAliasKeys(term string) []string {
	whole := termKey(term)
	var keys []string
	add := func(name string) {
		if key := termKey(name); key != "" && key != whole && !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
	}
	for name := range strings.SplitSeq(term, ",") {
		add(name)
		add(dropPlaceholders(name))
	}
	return keys
}

// dropPlaceholders removes the bracketed placeholders of a printed form:
// "Partner with [name]" becomes "Partner with ".
func dropPlaceholders(name string) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(name, '[')
		if open < 0 {
			break
		}
		close := strings.IndexByte(name[open:], ']')
		if close < 0 {
			break
		}
		b.WriteString(name[:open])
		name = name[open+close+1:]
	}
	b.WriteString(name)
	return b.String()
}

// indexGlossary builds the term lookup. Every entry's whole term is indexed
// before any alias (termAliasKeys), so a term printed on its own ("Life")
// finds its entry, not another that lists it ("Life, Life Total"); among
// equals the first entry wins.
func (e *Edition) indexGlossary() {
	e.terms = make(map[string]*GlossaryEntry, len(e.Glossary))
	index := func(key string, entry *GlossaryEntry) {
		if _, duplicate := e.terms[key]; key != "" && !duplicate {
			e.terms[key] = entry
		}
	}
	for _, entry := range e.Glossary {
		index(termKey(entry.Term), entry)
	}
	for _, entry := range e.Glossary {
		for _, key := range termAliasKeys(entry.Term) {
			index(key, entry)
		}
	}
	e.stems = &stemIndex{}
}
