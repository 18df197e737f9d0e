package corpus

import (
	"fmt"
	"slices"
	"strings"
)

// The scrapes overlap: 409.1b-409.1h are in three of them, 409.1h-410.5 in
// two, with straight quotes in one and curly quotes in the others, and 410.5
// is cut off mid-sentence in one. Merging keeps one copy per rule, the best
// one, and orders the rules by number so the parser reads one document.

// seedOrigin is where a line of the merged text came from.
type seedOrigin struct {
	file string
	line int
}

// seedMerged is the merged seed text in the parser's line format, with the
// origin of each of its lines (index 0 is line 1) and the problems found
// while merging.
type seedMerged struct {
	text     string
	origins  []seedOrigin
	warnings []Warning
}

// mergeSeedCopies keeps one copy of each numbered node and renders them in
// rule-number order, one paragraph a line and a blank line between nodes.
// The kept text is the longest complete copy (ending a sentence, or a
// title); examples are the union of all copies' examples, compared with
// quotes folded, a truncated example giving way to its complete copy.
func mergeSeedCopies(copies []*seedCopy) seedMerged {
	byNumber := map[ruleNumber][]*seedCopy{}
	var numbers []ruleNumber
	for _, copied := range copies {
		if _, seen := byNumber[copied.number]; !seen {
			numbers = append(numbers, copied.number)
		}
		byNumber[copied.number] = append(byNumber[copied.number], copied)
	}
	slices.SortFunc(numbers, compareSeedRuleNumbers)

	var merged seedMerged
	var builder strings.Builder
	emit := func(text string, origin seedOrigin) {
		builder.WriteString(text)
		builder.WriteByte('\n')
		merged.origins = append(merged.origins, origin)
	}
	for index, number := range numbers {
		group := byNumber[number]
		text, warnings := chooseSeedText(number.String(), group)
		merged.warnings = append(merged.warnings, warnings...)
		if index > 0 {
			emit("", seedOrigin{})
		}
		emit(seedRuleNumber(number)+" "+text[0].text, seedOrigin{text[0].file, text[0].line})
		for _, paragraph := range text[1:] {
			emit(paragraph.text, seedOrigin{paragraph.file, paragraph.line})
		}
		for _, example := range unionSeedExamples(group) {
			emit(example.text, seedOrigin{example.file, example.line})
		}
	}
	merged.text = builder.String()
	return merged
}

// chooseSeedText picks the text of the best copy of one node: complete
// before cut off, then longest, then first in file order. It warns when no
// copy is complete and when copies disagree beyond quote style and
// truncation, since then the scrapes are not of one edition.
func chooseSeedText(id string, group []*seedCopy) ([]seedParagraph, []Warning) {
	folded := make([]string, len(group))
	complete := make([]bool, len(group))
	best := 0
	for index, copied := range group {
		folded[index] = foldSeedText(joinSeedParagraphs(copied.text))
		complete[index] = seedTextComplete(copied.text)
		if complete[index] != complete[best] {
			if complete[index] {
				best = index
			}
		} else if len(folded[index]) > len(folded[best]) {
			best = index
		}
	}
	kept := group[best].text
	var warnings []Warning
	if !complete[best] {
		last := kept[len(kept)-1]
		warnings = append(warnings, Warning{
			Source:  last.file,
			Line:    last.line,
			Message: fmt.Sprintf("rule %s ends mid-sentence in every copy; kept as cut off", id),
		})
	}
	for index, copied := range group {
		if !strings.HasPrefix(folded[best], folded[index]) {
			warnings = append(warnings, Warning{
				Source: copied.text[0].file,
				Line:   copied.text[0].line,
				Message: fmt.Sprintf("this copy of rule %s differs from the one kept (%s:%d)",
					id, kept[0].file, kept[0].line),
			})
		}
	}
	return kept, warnings
}

// seedTextComplete reports whether a node's text ends where the CR would:
// after sentence punctuation, or as a bare title ("Handling Triggered
// Abilities", "Changing Targets").
func seedTextComplete(text []seedParagraph) bool {
	last := text[len(text)-1].text
	return seedEndsSentence(last) || (len(text) == 1 && seedIsTitle(last))
}

// unionSeedExamples collects the examples of every copy of one node in
// order of first appearance. An example that is a prefix of another (a
// cut-off copy) is dropped in favour of the longer one.
func unionSeedExamples(group []*seedCopy) []seedParagraph {
	var kept []seedParagraph
	var keptFolded []string
	for _, copied := range group {
		for _, example := range copied.examples {
			folded := foldSeedText(example.text)
			duplicate := false
			for index, other := range keptFolded {
				if strings.HasPrefix(other, folded) {
					duplicate = true
					break
				}
				if strings.HasPrefix(folded, other) {
					kept[index], keptFolded[index] = example, folded
					duplicate = true
					break
				}
			}
			if !duplicate {
				kept = append(kept, example)
				keptFolded = append(keptFolded, folded)
			}
		}
	}
	return kept
}

// joinSeedParagraphs joins a node's paragraphs for comparison.
func joinSeedParagraphs(text []seedParagraph) string {
	parts := make([]string, len(text))
	for index, paragraph := range text {
		parts[index] = paragraph.text
	}
	return strings.Join(parts, "\n")
}

// seedQuoteFolder maps typographic quotes to their plain forms, because the
// scrapes disagree on quote style but not on wording.
var seedQuoteFolder = strings.NewReplacer(
	"“", `"`, "”", `"`, "„", `"`, "″", `"`,
	"‘", "'", "’", "'", "‚", "'", "′", "'",
)

// foldSeedText is text with quotes folded and runs of spaces collapsed, for
// comparing copies.
func foldSeedText(text string) string {
	return strings.Join(strings.Fields(seedQuoteFolder.Replace(text)), " ")
}

// seedRuleNumber prints a number as the CR does at the start of a
// paragraph: "4.", "410.", "409.2.", "409.1b".
func seedRuleNumber(number ruleNumber) string {
	if number.kind() == KindSubrule {
		return number.String()
	}
	return number.String() + "."
}

// compareSeedRuleNumbers orders numbers as the CR does: 410 < 410.1 <
// 410.1a < 410.2 < 410.10.
func compareSeedRuleNumbers(a, b ruleNumber) int {
	aLevels, bLevels := a.levels(), b.levels()
	return slices.Compare(aLevels[:], bLevels[:])
}
