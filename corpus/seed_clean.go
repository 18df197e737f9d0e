package corpus

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
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
	number ruleNumber
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

// seedWebAddressPattern finds a host name such as "example.com"; the CR
// prose of the seed era contains none, site boilerplate does.
var seedWebAddressPattern = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\pL\.\pL{2,}`) })

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
		var currentNumber ruleNumber
		if current != nil {
			currentNumber = current.number
		}
		for _, segment := range splitSeedRunTogether(line, currentNumber) {
			if number, body, ok := parseSeedRuleStart(segment); ok {
				current = &seedCopy{number: number, text: []seedParagraph{{file: file.name, line: lineNumber, text: body}}}
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
// "pass"): three lower-case letters separated by single dots lose the dots.
// Abbreviations ("e.g.", "i.e.") end in a dot and a space and stay. It
// repeats until none is left, so a longer chain ("a.b.c.d.e") joins too;
// each round removes two dots, so it ends.
func repairSeedWordBreaks(line string) string {
	for index := 0; index+4 < len(line); {
		if isLowerASCII(line[index]) && line[index+1] == '.' && isLowerASCII(line[index+2]) &&
			line[index+3] == '.' && isLowerASCII(line[index+4]) {
			line = line[:index+1] + line[index+2:index+3] + line[index+4:]
			// The joined letters may now start a break with what follows.
			continue
		}
		index++
	}
	return line
}

// parseSeedRuleStart reports whether paragraph starts with a CR number,
// read as the parser reads it, and if so returns the number and the text
// after it. The text must start like a sentence or a title, so a paragraph
// that merely begins with a number in running text, or a bare number, is
// not taken for a rule.
func parseSeedRuleStart(paragraph string) (number ruleNumber, body string, ok bool) {
	number, body, ok = parseRuleLine(paragraph)
	if !ok || !seedStartsLikeParagraph(body) {
		return ruleNumber{}, "", false
	}
	return number, body, true
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
// in the text. current is the rule being read when the line starts
// without a number (zero before the first rule).
func splitSeedRunTogether(line string, current ruleNumber) []string {
	if number, _, ok := parseSeedRuleStart(line); ok {
		current = number
	}
	var segments []string
	start := 0
	for candidate := 1; candidate < len(line); candidate++ {
		if line[candidate-1] != ' ' && line[candidate-1] != '\t' {
			continue
		}
		rest := line[candidate:]
		before := strings.TrimSpace(line[start:candidate])
		if _, bare := parseRuleID(before); bare {
			// Whatever follows is the text of the number before it.
			continue
		}
		if example, ok := strings.CutPrefix(rest, seedExampleLead); ok {
			if strings.TrimSpace(example) == "" || !seedEndsSentence(before) {
				continue
			}
		} else {
			if !isDigit(rest[0]) {
				continue
			}
			number, _, ok := parseSeedRuleStart(rest)
			if !ok || number.kind() == KindSection || !seedFollowsInSequence(current, number) {
				continue
			}
			if !seedEndsSentence(before) && !seedIsTitleSegment(before) {
				continue
			}
			current = number
		}
		segments = append(segments, before)
		start = candidate
	}
	return append(segments, strings.TrimSpace(line[start:]))
}

// seedIsTitleSegment reports whether segment is a numbered heading or rule that
// so far holds only a title, as in "415.7. Changing Targets": the next
// number may follow it without sentence punctuation.
func seedIsTitleSegment(segment string) bool {
	number, body, ok := parseSeedRuleStart(segment)
	return ok && number.kind() != KindSubrule && seedIsTitle(body)
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
		if index == 0 || !seedTitleSmallWord(word) {
			return false
		}
	}
	return true
}

// seedTitleSmallWord reports whether word is one CR titles leave in lower
// case ("Playing Spells and Activated Abilities").
func seedTitleSmallWord(word string) bool {
	switch word {
	case "a", "an", "and", "as", "at", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with":
		return true
	}
	return false
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
	return len(strings.Fields(text)) >= 3 && seedEndsSentence(text) && !seedWebAddressPattern().MatchString(text)
}

// seedReadsLikeContinuation reports whether text can be an unnumbered
// paragraph of the rule before it (the second paragraph of 415.3, the last
// two of 505.6): CR prose that starts a paragraph. It may not start with a
// digit, which the parser could read as a rule number ("901.4.All ...").
func seedReadsLikeContinuation(text string) bool {
	first, _ := utf8.DecodeRuneInString(text)
	return !unicode.IsDigit(first) && seedStartsLikeParagraph(text) && seedReadsLikeRulesText(text)
}

// seedFollowsInSequence reports whether next can follow current in the CR:
// a first child, the next sibling, or the next node up the tree. Before the
// first rule (current is zero) any number may start.
func seedFollowsInSequence(current, next ruleNumber) bool {
	return current == (ruleNumber{}) || slices.Contains(nextSeedRuleNumbers(current), next)
}

// nextSeedRuleNumbers lists the numbers that may come right after number.
func nextSeedRuleNumbers(number ruleNumber) []ruleNumber {
	section, heading, rule, letter := number.section, number.heading, number.rule, number.letter
	nextSection := ruleNumber{section: section + 1}
	nextHeading := ruleNumber{section: (heading + 1) / 100, heading: heading + 1}
	nextRule := ruleNumber{section: section, heading: heading, rule: rule + 1}
	switch number.kind() {
	case KindSection:
		return []ruleNumber{{section: section, heading: section * 100}, nextSection}
	case KindHeading:
		return []ruleNumber{{section: section, heading: heading, rule: 1}, nextHeading, nextSection}
	case KindRule:
		return []ruleNumber{{section: section, heading: heading, rule: rule, letter: 'a'}, nextRule, nextHeading, nextSection}
	}
	numbers := []ruleNumber{{section: section, heading: heading, rule: rule, letter: letter + 1}, nextRule, nextHeading, nextSection}
	// Later editions skip "l" and "o" so they are not read as digits.
	if letter+1 == 'l' || letter+1 == 'o' {
		numbers = append(numbers, ruleNumber{section: section, heading: heading, rule: rule, letter: letter + 2})
	}
	return numbers
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
