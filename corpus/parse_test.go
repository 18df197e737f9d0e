package corpus

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

// miniCR is a small but complete CR in the modern layout: preamble,
// contents that repeat the body's headings, numbered rules of every kind,
// examples, a continuation paragraph, a glossary and credits.
const miniCR = `Magic: The Gathering Comprehensive Rules

These rules are effective as of April 17, 2026.

Introduction

This document is the ultimate authority.

Contents

1. Game Concepts
100. General
101. The Magic Golden Rules

4. Spells, Abilities, and Effects
409. Playing Spells

Glossary

Credits

1. Game Concepts

100. General

100.1. These Magic rules apply to any Magic game with two or more players.

100.1a A two-player game is a game that begins with only two players.

101. The Magic Golden Rules

101.1. Whenever a card's text directly contradicts these rules, the card takes precedence. See rule 409.1b.
     This paragraph continues rule 101.1.

101.2. Changing Targets

101.2a A rule under a titled rule. See rules 100.1a-b and section 4.

4. Spells, Abilities, and Effects

409. Playing Spells

409.1. To play a spell, follow the steps described in 409.1a-409.1c.

409.1a The player announces the spell.

409.1b The player announces the mode. (See rule 101.1.)
Example: You play a spell that costs {2}{B} and gain 20 life; a 1/1 token appears.

409.1c The player announces targets. See rules 100-101 and rule 999.9.

Glossary

Ability
1. Text on an object that explains what that object does or can do.
2. An activated or triggered ability on the stack.
See rule 409.1, "Playing Spells."

Bury (Obsolete)
A term that meant "put into its owner's graveyard."

Double-Faced Card
A card with a face on each side. See rule 409.1c.
Example: A card with a Magic front face.

Credits

Game design and development.
`

func parseMini(t *testing.T) *Edition {
	t.Helper()
	edition, err := Parse("mini.txt", []byte(miniCR))
	if err != nil {
		t.Fatal(err)
	}
	return edition
}

func TestParseReadsEveryKindOfNode(t *testing.T) {
	edition := parseMini(t)
	tests := []struct {
		id       string
		kind     Kind
		title    string
		text     string
		parent   string
		children []string
		examples int
	}{
		{"1", KindSection, "Game Concepts", "", "", []string{"100", "101"}, 0},
		{"100", KindHeading, "General", "", "1", []string{"100.1"}, 0},
		{"100.1", KindRule, "", "These Magic rules apply to any Magic game with two or more players.", "100", []string{"100.1a"}, 0},
		{"100.1a", KindSubrule, "", "A two-player game is a game that begins with only two players.", "100.1", nil, 0},
		{"101.1", KindRule, "", "Whenever a card's text directly contradicts these rules, the card takes precedence. See rule 409.1b.\n\nThis paragraph continues rule 101.1.", "101", nil, 0},
		{"101.2", KindRule, "Changing Targets", "", "101", []string{"101.2a"}, 0},
		{"4", KindSection, "Spells, Abilities, and Effects", "", "", []string{"409"}, 0},
		{"409.1b", KindSubrule, "", "The player announces the mode. (See rule 101.1.)", "409.1", nil, 1},
	}
	for _, tc := range tests {
		rule, ok := edition.Rule(tc.id)
		if !ok {
			t.Errorf("rule %s missing", tc.id)
			continue
		}
		if rule.Kind != tc.kind || rule.Title != tc.title || rule.Text != tc.text || rule.Parent != tc.parent ||
			!slices.Equal(rule.Children, tc.children) || len(rule.Examples) != tc.examples {
			t.Errorf("rule %s = %+v, want kind %s title %q text %q parent %q children %v examples %d",
				tc.id, rule, tc.kind, tc.title, tc.text, tc.parent, tc.children, tc.examples)
		}
	}
	if got := edition.Contents; !slices.Equal(got, []string{"1", "100", "101", "4", "409"}) {
		t.Errorf("Contents = %v", got)
	}
	if edition.ID != "2026-04-17" || edition.Effective != "2026-04-17" {
		t.Errorf("ID %q Effective %q", edition.ID, edition.Effective)
	}
	// The fixture is sparse on purpose, and says so in its warnings: each
	// skipped number and each reference to a rule it lacks, in line order.
	wantWarnings := []struct {
		line    int
		message string
	}{
		{37, "rule 101.2a cites 100.1b"},
		{39, "numbering gap: 2 to 3 missing before 4"},
		{41, "numbering gap: 400 to 408 missing before 409"},
		{50, "rule 409.1c cites 999.9"},
	}
	if len(edition.Warnings) != len(wantWarnings) {
		t.Fatalf("warnings = %+v, want %d", edition.Warnings, len(wantWarnings))
	}
	for i, want := range wantWarnings {
		if got := edition.Warnings[i]; got.Line != want.line || !strings.Contains(got.Message, want.message) {
			t.Errorf("warning %d = %d: %s, want %d: %s", i, got.Line, got.Message, want.line, want.message)
		}
	}
}

func TestExampleIsAttachedWithoutPrefix(t *testing.T) {
	rule, _ := parseMini(t).Rule("409.1b")
	want := []string{"You play a spell that costs {2}{B} and gain 20 life; a 1/1 token appears."}
	if !slices.Equal(rule.Examples, want) {
		t.Errorf("Examples = %q, want %q", rule.Examples, want)
	}
}

func TestNotACRIsRejected(t *testing.T) {
	tests := []struct {
		name   string
		input  string
		reason string
	}{
		{"empty", "", "no effective date line, no numbered rules"},
		{"prose", "Dear diary,\nToday I played 20 games.\n", "no effective date line, no numbered rules"},
		{"binary", "\x7fELF\x02\x01\x01\x00\x00", "NUL byte at offset 7: binary data, not text"},
		{"UTF-16 without BOM", "1\x000\x000\x00.\x00 \x00G\x00", "UTF-16 text without a byte-order mark"},
		{"date only", "These rules are effective as of April 17, 2026.\n", "no numbered rules"},
		{"rules only", "100. General\n\n100.1. A rule.\n", "no effective date line"},
		// The second half of a real file: rules but no preamble.
		{"start cut off", "with the ability.\n\n702.9. Flying\n\n702.9a Flying is an evasion ability.\n", "no effective date line before the first rule (line 3); the start of the file looks cut off"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			edition, err := Parse("input.txt", []byte(tc.input))
			if !errors.Is(err, ErrNotCR) {
				t.Fatalf("err = %v, want ErrNotCR", err)
			}
			if edition != nil {
				t.Error("edition returned with the error")
			}
			if !strings.Contains(err.Error(), tc.reason) || !strings.Contains(err.Error(), "input.txt") {
				t.Errorf("error %q should name the input and say %q", err, tc.reason)
			}
		})
	}
}

func TestRuleLookupAcceptsPrintedForms(t *testing.T) {
	edition := parseMini(t)
	tests := []struct{ query, want string }{
		{"409.1b", "409.1b"},
		{"409.1b.", "409.1b"},
		{" 409.1 ", "409.1"},
		{"409.1.", "409.1"},
		{"409.", "409"},
		{"409", "409"},
		{"4", "4"},
		{"4.", "4"},
	}
	for _, tc := range tests {
		rule, ok := edition.Rule(tc.query)
		if !ok || rule.ID != tc.want {
			t.Errorf("Rule(%q) = %v, %v; want %s", tc.query, rule, ok, tc.want)
		}
	}
	for _, unknown := range []string{"409.1z", "410", "5", "", "abc", "409.1bb", "0409"} {
		if rule, ok := edition.Rule(unknown); ok {
			t.Errorf("Rule(%q) = %s, want not found", unknown, rule.ID)
		}
	}
}

func TestNearestSuggestsNeighbours(t *testing.T) {
	edition := parseMini(t)
	tests := []struct {
		query string
		n     int
		want  []string
	}{
		{"409.1z", 2, []string{"409.1c", "409.1b"}},
		{"409.1d", 1, []string{"409.1c"}},
		{"101.5", 2, []string{"101.2", "101.1"}},
		{"410", 1, []string{"409"}},
		{"100.1b", 1, []string{"100.1a"}},
		{"409.1b", 0, nil},
		{"10", 3, []string{"100", "100.1", "100.1a"}},
		// Nothing shares a section with these: the neighbours in rule
		// order are the nearest, closest first.
		{"999.9z", 2, []string{"409.1c", "409.1b"}},
		{"200.1", 3, []string{"101.2a", "4", "101.2"}},
	}
	for _, tc := range tests {
		if got := edition.Nearest(tc.query, tc.n); !slices.Equal(got, tc.want) {
			t.Errorf("Nearest(%q, %d) = %v, want %v", tc.query, tc.n, got, tc.want)
		}
	}
}

// glossaryAliasCR is a glossary whose terms are printed the ways real
// editions print them: several names to one entry, quoted forms with
// placeholders, and the "(Informal)" and "(Obsolete)" markers.
const glossaryAliasCR = `100. General

100.1. A rule.

Glossary

Cantrip (Informal)
A spell that draws a card.

Control, Controller
Who makes decisions about an object.

Partner, “Partner—[text],” “Partner with [name]”
A keyword ability that lets two commanders be used.

Remove from the Game, Removed, Removed-from-the-Game Zone (Obsolete)
The old name of exiling and of the exile zone.

Life
The entry printed for life itself.

Life, Life Total
An entry that also names life.
`

func TestTermFindsEveryNameAnEntryIsPrintedUnder(t *testing.T) {
	edition, err := parseText("aliases.txt", glossaryAliasCR, parseOptions{fragment: true})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct{ query, want string }{
		{"cantrip", "Cantrip (Informal)"},
		{"Cantrip (Informal)", "Cantrip (Informal)"},
		{"controller", "Control, Controller"},
		{"control", "Control, Controller"},
		{"control, controller", "Control, Controller"},
		{"partner", "Partner, “Partner—[text],” “Partner with [name]”"},
		{"partner with", "Partner, “Partner—[text],” “Partner with [name]”"},
		{"Partner with [name]", "Partner, “Partner—[text],” “Partner with [name]”"},
		{"remove from the game", "Remove from the Game, Removed, Removed-from-the-Game Zone"},
		{"removed", "Remove from the Game, Removed, Removed-from-the-Game Zone"},
		{"removed-from-the-game zone", "Remove from the Game, Removed, Removed-from-the-Game Zone"},
		// A term printed on its own wins over the same name listed in
		// another entry.
		{"life", "Life"},
		{"life total", "Life, Life Total"},
	}
	for _, withIndex := range []bool{true, false} {
		if !withIndex {
			edition.terms = nil // the scan that answers without the index
		}
		for _, tc := range tests {
			entry, ok := edition.Term(tc.query)
			if !ok || entry.Term != tc.want {
				t.Errorf("index %v: Term(%q) = %v, %v; want %s", withIndex, tc.query, entry, ok, tc.want)
			}
		}
	}
}

func TestTermIgnoresCaseAndPunctuation(t *testing.T) {
	edition := parseMini(t)
	tests := []struct{ query, want string }{
		{"Ability", "Ability"},
		{"ability", "Ability"},
		{"double faced card", "Double-Faced Card"},
		{"DOUBLE-FACED CARD.", "Double-Faced Card"},
		{"bury", "Bury"},
		{"Bury (Obsolete)", "Bury"},
	}
	for _, tc := range tests {
		entry, ok := edition.Term(tc.query)
		if !ok || entry.Term != tc.want {
			t.Errorf("Term(%q) = %v, %v; want %s", tc.query, entry, ok, tc.want)
		}
	}
	if _, ok := edition.Term("mana burn"); ok {
		t.Error("Term(mana burn) found in an edition without it")
	}
}

func TestGlossarySensesAndObsolete(t *testing.T) {
	edition := parseMini(t)
	tests := []struct {
		term     string
		senses   []string
		obsolete bool
		examples int
		refs     []string
	}{
		{"Ability", []string{"Text on an object that explains what that object does or can do.", "An activated or triggered ability on the stack."}, false, 0, []string{"409.1"}},
		{"Bury", []string{`A term that meant "put into its owner's graveyard."`}, true, 0, nil},
		{"Double-Faced Card", []string{"A card with a face on each side. See rule 409.1c."}, false, 1, []string{"409.1c"}},
	}
	for _, tc := range tests {
		entry, ok := edition.Term(tc.term)
		if !ok {
			t.Fatalf("term %s missing", tc.term)
		}
		if !slices.Equal(entry.Senses, tc.senses) || entry.Obsolete != tc.obsolete || len(entry.Examples) != tc.examples || !slices.Equal(refIDs(entry.Refs), tc.refs) {
			t.Errorf("%s = %+v", tc.term, entry)
		}
	}
	ability, _ := edition.Term("Ability")
	if !strings.HasSuffix(ability.Text, `See rule 409.1, "Playing Spells."`) {
		t.Errorf("Ability text lost its closing line: %q", ability.Text)
	}
	rule, _ := edition.Rule("409.1")
	if !slices.Contains(rule.CitedBy, "glossary:Ability") {
		t.Errorf("409.1 CitedBy = %v, want glossary:Ability", rule.CitedBy)
	}
}

func TestReferencesAndCitedBy(t *testing.T) {
	edition := parseMini(t)
	tests := []struct {
		id      string
		refs    []string
		outside []string
	}{
		{"409.1", []string{"409.1a", "409.1b", "409.1c"}, nil},
		{"101.2a", []string{"100.1a", "100.1b", "4"}, []string{"100.1b"}},
		{"409.1b", []string{"101.1"}, nil},
		{"409.1c", []string{"100", "101", "999.9"}, []string{"999.9"}},
	}
	for _, tc := range tests {
		rule, _ := edition.Rule(tc.id)
		if got := refIDs(rule.Refs); !slices.Equal(got, tc.refs) {
			t.Errorf("%s refs = %v, want %v", tc.id, got, tc.refs)
		}
		var outside []string
		for _, ref := range rule.Refs {
			if ref.Outside {
				outside = append(outside, ref.ID)
			}
		}
		if !slices.Equal(outside, tc.outside) {
			t.Errorf("%s outside refs = %v, want %v", tc.id, outside, tc.outside)
		}
	}
	cited, _ := edition.Rule("409.1b")
	if want := []string{"101.1", "409.1"}; !slices.Equal(cited.CitedBy, want) {
		t.Errorf("409.1b CitedBy = %v, want %v", cited.CitedBy, want)
	}
	report := edition.Check()
	if !slices.Equal(report.Dangling, []string{"100.1b", "999.9"}) {
		t.Errorf("dangling = %v", report.Dangling)
	}
}

func refIDs(refs []Ref) []string {
	var ids []string
	for _, ref := range refs {
		ids = append(ids, ref.ID)
	}
	return ids
}

func TestJSONRoundTripKeepsLookups(t *testing.T) {
	data, err := json.Marshal(parseMini(t))
	if err != nil {
		t.Fatal(err)
	}
	var stored Edition
	if err := json.Unmarshal(data, &stored); err != nil {
		t.Fatal(err)
	}
	if stored.byID == nil || stored.terms == nil {
		t.Fatal("UnmarshalJSON did not rebuild the lookup indexes")
	}
	if rule, ok := stored.Rule("409.1b."); !ok || len(rule.CitedBy) != 2 {
		t.Errorf("Rule(409.1b.) after the round trip = %+v, %v", rule, ok)
	}
	if entry, ok := stored.Term("double faced card"); !ok || entry.Term != "Double-Faced Card" {
		t.Errorf("Term after the round trip = %+v, %v", entry, ok)
	}
	if got := stored.Nearest("409.1z", 1); !slices.Equal(got, []string{"409.1c"}) {
		t.Errorf("Nearest after the round trip = %v", got)
	}
}

func TestLookupsWorkWithoutIndexes(t *testing.T) {
	// An Edition assembled by hand (not parsed, not decoded) has no
	// indexes; lookups fall back to scanning.
	edition := &Edition{
		Rules:    []*Rule{{ID: "409", Kind: KindHeading}, {ID: "409.1", Kind: KindRule}},
		Glossary: []*GlossaryEntry{{Term: "Mana Burn"}},
	}
	if rule, ok := edition.Rule("409.1."); !ok || rule.ID != "409.1" {
		t.Errorf("Rule = %v, %v", rule, ok)
	}
	if entry, ok := edition.Term("mana-burn"); !ok || entry.Term != "Mana Burn" {
		t.Errorf("Term = %v, %v", entry, ok)
	}
}
