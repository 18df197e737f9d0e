package corpus

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSeedClean feeds arbitrary scrapes to the cleaning and merging steps.
// Whatever the input, they must not panic, every line they emit must be a
// rule, an example or a continuation, the parser must read one rule per
// numbered line, warnings must point into the input, and cleaning their own
// output must change nothing.
func FuzzSeedClean(f *testing.F) {
	files, err := readSeedFiles(seedFS)
	if err != nil {
		f.Fatal(err)
	}
	var all []byte
	for _, file := range files {
		f.Add(file.data)
		all = append(all, file.data...)
		all = append(all, '\n')
	}
	f.Add(all)
	// Inputs that once broke the properties below.
	f.Add([]byte(""))
	f.Add([]byte("100.1 Example: 0"))
	f.Add([]byte("415.7. Changing Targets 415.7a The target changes. Example: One. 415.7b Two.\r\nBreak pa.s.s.\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		input := seedFile{name: "fuzz.txt", data: data}
		cleaning := cleanSeeds([]seedFile{input})
		merged := mergeSeedCopies(cleaning.copies)

		inputLines := strings.Count(string(data), "\n") + strings.Count(string(data), "\r") + 1
		for _, warning := range append(cleaning.warnings, merged.warnings...) {
			if warning.Source != input.name || warning.Line < 1 || warning.Line > inputLines {
				t.Errorf("warning points outside the input: %+v", warning)
			}
		}
		if !utf8.ValidString(merged.text) {
			t.Errorf("merged text is not UTF-8: %q", merged.text)
		}
		var lines []string
		if merged.text != "" {
			lines = strings.Split(strings.TrimSuffix(merged.text, "\n"), "\n")
		}
		if len(lines) != len(merged.origins) {
			t.Fatalf("%d lines but %d origins", len(lines), len(merged.origins))
		}
		rules := 0
		for index, line := range lines {
			_, _, numbered := parseSeedRuleStart(line)
			if numbered {
				rules++
			}
			switch {
			case line == "":
				if merged.origins[index] != (seedOrigin{}) {
					t.Errorf("blank line %d has an origin", index+1)
				}
			case numbered, strings.HasPrefix(line, seedExampleLead), seedReadsLikeContinuation(line):
				if merged.origins[index].file != input.name {
					t.Errorf("line %d %q has no origin", index+1, line)
				}
			default:
				t.Errorf("line %d is neither rule, example nor continuation: %q", index+1, line)
			}
		}

		edition, err := parseText(seedSource, merged.text, parseOptions{fragment: true})
		if err != nil {
			t.Fatalf("the parser rejects the merged text: %v\n%q", err, merged.text)
		}
		if len(edition.Rules) != rules {
			t.Errorf("the parser reads %d rules from %d numbered lines:\n%q", len(edition.Rules), rules, merged.text)
		}

		again := mergeSeedCopies(cleanSeeds([]seedFile{{name: "again.txt", data: []byte(merged.text)}}).copies)
		if again.text != merged.text {
			t.Errorf("cleaning is not idempotent:\nonce:  %q\ntwice: %q", merged.text, again.text)
		}
	})
}
