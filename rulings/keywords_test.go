package rulings

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// sampleArgs fills in a keyword's written form for a round trip.
var sampleArgs = strings.NewReplacer(" [and from COLOR]", "", "{COST}", "{1}{R}", "N", "2", "COLOR", "white", "FILTER", "creature", "TYPE", "forest")

func TestEveryKeywordParsesFromItsWrittenForm(t *testing.T) {
	filter := func(s string) (Filter, error) { return Filter{Types: []string{s}, Text: s}, nil }
	seen := map[string]bool{}
	for _, k := range Keywords() {
		if seen[k.Name] {
			t.Errorf("%s is in the keyword table twice", k.Name)
		}
		seen[k.Name] = true
		if k.wraps != nil {
			// A keyword written before another ability line is read by
			// the scenario language (KeywordWrapping, WrapAbility).
			if _, _, ok := KeywordWrapping(k.Name + " — activated {1}: you gain 1 life"); !ok {
				t.Errorf("%s is not found before an ability line", k.Name)
			}
			continue
		}
		line := sampleArgs.Replace(k.Form)
		abilities, ok, err := ParseKeyword(line, filter)
		if !ok || err != nil || len(abilities) == 0 || abilities[0].Keyword != k.Name || !strings.HasPrefix(abilities[0].Text, line) {
			t.Errorf("ParseKeyword(%q) = %+v, %v, %v; want the %s ability", line, abilities, ok, err, k.Name)
		}
		if k.arg != argNone && k.arg != argFilter && k.arg != argForFilter {
			if _, ok, err := ParseKeyword(k.Name+" ?", filter); !ok || err == nil {
				t.Errorf("ParseKeyword(%q) should be refused, got ok %v, err %v", k.Name+" ?", ok, err)
			}
		}
	}
	if _, ok, _ := ParseKeyword("flyingfish", filter); ok {
		t.Error("a word that only starts with a keyword is not that keyword")
	}
}

// TestEveryKeywordCitesItsRule checks that each keyword's rule is the rule
// of 502 titled with its name in the 2006-10-01 edition, or a subrule of
// that edition (reach, the later name of "can block as though it had
// flying", cites the flying rule that decides the block).
func TestEveryKeywordCitesItsRule(t *testing.T) {
	e, err := corpus.Parse("cr-2006-10-01.txt", corpustest.ReadEdition(t, "cr-2006-10-01.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range Keywords() {
		if k.Since != "" {
			continue // TestLaterKeywordsAreRulesOfTheirEditions
		}
		r, ok := e.Rule(k.Rule)
		switch {
		case !ok:
			t.Errorf("%s cites %s, which is not a rule of %s", k.Name, k.Rule, e.ID)
		case r.Title == "Landwalk" && strings.HasSuffix(k.Name, "walk"):
			// forestwalk, islandwalk, ...: the variants of 502.6a.
		case r.Title != "" && !strings.EqualFold(r.Title, k.Name):
			t.Errorf("%s cites %s, titled %q", k.Name, k.Rule, r.Title)
		}
	}
}

// TestLaterKeywordsAreRulesOfTheirEditions checks that each keyword the
// reference edition lacks cites the rule of 702 titled with its name in
// the 2026-04-17 edition, and that every shared edition on or after its
// Since date defines a keyword rule of that name.
func TestLaterKeywordsAreRulesOfTheirEditions(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpustest.Dir(t), "cr-*.txt"))
	var editions []*corpus.Edition
	for _, f := range files {
		e, err := corpus.Parse(filepath.Base(f), corpustest.ReadEdition(t, filepath.Base(f)))
		if err != nil {
			t.Fatal(err)
		}
		editions = append(editions, e)
	}
	for _, k := range Keywords() {
		if k.Since == "" {
			continue
		}
		for _, e := range editions {
			if e.ID == Edition2026 {
				if r, ok := e.Rule(k.Rule); !ok || !definesKeyword(r, k.Name) {
					t.Errorf("%s cites %s, which is not the rule titled %q in %s", k.Name, k.Rule, k.Name, e.ID)
				}
			}
			if e.ID < k.Since {
				continue
			}
			found := false
			for _, r := range e.Rules {
				// Before the Magic 2010 update keywords were rules of 502.
				keywordRule := strings.HasPrefix(r.ID, "702.") || e.ID < M10Update && strings.HasPrefix(r.ID, "502.")
				found = found || keywordRule && definesKeyword(r, k.Name)
			}
			if !found {
				t.Errorf("%s is a keyword from %s, but edition %s has no rule of 702 (502 before %s) titled %q", k.Name, k.Since, e.ID, M10Update, k.Name)
			}
		}
		if err := KeywordIn(k.Name, ReferenceEdition); err == nil {
			t.Errorf("%s should not be a keyword of %s", k.Name, ReferenceEdition)
		}
	}
}

// TestModernKeywordsRefusedWhereTheirNumbersAreNot checks that a keyword
// is refused under an edition before it, and under an edition of its own
// time that is played with the reference edition's numbers, and accepted
// under the editions whose rules the engine cites it by.
func TestModernKeywordsRefusedWhereTheirNumbersAreNot(t *testing.T) {
	tests := []struct {
		keyword, edition string
		refused          string
	}{
		{"persist", ReferenceEdition, "has no such keyword"},
		{"vanishing", "2008-02-01", "isn't supported for it"},
		{"evoke", "2008-02-01", "isn't supported for it"},
		{"vanishing", "2009-10-01", ""},
		{"infect", "2009-10-01", "has no such keyword"},
		{"infect", Edition2026, ""},
		{"flying", ReferenceEdition, ""},
	}
	for _, tt := range tests {
		err := KeywordIn(tt.keyword, tt.edition)
		switch {
		case tt.refused == "" && err != nil:
			t.Errorf("KeywordIn(%s, %s) = %v, want it accepted", tt.keyword, tt.edition, err)
		case tt.refused != "" && (err == nil || !strings.Contains(err.Error(), tt.refused)):
			t.Errorf("KeywordIn(%s, %s) = %v, want an error saying %q", tt.keyword, tt.edition, err, tt.refused)
		}
	}
}

// TestVanishingWithoutANumberHasNoEntryCounters checks 702.63b: without a
// number, vanishing is its upkeep and sacrifice abilities only.
func TestVanishingWithoutANumberHasNoEntryCounters(t *testing.T) {
	for _, tc := range []struct {
		line      string
		abilities int
		static    bool
	}{
		{"vanishing 3", 3, true},
		{"vanishing", 2, false},
	} {
		abilities, ok, err := ParseKeyword(tc.line, nil)
		if !ok || err != nil || len(abilities) != tc.abilities {
			t.Fatalf("ParseKeyword(%q) = %d abilities, %v, %v; want %d", tc.line, len(abilities), ok, err, tc.abilities)
		}
		if static := abilities[0].Kind == StaticAbility; static != tc.static {
			t.Errorf("ParseKeyword(%q): first ability static %v, want %v", tc.line, static, tc.static)
		}
	}
	if _, ok, err := ParseKeyword("vanishing 0", nil); !ok || err == nil {
		t.Errorf("vanishing 0 should be refused, got ok %v, err %v", ok, err)
	}
}

// definesKeyword reports whether rule r defines the keyword named name:
// a rule titled with it, or the subrule of a variant ("Trample over
// planeswalkers is a variant of trample", 702.19c of 2026).
func definesKeyword(r *corpus.Rule, name string) bool {
	if strings.EqualFold(r.Title, name) {
		return true
	}
	// One rule may define a pair ("Daybound and Nightbound", 702.145).
	if first, second, ok := strings.Cut(r.Title, " and "); ok && (strings.EqualFold(first, name) || strings.EqualFold(second, name)) {
		return true
	}
	// A symbol named in words after it ("∞ (Infinity)", 702.186), a
	// heading the parser keeps as the rule's text, not starting with a
	// word.
	heading := r.Title
	if heading == "" {
		heading = r.Text
	}
	if symbol, _, ok := strings.Cut(heading, " ("); ok && symbol == name {
		return true
	}
	first, _, _ := strings.Cut(r.Text, " is a variant of ")
	return r.Title == "" && strings.EqualFold(first, name)
}

// TestParseKeywordReadsALineAgainAsAtFirst reads each keyword's written
// form, a refused argument and lines that name no keyword twice: the
// second reading, which tries only the keyword remembered for the line,
// must give what the first gave.
func TestParseKeywordReadsALineAgainAsAtFirst(t *testing.T) {
	filter := func(s string) (Filter, error) { return Filter{Types: []string{s}, Text: s}, nil }
	var lines []string
	for _, k := range Keywords() {
		lines = append(lines, sampleArgs.Replace(k.Form), k.Name+" ?", k.Name+"s")
	}
	lines = append(lines, "flyingfish", "when this creature dies, draw a card", "ward—discard a creature card")
	for _, line := range lines {
		keywordOfLine.mu.Lock()
		delete(keywordOfLine.index, line)
		keywordOfLine.mu.Unlock()
		first, ok1, err1 := ParseKeyword(line, filter)
		if _, known := keywordOfLine.find(line); !known {
			t.Fatalf("ParseKeyword(%q) did not remember the line", line)
		}
		again, ok2, err2 := ParseKeyword(line, filter)
		if ok1 != ok2 || (err1 == nil) != (err2 == nil) || err1 != nil && err1.Error() != err2.Error() || len(first) != len(again) {
			t.Errorf("ParseKeyword(%q): first %d abilities, %v, %v; again %d, %v, %v", line, len(first), ok1, err1, len(again), ok2, err2)
			continue
		}
		for i := range first {
			if first[i].Keyword != again[i].Keyword || first[i].Text != again[i].Text || first[i] == again[i] {
				t.Errorf("ParseKeyword(%q) ability %d: first %q (%s), again %q (%s); each reading builds its own", line, i, first[i].Text, first[i].Keyword, again[i].Text, again[i].Keyword)
			}
		}
	}
}
