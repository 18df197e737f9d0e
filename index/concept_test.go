package index

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// conceptsOf builds the concept table of an edition the way an index
// build does.
func conceptsOf(t *testing.T, ed *corpus.Edition) *concepts {
	t.Helper()
	ix, err := NewMemory(ed)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	c, err := ix.conceptTable()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// fixtureEdition parses testdata/concepts-cr.txt: keyword and section
// headings, glossary pointers, and multiplayer and casual variants.
func fixtureEdition(t *testing.T) *corpus.Edition {
	t.Helper()
	return fixtureEditionF(t)
}

func fixtureEditionF(t testing.TB) *corpus.Edition {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "concepts-cr.txt"))
	if err != nil {
		t.Fatal(err)
	}
	ed, err := corpus.Parse("concepts-cr.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// rulesOf is the home of the concept the words name exactly, nil when they
// name none.
func rulesOf(t *testing.T, c *concepts, ix *Index, words string) []string {
	t.Helper()
	k, ok := c.exactly(analyzeTerms(ix.analyzer, words))
	if !ok {
		return nil
	}
	return c.list[k].rules()
}

func variantNamed(c *concepts, name string) *variant {
	for i := range c.variants {
		if c.variants[i].Name == name {
			return &c.variants[i]
		}
	}
	return nil
}

func TestConceptTableComesFromTheEditionsOwnText(t *testing.T) {
	ed := fixtureEdition(t)
	ix, err := NewMemory(ed)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	c, err := ix.conceptTable()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		words string
		want  []string
	}{
		{"trample", []string{"702.19"}},
		{"Combat Damage Step", []string{"510"}},
		{"state-based actions", []string{"704"}},
		// A glossary term merges with the heading of the same name.
		{"deathtouch", []string{"702.2"}},
		// A glossary term's "See rule" pointer is its home.
		{"poison counters", []string{"704.5c"}},
		{"lethal damage", []string{"510.1"}},
		// A variant is named without "Variant".
		{"two-headed giant", []string{"810"}},
		{"flying", nil},
	}
	for _, tt := range tests {
		if got := rulesOf(t, c, ix, tt.words); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("concept %q: home %v, want %v", tt.words, got, tt.want)
		}
	}
	for _, bare := range []string{"702.19", "510", "7"} {
		if !c.headings[bare] {
			t.Errorf("%s is printed as a bare heading; the table does not say so", bare)
		}
	}
	if c.headings["704.5c"] {
		t.Errorf("704.5c has text; the table calls it a bare heading")
	}

	giant := variantNamed(c, "Two-Headed Giant")
	if giant == nil {
		t.Fatalf("variants %+v: no Two-Headed Giant from section 8", c.variants)
	}
	// Its own rules, and a core rule whose first sentence names it; not
	// 704.5c, a core rule that only sets the variant aside.
	if !slices.Contains(giant.Rules, "810") || !slices.Contains(giant.Rules, "704.6") || slices.Contains(giant.Rules, "704.5c") {
		t.Errorf("Two-Headed Giant rules %v, want 810 and 704.6, not 704.5c", giant.Rules)
	}
	if variantNamed(c, "Commander") == nil {
		t.Errorf("variants %+v: no Commander from section 9", c.variants)
	}
	for rule, want := range map[string]bool{"810.10": true, "704.6": true, "903.8": true, "800.1": true, "704.5c": false, "702.19b": false} {
		if got := c.variantOf(rule) >= 0; got != want {
			t.Errorf("rule %s about a variant: %v, want %v", rule, got, want)
		}
	}
}

func TestConceptTableSurvivesItsEncoding(t *testing.T) {
	c := conceptsOf(t, fixtureEdition(t))
	back, err := decodeConcepts(c.encode())
	if err != nil {
		t.Fatal(err)
	}
	if string(back.encode()) != string(c.encode()) || !reflect.DeepEqual(back.variants, c.variants) || !reflect.DeepEqual(back.headings, c.headings) {
		t.Errorf("decoded table differs:\n%s\nwant\n%s", back.encode(), c.encode())
	}
	if k, ok := back.exactly([]string{"trampl"}); !ok || !reflect.DeepEqual(back.list[k].rules(), []string{"702.19"}) {
		t.Errorf("decoded table: trample is concept %d (%v), want its home 702.19", k, ok)
	}
	if _, err := decodeConcepts([]byte("c\tonly a name\n")); err == nil {
		t.Error("a malformed table decoded without error")
	}
}

func TestConceptTableServesEveryEdition(t *testing.T) {
	corpustest.SkipUnderRace(t, "a ranking test over real editions")
	tests := []struct {
		edition  string
		concepts map[string]string
		variants map[string]string
	}{
		{"cr-2006-10-01.txt",
			map[string]string{"trample": "502.9", "combat damage step": "310", "state-based effects": "420"},
			map[string]string{"Two-Headed Giant": "606", "Emperor": "607"}},
		{edition2026,
			map[string]string{"trample": "702.19", "combat damage step": "510", "state-based actions": "704", "mana value": "202.3"},
			map[string]string{"Two-Headed Giant": "810", "Commander": "903", "Planechase": "901", "Vanguard": "902"}},
	}
	for _, tt := range tests {
		t.Run(tt.edition, func(t *testing.T) {
			ix := editionIndex(t, tt.edition)
			c, err := ix.conceptTable()
			if err != nil {
				t.Fatal(err)
			}
			for words, rule := range tt.concepts {
				if got := rulesOf(t, c, ix, words); !slices.Contains(got, rule) {
					t.Errorf("concept %q: home %v, want %s in it", words, got, rule)
				}
			}
			for name, rule := range tt.variants {
				v := variantNamed(c, name)
				if v == nil || v.Rules[0] != rule {
					t.Errorf("variant %s: %+v, want it at %s", name, v, rule)
				}
			}
			if c.variantOf("702.19b") >= 0 || c.variantOf("502.9b") >= 0 {
				t.Error("trample's rules are taken for a variant's")
			}
		})
	}
}
