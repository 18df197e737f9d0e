package corpus

import "strings"

// mention is one cross-reference as printed: a single number, or a range
// from..to ("409.1b-i", "306-311", "903.6–903.11").
type mention struct {
	from, to ruleNumber
	ranged   bool
	// start and end are the byte offsets of the mention in its text.
	start, end int
}

// enDash is the range dash of the modern files; older ones use a hyphen.
const enDash = "–"

// maxRangeSpan bounds how many numbers a range expands to, so a typo such
// as "rules 100-9999" cannot make thousands of references.
const maxRangeSpan = 50

// appendMentions scans text for cross-references and appends them to dst.
//
// Only rule-number shaped tokens count, so that "20 life", "{2}", "1/1",
// "7 cards" and years are never references:
//   - NNN.N and NNN.Na (heading 100-999) anywhere in the text;
//   - a bare three-digit heading ("rule 601") only after "rule", "rules",
//     "section", "sections" or "see", or when it continues a list of
//     references ("rules 614 and 615", "rules 306-311 and 500");
//   - a one-digit section only after "section" or "sections".
//
// Each may be followed by a range end after a hyphen or en dash: a full
// number ("409.1a-409.1h"), a subrule letter ("409.1b-i"), a rule number
// ("119.7–8") or a heading ("306-311").
func appendMentions(dst []mention, text string) []mention {
	lastEnd := -1
	var last ruleNumber
	for i := 0; i < len(text); {
		if !isDigit(text[i]) {
			i++
			continue
		}
		runEnd := i + leadingDigits(text[i:])
		if i > 0 && !canPrecedeReference(text[i-1]) {
			i = runEnd
			continue
		}
		var number ruleNumber
		end, ok := 0, false
		switch runEnd - i {
		case 3:
			number, end, ok = readReferenceNumber(text, i, runEnd)
			if ok && number.rule == 0 {
				ok = followsReferenceWord(text, i) || continuesList(text, lastEnd, i)
			}
		case 1:
			if text[i] != '0' && !nextIsWordChar(text, runEnd) &&
				(followsSectionWord(text, i) || (last.kind() == KindSection && continuesList(text, lastEnd, i))) {
				number, end, ok = ruleNumber{section: int(text[i] - '0')}, runEnd, true
			}
		}
		if !ok {
			i = runEnd
			continue
		}
		found := mention{from: number, to: number, start: i}
		if to, rangeEnd, isRange := readRangeEnd(text, end, number); isRange {
			found.to, found.ranged, end = to, true, rangeEnd
		}
		found.end = end
		dst = append(dst, found)
		lastEnd, last, i = end, found.to, end
	}
	return dst
}

// canPrecedeReference rejects tokens glued to a word, a number, a mana
// symbol ("{2}"), a fraction ("1/1") or a sign: only a space, an opening
// bracket or quote, or the start of the text may come before a reference.
func canPrecedeReference(c byte) bool {
	if isLetterASCII(c) || isDigit(c) {
		return false
	}
	switch c {
	case '.', ',', '/', '{', '+', '-', '$', '#', '_', ':', '\'', '*', '^':
		return false
	}
	return true
}

// nextIsWordChar says whether text[i] continues a word or number.
func nextIsWordChar(text string, i int) bool {
	return i < len(text) && (isLetterASCII(text[i]) || isDigit(text[i]) || text[i] == '/' || text[i] == '%')
}

// readReferenceNumber reads a number whose three-digit heading spans
// text[start:headingEnd]: "601", "601.2" or "601.2f". It returns the number
// and where it ends.
func readReferenceNumber(text string, start, headingEnd int) (ruleNumber, int, bool) {
	if text[start] == '0' {
		return ruleNumber{}, 0, false
	}
	heading := int(text[start]-'0')*100 + int(text[start+1]-'0')*10 + int(text[start+2]-'0')
	number := ruleNumber{section: heading / 100, heading: heading}
	p := headingEnd
	if p+1 >= len(text) || text[p] != '.' || !isDigit(text[p+1]) {
		return number, p, !nextIsWordChar(text, p)
	}
	p++
	digits := leadingDigits(text[p:])
	if text[p] == '0' || digits > 4 {
		return ruleNumber{}, 0, false
	}
	for _, c := range []byte(text[p : p+digits]) {
		number.rule = number.rule*10 + int(c-'0')
	}
	p += digits
	if p < len(text) && isLowerASCII(text[p]) && !nextIsWordChar(text, p+1) {
		number.letter = text[p]
		p++
	}
	if nextIsWordChar(text, p) || (p+1 < len(text) && text[p] == '.' && isDigit(text[p+1])) {
		// "100.5mm" or a version number "100.1.2" is not a rule.
		return ruleNumber{}, 0, false
	}
	return number, p, true
}

// readRangeEnd reads the end of a range that starts right after from, at
// text[p]: a hyphen or en dash, then a full number, a subrule letter, a rule
// number or a heading.
func readRangeEnd(text string, p int, from ruleNumber) (ruleNumber, int, bool) {
	switch {
	case p < len(text) && text[p] == '-':
		p++
	case strings.HasPrefix(text[p:], enDash):
		p += len(enDash)
	default:
		return ruleNumber{}, 0, false
	}
	if p >= len(text) {
		return ruleNumber{}, 0, false
	}
	if isLowerASCII(text[p]) {
		if from.letter == 0 || nextIsWordChar(text, p+1) {
			return ruleNumber{}, 0, false
		}
		to := from
		to.letter = text[p]
		return to, p + 1, true
	}
	digits := leadingDigits(text[p:])
	if digits == 3 && from.kind() != KindRule {
		return readReferenceNumber(text, p, p+digits)
	}
	if from.kind() == KindRule && digits > 0 && digits <= 4 && text[p] != '0' {
		if digits == 3 && p+digits+1 < len(text) && text[p+digits] == '.' && isDigit(text[p+digits+1]) {
			return readReferenceNumber(text, p, p+digits)
		}
		if nextIsWordChar(text, p+digits) {
			return ruleNumber{}, 0, false
		}
		to := from
		to.rule = 0
		for _, c := range []byte(text[p : p+digits]) {
			to.rule = to.rule*10 + int(c-'0')
		}
		return to, p + digits, true
	}
	return ruleNumber{}, 0, false
}

// referenceWords may introduce a bare heading number.
var referenceWords = [...]string{"rule", "rules", "section", "sections", "see"}

// followsReferenceWord says whether the token at text[i] comes right after
// one of referenceWords and a space.
func followsReferenceWord(text string, i int) bool {
	word := wordBefore(text, i)
	for _, candidate := range referenceWords {
		if strings.EqualFold(word, candidate) {
			return true
		}
	}
	return false
}

// followsSectionWord says whether the token at text[i] follows "section" or
// "sections".
func followsSectionWord(text string, i int) bool {
	word := wordBefore(text, i)
	return strings.EqualFold(word, "section") || strings.EqualFold(word, "sections")
}

// wordBefore returns the ASCII word that ends one space before text[i].
func wordBefore(text string, i int) string {
	if i < 2 || text[i-1] != ' ' {
		return ""
	}
	end := i - 1
	start := end
	for start > 0 && isLetterASCII(text[start-1]) {
		start--
	}
	return text[start:end]
}

// listSeparators join the references of a list: "614 and 615",
// "613.2, 707.2, and 707.3".
var listSeparators = [...]string{", ", " and ", ", and ", " or ", ", or ", "; "}

// continuesList says whether text[lastEnd:i] is a list separator right
// after the previous reference.
func continuesList(text string, lastEnd, i int) bool {
	if lastEnd < 0 || lastEnd >= i {
		return false
	}
	between := text[lastEnd:i]
	for _, separator := range listSeparators {
		if between == separator {
			return true
		}
	}
	return false
}

// resolver turns mentions into Refs against the rules of one edition. It
// looks rules up by parsed number rather than by ID string, so resolving
// thousands of mentions formats no strings for the rules that exist.
type resolver struct {
	byNumber map[ruleNumber]*Rule
	// targets and seen are scratch space reused from one citing node to
	// the next.
	targets []ruleNumber
	seen    map[ruleNumber]struct{}
}

// newResolver indexes rules by number; the first rule of a number wins,
// as in Edition.Rule.
func newResolver(rules []*Rule, numbers []ruleNumber) *resolver {
	byNumber := make(map[ruleNumber]*Rule, len(rules))
	for i, rule := range rules {
		if _, duplicate := byNumber[numbers[i]]; !duplicate {
			byNumber[numbers[i]] = rule
		}
	}
	return &resolver{byNumber: byNumber, seen: make(map[ruleNumber]struct{})}
}

// expand appends the numbers a mention names to dst. A range expands to
// every number between its ends; subrule letters skip "l" and "o", which
// the CR never uses, unless this edition defines them. A range whose ends
// are at different levels or under different parents names just its two
// ends.
func (r *resolver) expand(dst []ruleNumber, m mention) []ruleNumber {
	if !m.ranged {
		return append(dst, m.from)
	}
	from, to := m.from, m.to
	switch {
	case from.kind() == KindSubrule && to.kind() == KindSubrule &&
		from.heading == to.heading && from.rule == to.rule && from.letter <= to.letter:
		for letter := from.letter; letter <= to.letter; letter++ {
			n := from
			n.letter = letter
			if _, defined := r.byNumber[n]; !defined && (letter == 'l' || letter == 'o') {
				continue
			}
			dst = append(dst, n)
		}
	case from.kind() == KindRule && to.kind() == KindRule &&
		from.heading == to.heading && from.rule <= to.rule && to.rule-from.rule <= maxRangeSpan:
		for rule := from.rule; rule <= to.rule; rule++ {
			n := from
			n.rule = rule
			dst = append(dst, n)
		}
	case from.kind() == KindHeading && to.kind() == KindHeading &&
		from.heading <= to.heading && to.heading-from.heading <= maxRangeSpan:
		for heading := from.heading; heading <= to.heading; heading++ {
			dst = append(dst, ruleNumber{section: heading / 100, heading: heading})
		}
	default:
		dst = append(dst, from, to)
	}
	return dst
}

// resolveReferences fills every rule's and glossary entry's Refs from its
// text and examples, and every cited rule's CitedBy.
func (r *resolver) resolveReferences(e *Edition) {
	var mentions []mention
	for _, rule := range e.Rules {
		mentions = appendNodeMentions(mentions[:0], rule.Text, rule.Examples)
		rule.Refs = r.refs(mentions, rule.ID)
	}
	for _, entry := range e.Glossary {
		mentions = appendNodeMentions(mentions[:0], entry.Text, entry.Examples)
		entry.Refs = r.refs(mentions, "glossary:"+entry.Term)
	}
}

// appendNodeMentions appends the references printed in a rule's or
// glossary entry's text and then in its examples: everything it cites.
func appendNodeMentions(dst []mention, text string, examples []string) []mention {
	dst = appendMentions(dst, text)
	for _, example := range examples {
		dst = appendMentions(dst, example)
	}
	return dst
}

// refs turns mentions into distinct Refs in order of first mention and
// records citer in the CitedBy of each target this edition defines. The
// seen set keeps this linear however many mentions a paragraph holds.
func (r *resolver) refs(mentions []mention, citer string) []Ref {
	clear(r.seen)
	var refs []Ref
	for _, m := range mentions {
		r.targets = r.expand(r.targets[:0], m)
		for _, number := range r.targets {
			if _, duplicate := r.seen[number]; duplicate {
				continue
			}
			r.seen[number] = struct{}{}
			target, defined := r.byNumber[number]
			if !defined {
				refs = append(refs, Ref{ID: number.String(), Outside: true})
				continue
			}
			refs = append(refs, Ref{ID: target.ID})
			target.CitedBy = append(target.CitedBy, citer)
		}
	}
	return refs
}
