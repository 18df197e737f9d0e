package corpus

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// renumberText rewrites the rule numbers cited in text through rename (an
// old rule ID to its ID in another edition), so that a rule citing "rule
// 409.1f" in one edition and "rule 601.2f" in the next reads the same when
// 409.1f became 601.2f. Numbers rename does not know are left as printed.
// A subrule range end ("409.1b-i") is renamed with its start when both
// land under the same new rule. Sections are renamed only after the word
// "section" or "sections", the only place a one-digit number is a reference.
func renumberText(text string, rename func(id string) (string, bool)) string {
	var b strings.Builder
	last := 0
	for i := 0; i < len(text); {
		if !isDigit(text[i]) || (i > 0 && (isDigit(text[i-1]) || isLetterASCII(text[i-1]) || text[i-1] == '.')) {
			i++
			continue
		}
		end := i + leadingDigits(text[i:])
		var id string
		switch end - i {
		case 3:
			end = extendRuleNumber(text, end)
			id = text[i:end]
		case 1:
			if followsSectionWord(text, i) {
				id = text[i:end]
			}
		}
		if id == "" || (end < len(text) && (isDigit(text[end]) || isLetterASCII(text[end]))) {
			i = end
			continue
		}
		renamed, ok := rename(id)
		if !ok {
			i = end
			continue
		}
		b.WriteString(text[last:i])
		b.WriteString(renamed)
		last, i = end, end
		// "409.1b-i": carry the range end's letter over to the new number.
		if letter, dashEnd, ok := rangeEndLetter(text, end); ok && strings.IndexByte(id, '.') > 0 && isLowerASCII(id[len(id)-1]) {
			if to, ok := rename(id[:len(id)-1] + string(letter)); ok && len(to) == len(renamed) && to[:len(to)-1] == renamed[:len(renamed)-1] {
				b.WriteString(text[end:dashEnd])
				b.WriteByte(to[len(to)-1])
				last, i = dashEnd+1, dashEnd+1
			}
		}
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// extendRuleNumber continues a three-digit heading at text[:end] with ".N"
// and an optional subrule letter when they follow, returning the new end.
func extendRuleNumber(text string, end int) int {
	if end+1 >= len(text) || text[end] != '.' || !isDigit(text[end+1]) {
		return end
	}
	p := end + 1 + leadingDigits(text[end+1:])
	if p < len(text) && isLowerASCII(text[p]) && (p+1 >= len(text) || !isLetterASCII(text[p+1])) {
		p++
	}
	return p
}

// rangeEndLetter reads "-x" or "–x" (a single subrule letter ending a range)
// at text[at:]; dashEnd is where the letter is.
func rangeEndLetter(text string, at int) (letter byte, dashEnd int, ok bool) {
	rest := text[at:]
	var dash int
	switch {
	case strings.HasPrefix(rest, "-"):
		dash = 1
	case strings.HasPrefix(rest, enDash):
		dash = len(enDash)
	default:
		return 0, 0, false
	}
	p := at + dash
	if p < len(text) && isLowerASCII(text[p]) && (p+1 >= len(text) || !isLetterASCII(text[p+1])) {
		return text[p], p, true
	}
	return 0, 0, false
}

// comparableText folds what differs between editions without changing what
// a rule says: runs of white space, curly and straight quotes, and the dash
// styles, so a file that changed its typography does not make every rule
// look reworded.
func comparableText(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	space := false
	for _, r := range text {
		switch r {
		case '‘', '’', '`':
			r = '\''
		case '“', '”':
			r = '"'
		case '–', '—', '−':
			r = '-'
		}
		if r == ' ' || r == '\n' || r == '\t' || r == '\r' || (r >= utf8.RuneSelf && unicode.IsSpace(r)) {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}
