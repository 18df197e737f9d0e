package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode"
)

// seedRuleLinePattern is the test's own, deliberately simple, reading of a
// rule number at the start of a scraped line, independent of the cleaner.
var seedRuleLinePattern = regexp.MustCompile(`(?m)^(\d{3})\.(\d+)?([a-z])?`)

// seedRunTogetherIDs are rules the scrapes print in the middle of a line,
// after the end of the rule before them.
var seedRunTogetherIDs = []string{"415.7a", "411.2", "413.2"}

func mustSeed(t testing.TB) *Edition {
	t.Helper()
	edition, err := Seed()
	if err != nil {
		t.Fatalf("Seed: %v", err)
	}
	return edition
}

func seedRulesByID(t testing.TB, edition *Edition) map[string]*Rule {
	t.Helper()
	byID := map[string]*Rule{}
	for _, rule := range edition.Rules {
		if _, duplicate := byID[rule.ID]; duplicate {
			t.Errorf("rule %s appears twice", rule.ID)
		}
		byID[rule.ID] = rule
	}
	return byID
}

// expectedSeedRuleIDs scans the raw embedded files for numbers at the start
// of a line and adds the run-together ones.
func expectedSeedRuleIDs(t *testing.T) []string {
	t.Helper()
	names, err := fs.Glob(seedFS, "seeds/*.txt")
	if err != nil || len(names) != 5 {
		t.Fatalf("embedded seed files: %v, %v", names, err)
	}
	seen := map[string]bool{}
	for _, name := range names {
		data, err := fs.ReadFile(seedFS, name)
		if err != nil {
			t.Fatal(err)
		}
		for _, match := range seedRuleLinePattern.FindAllStringSubmatch(string(data), -1) {
			id := match[1]
			if match[2] != "" {
				id += "." + match[2] + match[3]
			}
			seen[id] = true
		}
	}
	for _, id := range seedRunTogetherIDs {
		if seen[id] {
			t.Fatalf("%s starts a line in the raw files; the run-together list is stale", id)
		}
		seen[id] = true
	}
	ids := make([]string, 0, len(seen))
	for id := range seen {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, compareRuleIDs)
	return ids
}

func TestSeedHasEveryRuleNumberedInTheScrapesAsItsOwnRule(t *testing.T) {
	edition := mustSeed(t)
	want := expectedSeedRuleIDs(t)
	var got []string
	for _, rule := range edition.Rules {
		got = append(got, rule.ID)
	}
	if !slices.Equal(got, want) {
		t.Errorf("seed rules in order:\n got %d %v\nwant %d %v", len(got), got, len(want), want)
	}
	if len(want) != 130 {
		t.Errorf("the raw scan finds %d rule numbers, want 130 (127 at line starts and 3 run together)", len(want))
	}
	seedRulesByID(t, edition)
}

func TestSeedEditionIdentifiesItself(t *testing.T) {
	edition := mustSeed(t)
	if edition.ID != SeedID || edition.Effective != "" {
		t.Errorf("ID, Effective = %q, %q; want %q, empty", edition.ID, edition.Effective, SeedID)
	}
	var all []byte
	names, _ := fs.Glob(seedFS, "seeds/*.txt")
	for _, name := range names {
		data, _ := fs.ReadFile(seedFS, name)
		all = append(all, data...)
	}
	sum := sha256.Sum256(all)
	if want := hex.EncodeToString(sum[:]); edition.Hash != want {
		t.Errorf("Hash = %s, want SHA-256 of the five files in name order %s", edition.Hash, want)
	}
	again := mustSeed(t)
	if again != edition {
		t.Error("Seed returned a different edition on the second call; it must parse once")
	}
}

func TestSeedServesConcurrentReaders(t *testing.T) {
	// Run with -race: every caller shares one edition, so Seed and the
	// lookups on its result must only read.
	var group sync.WaitGroup
	for range 8 {
		group.Go(func() {
			edition, err := Seed()
			if err != nil {
				t.Error(err)
				return
			}
			if rule, ok := edition.Rule("409.1h"); !ok || len(rule.Examples) != 1 {
				t.Errorf("409.1h = %+v, %v", rule, ok)
			}
		})
	}
	group.Wait()
}

func TestSeedTitlesAndKinds(t *testing.T) {
	byID := seedRulesByID(t, mustSeed(t))
	tests := []struct {
		id, title string
		kind      Kind
	}{
		{"409", "Playing Spells and Activated Abilities", KindHeading},
		{"410", "Handling Triggered Abilities", KindHeading},
		{"415.7", "Changing Targets", KindRule},
		{"502.44", "Epic", KindRule},
		{"505", "Split Cards", KindHeading},
		{"409.2", "", KindRule},
		{"415.7a", "", KindSubrule},
	}
	for _, test := range tests {
		rule := byID[test.id]
		if rule == nil {
			t.Errorf("rule %s missing", test.id)
			continue
		}
		if rule.Title != test.title || rule.Kind != test.kind {
			t.Errorf("rule %s: title %q kind %s, want %q %s", test.id, rule.Title, rule.Kind, test.title, test.kind)
		}
	}
}

func TestSeedExamplesStayWithTheirRules(t *testing.T) {
	// Each rule with examples, one entry per example, each a phrase that
	// example must contain. Every other rule must have none.
	want := map[string][]string{
		"409.1c":  {"Tap two target creatures"},
		"409.1h":  {"Death Bomb"},
		"410.6":   {"Whenever a land is put into a graveyard from play"},
		"410.7":   {"triggers on damage being dealt"},
		"410.10b": {"All lands are creatures"},
		"410.10d": {"Two creatures are in play"},
		"410.11":  {"Whenever you have no cards in hand"},
		"411.3":   {"Whenever a player taps a land for mana"},
		"413.2a":  {"Aura Blast", "Plague Spores"},
		"413.2c":  {"You may sacrifice a creature"},
		"413.2g":  {"Destroy all black creatures"},
		"415.1":   {"When you cycle this card"},
		"502.46a": {"Guardian of Vitu-Ghazi"},
		"505.5":   {"Infernal Genesis"},
		"505.6":   {"Void reads"},
	}
	edition := mustSeed(t)
	total := 0
	for _, rule := range edition.Rules {
		phrases := want[rule.ID]
		total += len(rule.Examples)
		if len(rule.Examples) != len(phrases) {
			t.Errorf("rule %s has %d examples, want %d: %q", rule.ID, len(rule.Examples), len(phrases), rule.Examples)
			continue
		}
		for index, phrase := range phrases {
			if !strings.Contains(rule.Examples[index], phrase) {
				t.Errorf("rule %s example %d = %q, want it to contain %q", rule.ID, index+1, rule.Examples[index], phrase)
			}
		}
	}
	if total != 16 {
		t.Errorf("seed edition has %d examples, want 16", total)
	}
	// Both targeting cases of 409.1c are one example paragraph.
	if examples := seedRulesByID(t, edition)["409.1c"].Examples; len(examples) == 1 &&
		!strings.Contains(examples[0], "Destroy target artifact and target land") {
		t.Errorf("409.1c example lost its second case: %q", examples[0])
	}
}

func TestSeedContinuationParagraphsStayWithTheirRule(t *testing.T) {
	want := map[string][]string{
		"415.3": {"Aura spells are always targeted.", "Neither Equipment spells nor Equipment permanents target anything."},
		"505.6": {"An effect that performs a positive comparison", "An effect that performs a negative comparison", "If an effect performs a comparison involving multiple characteristics"},
	}
	for _, rule := range mustSeed(t).Rules {
		paragraphs := strings.Split(rule.Text, "\n\n")
		starts, multiple := want[rule.ID]
		if !multiple {
			if len(paragraphs) != 1 {
				t.Errorf("rule %s has %d paragraphs, want 1: %q", rule.ID, len(paragraphs), rule.Text)
			}
			continue
		}
		if len(paragraphs) != len(starts) {
			t.Errorf("rule %s has %d paragraphs, want %d: %q", rule.ID, len(paragraphs), len(starts), rule.Text)
			continue
		}
		for index, start := range starts {
			if !strings.HasPrefix(paragraphs[index], start) {
				t.Errorf("rule %s paragraph %d = %q, want it to start %q", rule.ID, index+1, paragraphs[index], start)
			}
		}
	}
}

// seedNoisePattern matches what the site adds or breaks; none of it may be
// left in any rule.
var seedNoisePattern = regexp.MustCompile(`(?i)lightnovelfree|novel|related chapter|author:|comprehensive rules part|pa\.s\.s|[a-z]\.[a-z]\.[a-z]|×`)

func TestSeedKeepsNoSiteText(t *testing.T) {
	for _, rule := range mustSeed(t).Rules {
		fields := append([]string{rule.Title, rule.Text}, rule.Examples...)
		for _, field := range fields {
			if match := seedNoisePattern.FindString(field); match != "" {
				t.Errorf("rule %s keeps site text %q in %q", rule.ID, match, field)
			}
			for _, r := range field {
				if unicode.Is(unicode.Cyrillic, r) {
					t.Errorf("rule %s keeps Cyrillic text: %q", rule.ID, field)
					break
				}
			}
		}
		if rule.Title == "" && rule.Text == "" {
			t.Errorf("rule %s has neither title nor text", rule.ID)
		}
	}
}

func TestSeedRuleTextsEndWithTheirSentence(t *testing.T) {
	edition := mustSeed(t)
	for _, rule := range edition.Rules {
		for _, text := range append([]string{rule.Text}, rule.Examples...) {
			if text == "" {
				continue
			}
			end := strings.TrimRight(text, `"”’')`)
			if !strings.HasSuffix(end, ".") {
				t.Errorf("rule %s ends mid-sentence: ...%q", rule.ID, text[max(0, len(text)-40):])
			}
		}
	}
	// 410.5 is cut off in one scrape and complete in another.
	byID := seedRulesByID(t, edition)
	if text := byID["410.5"].Text; !strings.Contains(text, "regardless of whether their controller intends to exercise the ability") {
		t.Errorf("410.5 kept the cut-off copy: %q", text)
	}
	// The scraper's "pa.s.s" is repaired.
	if text := byID["413.1"].Text; !strings.HasPrefix(text, "Each time all players pass in succession") {
		t.Errorf("413.1 = %q", text)
	}
}

func TestSeedWarnsAboutDroppedMidRuleStarts(t *testing.T) {
	type located struct {
		source string
		line   int
		phrase string
	}
	want := []located{
		{"003_7dfc1ca6b09aaf6c.txt", 1, "already come into play."},
		{"004_aecef482255100b1.txt", 1, "Ninjutsu [cost]"},
	}
	var got []located
	for _, warning := range mustSeed(t).Warnings {
		got = append(got, located{warning.Source, warning.Line, warning.Message})
	}
	if len(got) != len(want) {
		t.Fatalf("warnings = %+v, want %d about dropped mid-rule text", got, len(want))
	}
	for index := range want {
		if got[index].source != want[index].source || got[index].line != want[index].line ||
			!strings.Contains(got[index].phrase, want[index].phrase) || !strings.Contains(got[index].phrase, "cut off") {
			t.Errorf("warning %d = %+v, want %s:%d naming %q", index+1, got[index], want[index].source, want[index].line, want[index].phrase)
		}
	}
}

func TestSeedMergedTextMatchesGolden(t *testing.T) {
	files, err := readSeedFiles(seedFS)
	if err != nil {
		t.Fatal(err)
	}
	merged := mergeSeedCopies(cleanSeeds(files).copies)
	checkGolden(t, "seed_merged.golden", []byte(merged.text))
	if lines := strings.Count(merged.text, "\n"); lines != len(merged.origins) {
		t.Errorf("merged text has %d lines but %d origins", lines, len(merged.origins))
	}
}

func TestSeedEmbedsTheSharedScrapesByteForByte(t *testing.T) {
	dir := sharedSeedDir(t)
	files, err := readSeedFiles(seedFS)
	if err != nil {
		t.Fatal(err)
	}
	shared, err := fs.Glob(dir, "*.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(shared) != len(files) {
		t.Fatalf("shared seeds has %d files, embedded %d", len(shared), len(files))
	}
	for _, file := range files {
		original, err := fs.ReadFile(dir, file.name)
		if err != nil {
			t.Errorf("embedded %s: %v", file.name, err)
			continue
		}
		if !bytes.Equal(original, file.data) {
			t.Errorf("embedded %s differs from the shared original", file.name)
		}
	}
}

func BenchmarkSeed(b *testing.B) {
	b.Run("load", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := loadSeed(seedFS); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("cached", func(b *testing.B) {
		for b.Loop() {
			if _, err := Seed(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
