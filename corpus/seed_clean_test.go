package corpus

import (
	"slices"
	"strings"
	"testing"
)

func TestSeedRunTogetherLinesSplitOnlyAtRuleStarts(t *testing.T) {
	tests := []struct {
		name, line, current string
		want                []string
	}{
		{
			name: "title then first subrule",
			line: "415.7. Changing Targets 415.7a The target of a spell can change.",
			want: []string{"415.7. Changing Targets", "415.7a The target of a spell can change."},
		},
		{
			name: "next rule after a parenthesised reference",
			line: "411.1. It resolves immediately. (See rule 408.2e.) 411.2. A player may play one.",
			want: []string{"411.1. It resolves immediately. (See rule 408.2e.)", "411.2. A player may play one."},
		},
		{
			name: "next rule after a quoted title in parentheses",
			line: `413.1. The object resolves. (See rule 416, "Effects.") 413.2. Resolution may involve several steps.`,
			want: []string{`413.1. The object resolves. (See rule 416, "Effects.")`, "413.2. Resolution may involve several steps."},
		},
		{
			name: "a chain of children and siblings",
			line: "409.1. Follow the steps. 409.1a Announce it. 409.1b Choose modes. 409.2. Opponents choose.",
			want: []string{"409.1. Follow the steps.", "409.1a Announce it.", "409.1b Choose modes.", "409.2. Opponents choose."},
		},
		{
			name: "an example after the rule's text",
			line: `415.1. A spell is targeted if it says "target." Example: A sorcery card has a cycling trigger.`,
			want: []string{`415.1. A spell is targeted if it says "target."`, "Example: A sorcery card has a cycling trigger."},
		},
		{
			name: "a range reference mid-sentence",
			line: "409.1i Once the steps described in 409.1a-409.1h are completed, the spell becomes played.",
			want: []string{"409.1i Once the steps described in 409.1a-409.1h are completed, the spell becomes played."},
		},
		{
			name: "references joined by and",
			line: "502.46a Use the rules for paying additional costs in rules 409.1b and 409.1f-h.",
			want: []string{"502.46a Use the rules for paying additional costs in rules 409.1b and 409.1f-h."},
		},
		{
			name: "a reference after see",
			line: "410.6. It can trigger repeatedly. See also rule 410.9. Then it stops.",
			want: []string{"410.6. It can trigger repeatedly. See also rule 410.9. Then it stops."},
		},
		{
			name: "a number out of sequence after a sentence",
			line: "409.1b Choose the mode. 502.3. Flying is an evasion ability.",
			want: []string{"409.1b Choose the mode. 502.3. Flying is an evasion ability."},
		},
		{
			name: "a number followed by a lower-case word",
			line: "409.1. Follow the steps. 409.2. below this one.",
			want: []string{"409.1. Follow the steps. 409.2. below this one."},
		},
		{
			name: "a sentence-case rule is not a title",
			line: "409.1. Playing a spell follows 409.1a The player announces it.",
			want: []string{"409.1. Playing a spell follows 409.1a The player announces it."},
		},
		{
			name:    "a continuation paragraph followed by the next rule",
			line:    "Neither Equipment spells nor permanents target anything. 415.4. Spells with zero targets are untargeted.",
			current: "415.3",
			want:    []string{"Neither Equipment spells nor permanents target anything.", "415.4. Spells with zero targets are untargeted."},
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			current, _ := parseRuleID(test.current)
			got := splitSeedRunTogether(test.line, current)
			if !slices.Equal(got, test.want) {
				t.Errorf("split:\n got %q\nwant %q", got, test.want)
			}
		})
	}
}

func TestSeedWordBreaksRejoinButAbbreviationsStay(t *testing.T) {
	tests := []struct{ line, want string }{
		{"Each time all players pa.s.s in succession", "Each time all players pass in succession"},
		{"a cla.s.sic case", "a classic case"},
		{"a.s.sign it", "assign it"},
		{"a chain a.b.c.d.e of breaks", "a chain abcde of breaks"},
		{"costs (e.g. kicker) and i.e., buyback", "costs (e.g. kicker) and i.e., buyback"},
		{"Magic: The Gathering card back.", "Magic: The Gathering card back."},
	}
	for _, test := range tests {
		if got := repairSeedWordBreaks(test.line); got != test.want {
			t.Errorf("repair(%q) = %q, want %q", test.line, got, test.want)
		}
	}
}

func TestSeedParagraphsAreTakenForRulesTextOnlyWhenTheyReadLikeIt(t *testing.T) {
	tests := []struct {
		text         string
		rulesText    bool
		continuation bool
	}{
		{"Neither Equipment spells nor Equipment permanents target anything.", true, true},
		{"“Ninjutsu [cost]” means “[Cost], Return an unblocked creature: Put this card into play.”", true, true},
		{"already come into play.", true, false},
		{"Добавить отзыв", false, false},
		{"Вы можете отметить интересные вам фрагменты текста.", false, false},
		{"0", false, false},
		{"×", false, false},
		{"Magic The Gathering Comprehensive Rules Part 6", false, false},
		{"- Related chapter:", false, false},
		{"You're reading novel online at LightNovelFree.com. Please do not offend anyone.", false, false},
		{"regardless of whether their", false, false},
		{"Enjoy.", false, false},
	}
	for _, test := range tests {
		if got := seedReadsLikeRulesText(test.text); got != test.rulesText {
			t.Errorf("readsLikeRulesText(%q) = %v, want %v", test.text, got, test.rulesText)
		}
		if got := seedReadsLikeContinuation(test.text); got != test.continuation {
			t.Errorf("readsLikeContinuation(%q) = %v, want %v", test.text, got, test.continuation)
		}
	}
}

// seedCopySummary renders copies compactly: "id|text paragraphs|examples".
func seedCopySummary(copies []*seedCopy) []string {
	var summary []string
	for _, copied := range copies {
		var text, examples []string
		for _, paragraph := range copied.text {
			text = append(text, paragraph.text)
		}
		for _, example := range copied.examples {
			examples = append(examples, example.text)
		}
		summary = append(summary, copied.number.String()+"|"+strings.Join(text, "/")+"|"+strings.Join(examples, "/"))
	}
	return summary
}

func TestSeedCleaningKeepsRulesTextAndDropsTheSite(t *testing.T) {
	tests := []struct {
		name     string
		input    string
		want     []string
		warnings []int // lines warned about
	}{
		{
			name:  "site text after a rule is not its continuation",
			input: "410.1. Abilities trigger.\nMagic The Gathering Comprehensive Rules Part 6\nYou're reading this at Example.com. Do not offend others.\n",
			want:  []string{"410.1|Abilities trigger.|"},
		},
		{
			name:  "continuations across blank lines, then an example",
			input: "505.6. One answer.\n\nAnother answer here.\n\nA third answer here.\n\nExample: Void reads this.\n",
			want:  []string{"505.6|One answer./Another answer here./A third answer here.|Example: Void reads this."},
		},
		{
			name:  "an example after interrupting site text stays with the rule",
			input: "409.1h Pay the cost.\nДобавить отзыв\nExample: You play Death Bomb.\n",
			want:  []string{"409.1h|Pay the cost.|Example: You play Death Bomb."},
		},
		{
			name:  "rules prose after site text is dropped",
			input: "409.2. Opponents choose.\n0\nThis sentence reads like a rule.\n409.3. Costs are locked.\n",
			want:  []string{"409.2|Opponents choose.|", "409.3|Costs are locked.|"},
		},
		{
			name:     "a cut-off start is dropped with a warning, site text silently",
			input:    "Выбрать главу\nalready come into play.\n\nExample: a stray example.\n504.6. Reveal it.\n",
			want:     []string{"504.6|Reveal it.|"},
			warnings: []int{2, 4},
		},
		{
			name:  "carriage returns and a broken word",
			input: "413.1. Players pa.s.s in succession.\r\n\r\n413.2. Resolution has steps.\r",
			want:  []string{"413.1|Players pass in succession.|", "413.2|Resolution has steps.|"},
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			cleaning := cleanSeeds([]seedFile{{name: "test.txt", data: []byte(test.input)}})
			if got := seedCopySummary(cleaning.copies); !slices.Equal(got, test.want) {
				t.Errorf("copies:\n got %q\nwant %q", got, test.want)
			}
			var lines []int
			for _, warning := range cleaning.warnings {
				if warning.Source != "test.txt" {
					t.Errorf("warning source %q", warning.Source)
				}
				lines = append(lines, warning.Line)
			}
			if !slices.Equal(lines, test.warnings) {
				t.Errorf("warned about lines %v, want %v (%+v)", lines, test.warnings, cleaning.warnings)
			}
		})
	}
}
