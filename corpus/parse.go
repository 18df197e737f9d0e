package corpus

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"
)

// ErrNotCR is wrapped by the error Parse returns when the input is not a
// Comprehensive Rules text at all; the message around it says what was
// missing.
var ErrNotCR = errors.New("not a Comprehensive Rules text")

// effectiveDatePattern matches the date line in every edition's preamble:
// "These rules are effective as of April 17, 2026." (2009 onwards) and
// "These rules are current as of February 1, 2008." The final period is
// optional because the 2023-11-17 file omits it. The year takes any number
// of digits so that a misprinted "99999" is refused, not read as 9999.
var effectiveDatePattern = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\b(?:effective|current) as of ([A-Z][a-z]+ [0-9]{1,2}, [0-9]+)`)
})

// effectiveDateSearchLines bounds the search for the date line: it is line 3
// of every real file, so a date found deep in the text is not the edition's.
const effectiveDateSearchLines = 60

// parseOptions changes what parseText requires of its input.
type parseOptions struct {
	// fragment accepts a partial CR (the seed edition): no effective date,
	// table of contents or glossary is required.
	fragment bool
}

// Parse decodes and parses one whole Comprehensive Rules file. source names
// the input in warnings and errors. The input may be UTF-8 (with or without
// a BOM), Windows-1252 or ASCII, with any line-ending style (see decode).
// The result's ID and Effective are the effective date and its Hash is the
// SHA-256 of data. An input without an effective date line or without
// numbered rules gets an error wrapping ErrNotCR that names what is missing.
func Parse(source string, data []byte) (*Edition, error) {
	edition, err := parseBytes(source, data)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(data)
	edition.Hash = hex.EncodeToString(sum[:])
	return edition, nil
}

// parseBytes is Parse without the hash, for a caller that knows it.
func parseBytes(source string, data []byte) (*Edition, error) {
	text, err := decode(data)
	if err != nil {
		return nil, fmt.Errorf("parse %s: %w: %w", source, err, ErrNotCR)
	}
	return parseText(source, text, parseOptions{})
}

// parseText parses already decoded text with LF line endings. A fragment's
// Hash is the SHA-256 of text; for a whole file Parse sets it from the raw
// bytes instead, so the large text is hashed once.
func parseText(source, text string, opts parseOptions) (*Edition, error) {
	lines := strings.Split(text, "\n")
	// About a third of a real file's lines are numbered (3,285 of 9,323 in
	// 2026), so sizing for that avoids regrowing the index.
	expectedRules := len(lines)/3 + 1
	p := &parser{
		source:  source,
		opts:    opts,
		lines:   lines,
		edition: &Edition{Rules: make([]*Rule, 0, expectedRules)},
		byID:    make(map[string]*Rule, expectedRules),
		numbers: make([]ruleNumber, 0, expectedRules),
		terms:   make(map[string]*GlossaryEntry),

		paragraphs: make(map[*Rule][]string),

		glossaryLine: -1,
		creditsLine:  -1,
	}
	p.edition.Effective = p.findEffectiveDate()
	p.edition.ID = p.edition.Effective
	bodyStart := p.readContents()
	p.readBody(bodyStart)
	p.joinParagraphs()
	if !opts.fragment {
		var missing []string
		switch {
		case p.edition.Effective == "" && len(p.edition.Rules) > 0:
			// Rules without the preamble: most likely the second part of
			// a file whose start was lost.
			missing = append(missing, fmt.Sprintf("no effective date line before the first rule (line %d); the start of the file looks cut off", p.edition.Rules[0].Line))
		case p.edition.Effective == "":
			missing = append(missing, "no effective date line")
		}
		if len(p.edition.Rules) == 0 {
			missing = append(missing, "no numbered rules")
		}
		if p.badDate != nil && p.edition.Effective == "" {
			return nil, fmt.Errorf("parse %s: %w", source, p.badDate)
		}
		if len(missing) > 0 {
			return nil, fmt.Errorf("parse %s: %s: %w", source, strings.Join(missing, ", "), ErrNotCR)
		}
		p.edition.Truncation = p.truncation()
		p.edition.Gaps = attachDamaged(findGaps(p.edition.Rules, p.numbers), p.damagedLines, p.damagedTexts)
		for _, gap := range p.edition.Gaps {
			p.warn(gap.Line-1, "numbering gap: %s", gap)
		}
	}
	p.edition.byID = p.byID
	references := newResolver(p.edition.Rules, p.numbers)
	references.link(p.edition.Rules, p.numbers)
	references.resolveReferences(p.edition)
	if !opts.fragment {
		p.warnDangling()
		// Warnings are found by several passes; a reader wants them in
		// file order.
		slices.SortStableFunc(p.edition.Warnings, func(a, b Warning) int { return cmp.Compare(a.Line, b.Line) })
	}
	p.edition.indexGlossary()
	if opts.fragment {
		sum := sha256.Sum256([]byte(text))
		p.edition.Hash = hex.EncodeToString(sum[:])
	}
	return p.edition, nil
}

// parser holds the state of one parse: the lines, the edition being built
// and the rule that unnumbered paragraphs attach to.
type parser struct {
	source  string
	opts    parseOptions
	lines   []string
	edition *Edition
	byID    map[string]*Rule
	terms   map[string]*GlossaryEntry
	// numbers holds each rule's parsed number, parallel to edition.Rules.
	numbers []ruleNumber
	// paragraphs collects each rule's text paragraphs until they are
	// joined; only rules with continuation paragraphs have an entry.
	paragraphs map[*Rule][]string
	// slab is a block of Rules handed out one by one, so a 3,000-rule
	// edition costs a few dozen allocations rather than 3,000.
	slab []Rule
	// current is the rule that continuation paragraphs and examples belong
	// to: the last numbered line read.
	current *Rule
	// contents maps each section and heading the table of contents lists
	// to its title there and its 0-based line, to compare with the body.
	contents map[string]contentsEntry
	// glossaryLine and creditsLine are the 0-based lines of the body's
	// "Glossary" and "Credits" lines, -1 until read.
	glossaryLine, creditsLine int
	// badDate is the effective date line when its date could not be read.
	badDate *DateError
	// damagedLines and damagedTexts are the body lines that look like
	// rule numbers with a character changed (damagedNumber), 1-based.
	damagedLines []int
	damagedTexts []string
}

// contentsEntry is one heading as the table of contents prints it.
type contentsEntry struct {
	title string
	line  int
}

// warn records a problem the parser recovered from; line is 0-based.
func (p *parser) warn(line int, format string, args ...any) {
	p.edition.Warnings = append(p.edition.Warnings, Warning{
		Source:  p.source,
		Line:    line + 1,
		Message: fmt.Sprintf(format, args...),
	})
}

// findEffectiveDate returns the preamble's effective date as YYYY-MM-DD, or
// "" when there is none. It stops at the first numbered rule: a date quoted
// in rule text is not the edition's.
func (p *parser) findEffectiveDate() string {
	for i, line := range p.lines {
		if i >= effectiveDateSearchLines {
			break
		}
		if _, _, numbered := parseRuleLine(strings.TrimSpace(line)); numbered {
			break
		}
		match := effectiveDatePattern().FindStringSubmatch(line)
		if match == nil {
			continue
		}
		date, err := time.Parse("January 2, 2006", match[1])
		if err != nil {
			p.warn(i, "unreadable effective date %q", match[1])
			if p.badDate == nil {
				p.badDate = &DateError{Printed: match[1], Line: i + 1}
			}
			continue
		}
		return date.Format(time.DateOnly)
	}
	return ""
}

// readContents finds the table of contents (a "Contents" line before any
// numbered rule), records the sections and headings it lists in
// Edition.Contents and returns the index of the first body line. The
// contents end where a line repeats one already listed: modern files print
// every heading twice, once in the contents and once in the body, and the
// body begins with a repeat of the first section line. A numbered line
// repeats by its number, not its words, because some files title a
// heading differently in the two places ("1. Game Concepts" in the
// contents, "1. The Game" in the body); the body's title wins (addRule).
// Without a contents block the body starts at line 0.
func (p *parser) readContents() int {
	start := -1
	for i, line := range p.lines {
		trimmed := strings.TrimSpace(line)
		if trimmed == "Contents" {
			start = i
			break
		}
		if _, _, numbered := parseRuleLine(trimmed); numbered {
			return 0
		}
	}
	if start < 0 {
		return 0
	}
	seen := make(map[string]bool)
	listed := make(map[string]contentsEntry)
	var contents []string
	for i := start + 1; i < len(p.lines); i++ {
		trimmed := strings.TrimSpace(p.lines[i])
		if trimmed == "" {
			continue
		}
		key := trimmed
		number, title, numbered := parseRuleLine(trimmed)
		if numbered {
			key = number.String()
		}
		if seen[key] {
			p.edition.Contents = contents
			p.contents = listed
			return i
		}
		seen[key] = true
		if numbered {
			if kind := number.kind(); kind == KindSection || kind == KindHeading {
				contents = append(contents, key)
				listed[key] = contentsEntry{title: title, line: i}
			}
		}
	}
	p.warn(start, "table of contents never ends (no heading is repeated after it); reading it as body text")
	return start + 1
}

// readBody reads numbered rules from line start until the "Glossary" line,
// then hands the rest to the glossary reader.
func (p *parser) readBody(start int) {
	for i := start; i < len(p.lines); i++ {
		trimmed := strings.TrimSpace(p.lines[i])
		if trimmed == "" {
			continue
		}
		if trimmed == "Glossary" {
			p.glossaryLine = i
			p.readGlossary(i + 1)
			return
		}
		if number, text, numbered := parseRuleLine(trimmed); numbered {
			if number.kind() != KindHeading && strayNumberSpace(trimmed) {
				p.warn(i, "rule number printed with a stray space (%q); read as %s", excerpt(trimmed), number)
			}
			p.addRule(number, text, i)
			continue
		}
		if example, ok := strings.CutPrefix(trimmed, "Example:"); ok {
			p.addExample(strings.TrimSpace(example), i)
			continue
		}
		if damagedNumber(trimmed) {
			p.damagedLines = append(p.damagedLines, i+1)
			p.damagedTexts = append(p.damagedTexts, excerpt(trimmed))
		}
		p.addContinuation(trimmed, i)
	}
}

// addRule starts a new numbered node. A number seen before is reported and
// its text appended to the first node of that number, so nothing is lost
// and lookups stay unambiguous.
func (p *parser) addRule(number ruleNumber, text string, line int) {
	id := number.String()
	if existing, duplicate := p.byID[id]; duplicate {
		p.warn(line, "duplicate rule number %s (first at line %d); text appended to the first", id, existing.Line)
		p.current = existing
		p.addContinuation(text, line)
		return
	}
	rule := p.newRule()
	*rule = Rule{ID: id, Kind: number.kind(), Line: line + 1}
	if listed, ok := p.contents[id]; ok && !sameTitle(listed.title, text) {
		p.warn(line, "heading %s is titled %q here but %q in the contents (line %d); the body's title is used", id, text, listed.title, listed.line+1)
	}
	switch rule.Kind {
	case KindSection, KindHeading:
		rule.Title = text
	case KindRule:
		if looksLikeTitle(text) {
			rule.Title = text
		} else {
			rule.Text = text
		}
	default:
		rule.Text = text
	}
	p.edition.Rules = append(p.edition.Rules, rule)
	p.numbers = append(p.numbers, number)
	p.byID[id] = rule
	p.current = rule
}

// newRule returns a zeroed Rule from the slab.
func (p *parser) newRule() *Rule {
	const slabSize = 256
	if len(p.slab) == 0 {
		p.slab = make([]Rule, slabSize)
	}
	rule := &p.slab[0]
	p.slab = p.slab[1:]
	return rule
}

// addExample attaches an "Example:" paragraph to the current rule.
func (p *parser) addExample(text string, line int) {
	if p.current == nil {
		p.warn(line, "example before the first rule ignored: %q", excerpt(text))
		return
	}
	p.current.Examples = append(p.current.Examples, text)
}

// addContinuation adds an unnumbered paragraph to the current rule. The
// paragraphs are joined once at the end (joinParagraphs): appending to
// Text each time would copy the text over and over for a long rule.
func (p *parser) addContinuation(text string, line int) {
	if text == "" {
		return
	}
	if p.current == nil {
		p.warn(line, "text before the first rule ignored: %q", excerpt(text))
		return
	}
	paragraphs, started := p.paragraphs[p.current]
	if !started && p.current.Text != "" {
		paragraphs = append(paragraphs, p.current.Text)
	}
	p.paragraphs[p.current] = append(paragraphs, text)
}

// joinParagraphs sets the Text of every rule with continuation paragraphs:
// its paragraphs separated by blank lines.
func (p *parser) joinParagraphs() {
	for rule, paragraphs := range p.paragraphs {
		rule.Text = strings.Join(paragraphs, "\n\n")
	}
}

// excerpt shortens text for a warning message.
func excerpt(text string) string {
	const limit = 60
	if len(text) <= limit {
		return text
	}
	cut := limit
	for cut > 0 && text[cut]&0xC0 == 0x80 {
		cut--
	}
	return text[:cut] + "..."
}

// looksLikeTitle says whether a rule's text is a title ("415.7. Changing
// Targets", "702.9. Flying") rather than a sentence: short, and not ending
// in the punctuation that closes every sentence of rule text.
func looksLikeTitle(text string) bool {
	const maxTitle = 80
	if text == "" || len(text) > maxTitle {
		return false
	}
	switch {
	case strings.HasSuffix(text, "."), strings.HasSuffix(text, ":"),
		strings.HasSuffix(text, "?"), strings.HasSuffix(text, "!"),
		strings.HasSuffix(text, ")"), strings.HasSuffix(text, "\""),
		strings.HasSuffix(text, "”"), strings.HasSuffix(text, ";"),
		strings.HasSuffix(text, ","):
		return false
	}
	return true
}

// parseRuleLine recognises a numbered line and splits it into its number
// and text. The shapes are "4. Spells, Abilities, and Effects" (section),
// "601. Casting Spells" (heading), "601.2. text" or "606.5 text" (rule) and
// "601.2f text" or "119.1d. text" (subrule); "901.4.All" (no space after
// the number) is read as rule 901.4.
func parseRuleLine(line string) (ruleNumber, string, bool) {
	switch leadingDigits(line) {
	case 1:
		// A section line needs a capitalised title so that a glossary
		// sense such as "1. Text on an object" never reads as one.
		if line[0] == '0' || len(line) < 4 || line[1] != '.' || line[2] != ' ' {
			return ruleNumber{}, "", false
		}
		title := strings.TrimSpace(line[2:])
		if title == "" || !isUpperASCII(title[0]) || strings.HasSuffix(title, ".") {
			return ruleNumber{}, "", false
		}
		return ruleNumber{section: int(line[0] - '0')}, title, true
	case 3:
		if line[0] == '0' || len(line) < 5 || line[3] != '.' {
			return ruleNumber{}, "", false
		}
		heading := int(line[0]-'0')*100 + int(line[1]-'0')*10 + int(line[2]-'0')
		number := ruleNumber{section: heading / 100, heading: heading}
		rest := line[4:]
		if !isDigit(rest[0]) {
			if rest[0] != ' ' && rest[0] != '\t' {
				return ruleNumber{}, "", false
			}
			if strayNumberSpace(line) {
				// "606. 8b Players win": no heading title starts with a
				// number, so this is subrule 606.8b misprinted.
				if rule, letter, text, ok := readStrayNumber(strings.TrimLeft(rest, " \t")); ok {
					number.rule, number.letter = rule, letter
					return number, text, true
				}
			}
			title := strings.TrimSpace(rest)
			return number, title, title != ""
		}
		digits := leadingDigits(rest)
		if rest[0] == '0' || digits > 4 {
			return ruleNumber{}, "", false
		}
		for _, c := range []byte(rest[:digits]) {
			number.rule = number.rule*10 + int(c-'0')
		}
		rest = rest[digits:]
		if len(rest) > 0 && isLowerASCII(rest[0]) && (len(rest) == 1 || rest[1] == ' ' || rest[1] == '.' || rest[1] == '\t') {
			number.letter = rest[0]
			rest = rest[1:]
		}
		switch {
		case rest == "":
		case rest[0] == '.':
			rest = rest[1:]
		case rest[0] != ' ' && rest[0] != '\t':
			return ruleNumber{}, "", false
		}
		return number, strings.TrimSpace(rest), true
	}
	return ruleNumber{}, "", false
}
