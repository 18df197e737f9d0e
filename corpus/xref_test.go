package corpus

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// xrefEdition defines every rule the reference tests point at, so that
// ranges can be checked against what exists: 409.1a-409.1n (no "l"),
// headings 305-312, rules 119.1-119.10 and sections 1-9.
func xrefEdition(t *testing.T) *Edition {
	t.Helper()
	var lines []string
	for section := 1; section <= 9; section++ {
		lines = append(lines, fmt.Sprintf("%d. Section %d", section, section))
	}
	for heading := 305; heading <= 312; heading++ {
		lines = append(lines, fmt.Sprintf("%d. Heading %d", heading, heading))
	}
	lines = append(lines, "409. Playing Spells", "409.1. Steps.")
	for _, letter := range "abcdefghijkmn" {
		lines = append(lines, fmt.Sprintf("409.1%c Step %c.", letter, letter))
	}
	lines = append(lines, "212. Enchantments", "212.4. Auras.")
	for _, letter := range "abcdefghijk" {
		lines = append(lines, fmt.Sprintf("212.4%c Aura rule %c.", letter, letter))
	}
	lines = append(lines, "119. Life")
	for rule := 1; rule <= 10; rule++ {
		lines = append(lines, fmt.Sprintf("119.%d. Life rule %d.", rule, rule))
	}
	lines = append(lines, "702. Keyword Abilities", "702.9. Flying", "702.9a Flying is an evasion ability.")
	edition, err := parseText("xref.txt", strings.Join(lines, "\n"), parseOptions{fragment: true})
	if err != nil {
		t.Fatal(err)
	}
	return edition
}

// referencesIn resolves the references of one sentence against edition, the
// way a rule's text is resolved.
func referencesIn(edition *Edition, text string) []string {
	numbers := make([]ruleNumber, 0, len(edition.Rules))
	for _, rule := range edition.Rules {
		number, _ := parseRuleID(rule.ID)
		numbers = append(numbers, number)
	}
	resolver := newResolver(edition.Rules, numbers)
	var ids []string
	for _, ref := range resolver.refs(appendMentions(nil, text), "test") {
		id := ref.ID
		if ref.Outside {
			id += "!"
		}
		ids = append(ids, id)
	}
	return ids
}

type xrefCase struct {
	text string
	want []string // IDs in order of first mention; "!" marks Outside
}

func runXrefCases(t *testing.T, cases []xrefCase) {
	t.Helper()
	edition := xrefEdition(t)
	for _, tc := range cases {
		if got := referencesIn(edition, tc.text); !slices.Equal(got, tc.want) {
			t.Errorf("%q: refs = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestRangeShortFormExpands(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"see rules 409.1b-i.", []string{"409.1b", "409.1c", "409.1d", "409.1e", "409.1f", "409.1g", "409.1h", "409.1i"}},
		{"See rules 212.4d–k.", []string{"212.4d", "212.4e", "212.4f", "212.4g", "212.4h", "212.4i", "212.4j", "212.4k"}},
		{"rules 119.7–8 apply", []string{"119.7", "119.8"}},
		{"rules 119.9-10.", []string{"119.9", "119.10"}},
	})
}

func TestRangeFullFormExpands(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"the steps described in 409.1a-409.1h are completed", []string{"409.1a", "409.1b", "409.1c", "409.1d", "409.1e", "409.1f", "409.1g", "409.1h"}},
		{"rules 119.8–119.10", []string{"119.8", "119.9", "119.10"}},
	})
}

func TestSubruleRangeSkipsLAndO(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"see 409.1j-n", []string{"409.1j", "409.1k", "409.1m", "409.1n"}},
		{"see 409.1k-p", []string{"409.1k", "409.1m", "409.1n", "409.1p!"}},
	})
}

func TestHeadingRangeCoversHeadings(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"See rules 306-311.", []string{"306", "307", "308", "309", "310", "311"}},
		{"rules 306–308 and rule 500, \"Legal Attacks\"", []string{"306", "307", "308", "500!"}},
		{"(see rules 305-306)", []string{"305", "306"}},
	})
}

func TestReferenceListsResolveEveryItem(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"rules 409.1b and 409.1f-h", []string{"409.1b", "409.1f", "409.1g", "409.1h"}},
		{"See rules 119.2, 409.1a, and 702.9a.", []string{"119.2", "409.1a", "702.9a"}},
		{"rules 306 and 307", []string{"306", "307"}},
		{"rules 306, 307, or 308", []string{"306", "307", "308"}},
		{"See rule 702.9, “Flying.”", []string{"702.9"}},
		{"See section 3 and rule 119.", []string{"3", "119"}},
	})
}

func TestOutsideReferencesAreKept(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"see rule 110.10", []string{"110.10!"}},
		{"see rule 999", []string{"999!"}},
		{"rules 409.1b and 601.2f", []string{"409.1b", "601.2f!"}},
	})
}

func TestNumbersThatAreNotRulesAreIgnored(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"each player sets their life total to 20 life", nil},
		{"costs {2}{B} and {306}", nil},
		{"a 1/1 creature and a 306/306 creature", nil},
		{"draw 7 cards, then 306 more cards", nil},
		{"in 2008 and 1993-2008, call 800-324-6496", nil},
		{"Version 306.5b2 of Card 306.5x5", nil},
		{"an 8.5 by 11 sheet, 100.5mm wide, release 306.1.2", nil},
		{"section 10 and section 0 and sections", nil},
		{"A306.1 and x119.2 and 119.2b1", nil},
		{"rule 306 of 307 and 308", []string{"306"}},
	})
}

func TestSectionReferenceNeedsTheWord(t *testing.T) {
	runXrefCases(t, []xrefCase{
		{"see section 5, “Turn Structure.”", []string{"5"}},
		{"Sections 1 and 2", []string{"1", "2"}},
		{"step 5 of 3", nil},
	})
}
