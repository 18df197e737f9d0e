package corpus

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The seed fragments were scraped from a web novel site: the CR paragraphs
// are there, one per line, but mixed with the site's boilerplate and user
// interface, with words the site censored and with numbered rules run
// together on one line. Cleaning keeps what is recognisably CR text (numbered
// rules, examples, and rule-like paragraphs right after them) rather than
// listing the noise, so a new scrape with different boilerplate still
// cleans.

// seedFile is one embedded scrape, as raw bytes.
type seedFile struct {
	name string
	data []byte
}

// seedParagraph is one paragraph of CR text and the place it came from.
type seedParagraph struct {
	file string
	line int
	text string
}

// seedCopy is one scrape's copy of a numbered node of the CR.
type seedCopy struct {
	id string
	// text holds the node's own text (after its number) followed by its
	// continuation paragraphs.
	text     []seedParagraph
	examples []seedParagraph
}

// seedCleaning is what cleaning every scrape yields: each copy of each
// numbered node, in file then line order, and the problems recovered from.
type seedCleaning struct {
	copies   []*seedCopy
	warnings []Warning
}

var (
	// seedRuleStartPattern matches a CR number at the start of a paragraph:
	// "410." (heading), "409.2." (rule) or "409.1b" (subrule), and the
	// whitespace after it.
	seedRuleStartPattern = regexp.MustCompile(`^([1-9]\d\d)\.(?:([1-9]\d{0,3})([a-z])?\.?)?\s+`)
	// seedSplitPattern finds where a run-together paragraph may start
	// inside a line: a CR number or "Example:" after whitespace.
	seedSplitPattern = regexp.MustCompile(`\s([1-9]\d\d\.(?:[1-9]\d{0,3}[a-z]?\.?)?|Example:)\s+\S`)
	// seedBareNumberPattern matches a CR number with no text after it.
	seedBareNumberPattern = regexp.MustCompile(`^[1-9]\d\d\.(?:[1-9]\d{0,3}[a-z]?\.?)?$`)
	// seedWordBreakPattern finds a word the scraper broke with dots, such as
	// "pa.s.s" for "pass". Abbreviations ("e.g.", "i.e.") end in a dot
	// followed by a space and do not match.
	seedWordBreakPattern = regexp.MustCompile(`([a-z])\.([a-z])\.([a-z])`)
	// seedWebAddressPattern finds a host name such as "example.com"; the CR
	// prose of the seed era contains none, site boilerplate does.
	seedWebAddressPattern = regexp.MustCompile(`\pL\.\pL{2,}`)
)

// seedExampleLead starts every example paragraph of the CR.
const seedExampleLead = "Example:"

// cleanSeeds turns the scrapes into copies of numbered CR nodes, dropping
// everything that is not CR text. Files are cleaned in the order given.
func cleanSeeds(files []seedFile) seedCleaning {
	var cleaning seedCleaning
	for _, file := range files {
		cleanSeedFile(file, &cleaning)
	}
	return cleaning
}

// cleanSeedFile appends the copies found in one scrape to cleaning.
func cleanSeedFile(file seedFile, cleaning *seedCleaning) {
	text := strings.ToValidUTF8(string(file.data), "\uFFFD")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")

	var current *seedCopy
	// inRule is true while the paragraphs read belong to current: it
	// stops at the first paragraph that is not CR text, so site text
	// after a rule is never taken for its continuation.
	inRule := false
	for index, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(repairSeedWordBreaks(line))
		if line == "" {
			continue
		}
		lineNumber := index + 1
		currentID := ""
		if current != nil {
			currentID = current.id
		}
		for _, segment := range splitSeedRunTogether(line, currentID) {
			if id, body, ok := parseSeedRuleStart(segment); ok {
				current = &seedCopy{id: id, text: []seedParagraph{{file: file.name, line: lineNumber, text: body}}}
				cleaning.copies = append(cleaning.copies, current)
				inRule = true
				continue
			}
			paragraph := seedParagraph{file: file.name, line: lineNumber, text: segment}
			switch {
			case current == nil:
				// Text before the first number either continues a rule
				// whose start the scrape lost, or is site text.
				if strings.HasPrefix(segment, seedExampleLead) || seedReadsLikeRulesText(segment) {
					cleaning.warnings = append(cleaning.warnings, Warning{
						Source:  file.name,
						Line:    lineNumber,
						Message: fmt.Sprintf("dropped text that continues a rule whose number the scrape cut off: %q", abbreviateSeedText(segment)),
					})
				}
			case strings.HasPrefix(segment, seedExampleLead):
				// An example is CR text wherever it appears; it belongs
				// to the last numbered rule even after interrupting noise.
				current.examples = append(current.examples, paragraph)
				inRule = true
			case inRule && seedReadsLikeContinuation(segment):
				current.text = append(current.text, paragraph)
			default:
				inRule = false
			}
		}
	}
}

// repairSeedWordBreaks undoes the scraper's dotted words ("pa.s.s" ->
// "pass"). It repeats until nothing changes because matches cannot overlap:
// "a.b.c.d.e" needs two rounds. Each round removes dots, so it ends.
func repairSeedWordBreaks(line string) string {
	for {
		repaired := seedWordBreakPattern.ReplaceAllString(line, "$1$2$3")
		if repaired == line {
			return line
		}
		line = repaired
	}
}

// parseSeedRuleStart reports whether paragraph starts with a CR number and, if
// so, returns the node's ID ("410", "409.2", "409.1b") and the text after
// the number. The text must start like a sentence or a title, so a line
// that merely begins with a number in running text is not taken for a rule.
func parseSeedRuleStart(paragraph string) (id, body string, ok bool) {
	match := seedRuleStartPattern.FindStringSubmatchIndex(paragraph)
	if match == nil {
		return "", "", false
	}
	body = paragraph[match[1]:]
	if !seedStartsLikeParagraph(body) {
		return "", "", false
	}
	return seedRuleIDFromMatch(paragraph, match), body, true
}

// seedRuleIDFromMatch builds an ID from a seedRuleStartPattern match.
func seedRuleIDFromMatch(text string, match []int) string {
	id := text[match[2]:match[3]]
	if match[4] >= 0 {
		id += "." + text[match[4]:match[5]]
	}
	if match[6] >= 0 {
		id += text[match[6]:match[7]]
	}
	return id
}

// seedStartsLikeParagraph reports whether text opens a sentence or a title: a
// capital letter, a digit, or an opening quote or bracket.
func seedStartsLikeParagraph(text string) bool {
	first, _ := utf8.DecodeRuneInString(text)
	return unicode.IsUpper(first) || unicode.IsDigit(first) || strings.ContainsRune(`"“‘'([{`, first)
}

// splitSeedRunTogether splits a line where the scraper joined paragraphs: a
// new numbered rule ("... (See rule 408.2e.) 411.2. A player ...", "415.7.
// Changing Targets 415.7a The target ...") or an example after a rule's
// text. A number only splits when it starts a new sentence (or follows a
// title) and comes next in sequence after the rule being read, so
// references such as "see rule 409.1f" or "rules 409.1b and 409.1f-h" stay
// in the text. currentID is the rule being read when the line starts
// without a number.
func splitSeedRunTogether(line, currentID string) []string {
	if id, _, ok := parseSeedRuleStart(line); ok {
		currentID = id
	}
	var segments []string
	start := 0
	for _, match := range seedSplitPattern.FindAllStringSubmatchIndex(line, -1) {
		candidateStart, candidateEnd := match[2], match[3]
		if candidateStart < start {
			continue
		}
		before := strings.TrimSpace(line[start:candidateStart])
		if seedBareNumberPattern.MatchString(before) {
			// The candidate is the text of the number before it.
			continue
		}
		candidate := line[candidateStart:candidateEnd]
		if candidate == seedExampleLead {
			if !seedEndsSentence(before) {
				continue
			}
		} else {
			id, _, ok := parseSeedRuleStart(line[candidateStart:])
			if !ok || !seedFollowsInSequence(currentID, id) {
				continue
			}
			if !seedEndsSentence(before) && !seedIsTitleSegment(before) {
				continue
			}
			currentID = id
		}
		segments = append(segments, before)
		start = candidateStart
	}
	return append(segments, strings.TrimSpace(line[start:]))
}

// seedIsTitleSegment reports whether segment is a numbered heading or rule that
// so far holds only a title, as in "415.7. Changing Targets": the next
// number may follow it without sentence punctuation.
func seedIsTitleSegment(segment string) bool {
	id, body, ok := parseSeedRuleStart(segment)
	return ok && seedRuleKind(id) != KindSubrule && seedIsTitle(body)
}

// seedIsTitle reports whether text reads as a CR title: a few words in title
// case without sentence punctuation ("Handling Triggered Abilities",
// "Playing Spells and Activated Abilities", "Epic").
func seedIsTitle(text string) bool {
	words := strings.Fields(text)
	if len(words) == 0 || len(words) > 8 || strings.ContainsAny(text, ".!?:;") {
		return false
	}
	for index, word := range words {
		first, _ := utf8.DecodeRuneInString(word)
		if unicode.IsUpper(first) || unicode.IsDigit(first) {
			continue
		}
		if index == 0 || !seedTitleSmallWords[strings.ToLower(word)] {
			return false
		}
	}
	return true
}

// seedTitleSmallWords are the words CR titles leave in lower case.
var seedTitleSmallWords = map[string]bool{
	"a": true, "an": true, "and": true, "as": true, "at": true, "by": true,
	"for": true, "from": true, "in": true, "of": true, "on": true, "or": true,
	"the": true, "to": true, "with": true,
}

// seedEndsSentence reports whether text ends with sentence punctuation, perhaps
// followed by closing quotes or brackets ("... 408.2e.)", "... \"Effects.\")").
func seedEndsSentence(text string) bool {
	trimmed := strings.TrimRight(text, `"”’')]}`)
	return strings.HasSuffix(trimmed, ".") || strings.HasSuffix(trimmed, "!") || strings.HasSuffix(trimmed, "?")
}

// seedReadsLikeRulesText reports whether text could be CR prose: Latin script
// only, no web address, at least three words, ending a sentence. Site
// boilerplate fails at least one of these (the Russian interface, the
// site's name, the lone "0" and "×", the untitled headings of the page).
func seedReadsLikeRulesText(text string) bool {
	for _, r := range text {
		if r == utf8.RuneError || (unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r)) {
			return false
		}
	}
	return len(strings.Fields(text)) >= 3 && seedEndsSentence(text) && !seedWebAddressPattern.MatchString(text)
}

// seedReadsLikeContinuation reports whether text can be an unnumbered
// paragraph of the rule before it (the second paragraph of 415.3, the last
// two of 505.6): CR prose that starts a paragraph. It may not start with a
// digit, which the parser could read as a rule number ("901.4.All ...").
func seedReadsLikeContinuation(text string) bool {
	first, _ := utf8.DecodeRuneInString(text)
	return !unicode.IsDigit(first) && seedStartsLikeParagraph(text) && seedReadsLikeRulesText(text)
}

// seedFollowsInSequence reports whether next can follow current in the CR: a
// first child, the next sibling, or the next rule or heading up the tree.
// With no current rule any number may start.
func seedFollowsInSequence(current, next string) bool {
	if current == "" {
		return true
	}
	for _, candidate := range nextSeedRuleIDs(current) {
		if candidate == next {
			return true
		}
	}
	return false
}

// nextSeedRuleIDs lists the IDs that may come right after id.
func nextSeedRuleIDs(id string) []string {
	heading, rule, letter := splitSeedRuleID(id)
	nextHeading := fmt.Sprintf("%03d", heading+1)
	switch {
	case rule == 0:
		return []string{fmt.Sprintf("%03d.1", heading), nextHeading}
	case letter == 0:
		return []string{
			fmt.Sprintf("%03d.%da", heading, rule),
			fmt.Sprintf("%03d.%d", heading, rule+1),
			nextHeading,
		}
	default:
		ids := []string{
			fmt.Sprintf("%03d.%d%c", heading, rule, letter+1),
			fmt.Sprintf("%03d.%d", heading, rule+1),
			nextHeading,
		}
		// Later editions skip "l" and "o" so they are not read as digits.
		if letter+1 == 'l' || letter+1 == 'o' {
			ids = append(ids, fmt.Sprintf("%03d.%d%c", heading, rule, letter+2))
		}
		return ids
	}
}

// abbreviateSeedText shortens text for a warning message.
func abbreviateSeedText(text string) string {
	const limit = 60
	if utf8.RuneCountInString(text) <= limit {
		return text
	}
	runes := []rune(text)
	return string(runes[:limit]) + "..."
}
