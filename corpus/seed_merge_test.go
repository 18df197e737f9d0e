package corpus

import (
	"slices"
	"strings"
	"testing"
)

func TestSeedMergeKeepsTheBestCopyOfEachRule(t *testing.T) {
	tests := []struct {
		name     string
		files    []string
		want     string
		warnings []string // phrases, one per expected warning
	}{
		{
			name: "the complete copy wins over a longer-looking cut-off one",
			files: []string{
				"410.5. These abilities go on the stack when they trigger, regardless of whether their\n",
				`410.5. These abilities go on the stack when they trigger, regardless of whether their controller wants.` + "\n",
			},
			want: "410.5. These abilities go on the stack when they trigger, regardless of whether their controller wants.\n",
		},
		{
			name: "copies differing only in quotes keep the first",
			files: []string{
				"409.3. Playing a spell that alters costs won’t do anything.\n",
				"409.3. Playing a spell that alters costs won't do anything.\n",
			},
			want: "409.3. Playing a spell that alters costs won’t do anything.\n",
		},
		{
			name: "the longest complete copy keeps its continuation",
			files: []string{
				"415.3. Aura spells are always targeted.\n",
				"415.3. Aura spells are always targeted.\nNeither Equipment spells nor permanents target anything.\n",
			},
			want: "415.3. Aura spells are always targeted.\nNeither Equipment spells nor permanents target anything.\n",
		},
		{
			name: "examples are merged, a cut-off one giving way",
			files: []string{
				"409.1h Pay the cost.\nExample: You play Death Bomb, which costs {3}{B}.\n",
				"409.1h Pay the cost.\nExample: You play Death Bomb, which\nExample: A second example.\n",
				"409.1h Pay the cost.\nExample: You play Death Bomb, which costs {3}{B}.\n",
			},
			want: "409.1h Pay the cost.\nExample: You play Death Bomb, which costs {3}{B}.\nExample: A second example.\n",
		},
		{
			name: "rules come out in number order",
			files: []string{
				"410.10. Tenth rule.\n410.2. Second rule.\n",
				"410. Handling Triggered Abilities\n410.1a First subrule.\n410.1. First rule.\n",
			},
			want: "410. Handling Triggered Abilities\n\n410.1. First rule.\n\n410.1a First subrule.\n\n410.2. Second rule.\n\n410.10. Tenth rule.\n",
		},
		{
			name:     "a rule cut off in every copy is kept with a warning",
			files:    []string{"410.5. These abilities go on the stack when\n"},
			want:     "410.5. These abilities go on the stack when\n",
			warnings: []string{"rule 410.5 ends mid-sentence in every copy"},
		},
		{
			name: "copies that disagree are reported",
			files: []string{
				"409.4. A player can't begin to play a prohibited spell.\n",
				"409.4. A player may always play a prohibited spell.\n",
			},
			want:     "409.4. A player can't begin to play a prohibited spell.\n",
			warnings: []string{"this copy of rule 409.4 differs from the one kept (f0.txt:1)"},
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			var files []seedFile
			for index, text := range test.files {
				files = append(files, seedFile{name: "f" + string(rune('0'+index)) + ".txt", data: []byte(text)})
			}
			merged := mergeSeedCopies(cleanSeeds(files).copies)
			if merged.text != test.want {
				t.Errorf("merged:\n%s\nwant:\n%s", merged.text, test.want)
			}
			var messages []string
			for _, warning := range merged.warnings {
				messages = append(messages, warning.Message)
			}
			if len(messages) != len(test.warnings) {
				t.Fatalf("warnings %q, want %d", messages, len(test.warnings))
			}
			for index, phrase := range test.warnings {
				if !strings.Contains(messages[index], phrase) {
					t.Errorf("warning %q, want it to say %q", messages[index], phrase)
				}
			}
		})
	}
}

func TestSeedMergedLinesKnowTheirOrigin(t *testing.T) {
	files := []seedFile{
		{name: "a.txt", data: []byte("site text\n409.2. Opponents choose.\n")},
		{name: "b.txt", data: []byte("409.1. Follow the steps. 409.1a Announce it.\nExample: An example.\n")},
	}
	merged := mergeSeedCopies(cleanSeeds(files).copies)
	want := []seedOrigin{{"b.txt", 1}, {}, {"b.txt", 1}, {"b.txt", 2}, {}, {"a.txt", 2}}
	if !slices.Equal(merged.origins, want) {
		t.Errorf("origins %v, want %v\n%s", merged.origins, want, merged.text)
	}
	warning := merged.locate(Warning{Source: seedSource, Line: 4, Message: "m"})
	if warning.Source != "b.txt" || warning.Line != 2 {
		t.Errorf("located %+v, want b.txt:2", warning)
	}
	if blank := merged.locate(Warning{Source: seedSource, Line: 2}); blank.Source != seedSource {
		t.Errorf("a warning on a blank line moved to %+v", blank)
	}
}

func TestSeedRuleIDsOrderByNumber(t *testing.T) {
	ordered := []string{"4", "408.2k", "409", "409.1", "409.1a", "409.1i", "409.2", "409.10", "409.10a", "410", "5", "500", "502.9", "502.43b"}
	for index := range ordered {
		for other := range ordered {
			a, _ := parseRuleID(ordered[index])
			b, _ := parseRuleID(ordered[other])
			got := compareSeedRuleNumbers(a, b)
			want := 0
			if index < other {
				want = -1
			} else if index > other {
				want = 1
			}
			if got != want {
				t.Errorf("compare(%s, %s) = %d, want %d", ordered[index], ordered[other], got, want)
			}
		}
	}
}
