package corpus

import (
	"strings"
	"testing"
)

func TestRuleLinePunctuationVaries(t *testing.T) {
	tests := []struct {
		line     string
		id, text string
		ok       bool
	}{
		{"4. Spells, Abilities, and Effects", "4", "Spells, Abilities, and Effects", true},
		{"601. Casting Spells", "601", "Casting Spells", true},
		{"601.2. To cast a spell is to take it.", "601.2", "To cast a spell is to take it.", true},
		{"606.5 If the total cost", "606.5", "If the total cost", true},
		{"601.2f The player determines the total cost.", "601.2f", "The player determines the total cost.", true},
		{"119.1d. In a two-player Brawl game", "119.1d", "In a two-player Brawl game", true},
		{"901.4.All plane and phenomenon cards", "901.4", "All plane and phenomenon cards", true},
		{"702.9. Flying", "702.9", "Flying", true},
		{"100.1a\tTabbed text", "100.1a", "Tabbed text", true},
		{"1. Text on an object that explains what it does.", "", "", false},
		{"2. an activated ability", "", "", false},
		{"20 life", "", "", false},
		{"2008-02-01", "", "", false},
		{"601.2f–h describe casting", "", "", false},
		{"601.2x1 odd", "", "", false},
		{"601.05. Leading zero", "", "", false},
		{"060. Leading zero", "", "", false},
		{"601.", "", "", false},
		{"601.Casting", "", "", false},
		{"1.", "", "", false},
		{"", "", "", false},
	}
	for _, tc := range tests {
		number, text, ok := parseRuleLine(tc.line)
		if ok != tc.ok || (ok && (number.String() != tc.id || text != tc.text)) {
			t.Errorf("parseRuleLine(%q) = %q, %q, %v; want %q, %q, %v", tc.line, number, text, ok, tc.id, tc.text, tc.ok)
		}
	}
}

func TestTitledRulesAreRecognised(t *testing.T) {
	tests := []struct {
		text  string
		title bool
	}{
		{"Changing Targets", true},
		{"Flying", true},
		{"Roll to Visit Your Attractions", true},
		{"Interaction of Replacement or Prevention Effects", true},
		{"These Magic rules apply to any Magic game.", false},
		{"Some effects instruct a player to create a legendary token. These may be written “create [name], a . . .” and list characteristics", false},
		{"A player may:", false},
		{"The player announces “Choose one —”", false},
		{"", false},
	}
	for _, tc := range tests {
		if got := looksLikeTitle(tc.text); got != tc.title {
			t.Errorf("looksLikeTitle(%q) = %v, want %v", tc.text, got, tc.title)
		}
	}
}

func TestEffectiveDateForms(t *testing.T) {
	tests := []struct {
		line, want string
	}{
		{"These rules are effective as of April 17, 2026.", "2026-04-17"},
		{"These rules are effective as of November 17, 2023", "2023-11-17"},
		{"These rules are current as of February 1, 2008.", "2008-02-01"},
		{"These rules are effective as of Smarch 40, 2026.", ""},
		{"No date here.", ""},
	}
	for _, tc := range tests {
		text := "Magic: The Gathering Comprehensive Rules\n\n" + tc.line + "\n\n100. General\n\n100.1. A rule.\n"
		edition, err := parseText("date.txt", text, parseOptions{fragment: true})
		if err != nil {
			t.Fatal(err)
		}
		if edition.Effective != tc.want || edition.ID != tc.want {
			t.Errorf("%q: Effective %q ID %q, want %q", tc.line, edition.Effective, edition.ID, tc.want)
		}
	}
}

func TestDuplicateRuleNumberWarnsAndKeepsText(t *testing.T) {
	text := "409. Playing Spells\n409.1a First.\nExample: one.\n409.1a Second.\nExample: two.\n"
	edition, err := parseText("dup.txt", text, parseOptions{fragment: true})
	if err != nil {
		t.Fatal(err)
	}
	rule, _ := edition.Rule("409.1a")
	if rule.Text != "First.\n\nSecond." || len(rule.Examples) != 2 || len(edition.Rules) != 2 {
		t.Errorf("409.1a = %+v, %d rules", rule, len(edition.Rules))
	}
	if len(edition.Warnings) != 1 || edition.Warnings[0].Line != 4 || !strings.Contains(edition.Warnings[0].Message, "duplicate rule number 409.1a (first at line 2)") {
		t.Errorf("warnings = %+v", edition.Warnings)
	}
}

func TestGlossaryProblemsAreWarned(t *testing.T) {
	text := "100. General\n100.1. A rule.\nGlossary\n\nAbility\nText.\n\nability\nAgain.\n\nLonely Term\n\nCredits\nAbility\nNot an entry.\n"
	edition, err := parseText("glossary.txt", text, parseOptions{fragment: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(edition.Glossary) != 3 {
		t.Fatalf("glossary = %d entries, want 3 (credits are not glossary)", len(edition.Glossary))
	}
	entry, _ := edition.Term("ABILITY")
	if entry.Text != "Text." {
		t.Errorf("lookup found %q, want the first entry", entry.Text)
	}
	var messages []string
	for _, w := range edition.Warnings {
		messages = append(messages, w.Message)
	}
	joined := strings.Join(messages, "|")
	if !strings.Contains(joined, `duplicate glossary term "ability" (first at line 5)`) || !strings.Contains(joined, `glossary term "Lonely Term" has no definition`) {
		t.Errorf("warnings = %v", messages)
	}
}
