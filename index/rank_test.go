package index

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/blevesearch/bleve/v2/search"
)

func fixtureIndex(t *testing.T) *Index {
	t.Helper()
	ix, err := NewMemory(fixtureEdition(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	return ix
}

func TestTwoConceptsRankWhereTheyMeetFirst(t *testing.T) {
	ix := fixtureIndex(t)
	for _, query := range []string{
		"deathtouch with trample",
		"trample vs deathtouch",
		"does deathtouch work with trample",
		"trample and deathtouch",
	} {
		res := mustSearch(t, ix, Request{Query: query, Explain: true})
		if len(res.Hits) == 0 || res.Hits[0].ID != "702.2b" {
			t.Errorf("search %q: hits %v, want 702.2b (deathtouch's rule naming trample) first", query, hitIDs(res))
			continue
		}
		if !hasBoost(res.Hits[0], "meet") {
			t.Errorf("search %q: the first hit's explanation %+v names no meet", query, res.Hits[0].Explain)
		}
	}
}

func TestVariantRulesRankBelowCoreRulesUnlessNamed(t *testing.T) {
	ix := fixtureIndex(t)
	res := mustSearch(t, ix, Request{Query: "poison counters lose", Explain: true})
	if len(res.Hits) == 0 || res.Hits[0].Rule != "704.5c" {
		t.Fatalf("search without a variant: hits %v, want the core rule 704.5c first", hitIDs(res))
	}
	for _, h := range res.Hits {
		if (h.Rule == "810.10" || h.Rule == "704.6") && !hasBoost(h, "variant") {
			t.Errorf("%s is Two-Headed Giant's; its explanation %+v names no variant", h.ID, h.Explain)
		}
	}
	for _, query := range []string{"two-headed giant poison counters", "2hg poison counters"} {
		res = mustSearch(t, ix, Request{Query: query, Explain: true})
		if len(res.Hits) == 0 || (res.Hits[0].Rule != "810.10" && res.Hits[0].Rule != "704.6") {
			t.Errorf("search %q: hits %v, want a Two-Headed Giant rule first", query, hitIDs(res))
		}
		if res.Explain == nil || !slices.Contains(res.Explain.Variants, "Two-Headed Giant") {
			t.Errorf("search %q: reading %+v does not say it names Two-Headed Giant", query, res.Explain)
		}
	}
}

func TestBareHeadingAnswersItsNameNotADetail(t *testing.T) {
	ix := fixtureIndex(t)
	if res := mustSearch(t, ix, Request{Query: "trample"}); len(res.Hits) < 2 || res.Hits[1].ID != "702.19" {
		t.Errorf("search %q: hits %v, want the heading 702.19 second, under its definition", "trample", hitIDs(res))
	}
	res := mustSearch(t, ix, Request{Query: "trample assign rest to player", Explain: true})
	if len(res.Hits) == 0 || res.Hits[0].ID != "702.19b" {
		t.Errorf("search about a detail: hits %v, want 702.19b first", hitIDs(res))
	}
	for _, h := range res.Hits {
		if h.ID == "702.19" && !hasBoost(h, "heading") {
			t.Errorf("the bare heading's explanation %+v names no heading factor", h.Explain)
		}
	}
}

func TestRuleComesBeforeItsOwnExample(t *testing.T) {
	rule := &search.DocumentMatch{ID: "601.2f", Score: 1}
	example := &search.DocumentMatch{ID: "601.2f/example/1", Score: 3}
	other := &search.DocumentMatch{ID: "117.3", Score: 2}
	why := map[*search.DocumentMatch]*Explanation{rule: {}}
	got := rulesBeforeExamples(search.DocumentMatchCollection{example, other, rule}, why)
	var ids []string
	for _, m := range got {
		ids = append(ids, m.ID)
	}
	if strings.Join(ids, " ") != "601.2f 601.2f/example/1 117.3" {
		t.Errorf("order %v, want the rule moved above its example", ids)
	}
	if rule.Score != 3 || len(why[rule].Boosts) != 1 || why[rule].Boosts[0].Name != "example" {
		t.Errorf("moved rule: score %v, explanation %+v", rule.Score, why[rule])
	}
}

func TestExplanationAddsUpToTheScore(t *testing.T) {
	ix := fixtureIndex(t)
	res := mustSearch(t, ix, Request{Query: "deathtuoch with trample", Explain: true, Limit: 20})
	if res.Explain == nil {
		t.Fatal("no reading of the query")
	}
	want := []string{"concept Deathtouch (702.2)", "concept Trample (702.19)"}
	if !slices.Equal(res.Explain.Concepts, want) || !res.Explain.Detail {
		t.Errorf("reading %+v, want concepts %v and a detail", res.Explain, want)
	}
	if !slices.Contains(res.Explain.Corrections, "deathtuoch -> deathtouch") {
		t.Errorf("corrections %v, want the typo inside the question", res.Explain.Corrections)
	}
	for _, h := range res.Hits {
		e := h.Explain
		if e == nil || len(e.Fields) == 0 {
			t.Fatalf("hit %s: explanation %+v, want fields", h.ID, e)
		}
		product := e.Text
		for _, b := range e.Boosts {
			product *= b.Factor
		}
		if math.Abs(product-h.Score) > 0.01*h.Score+1e-3 {
			t.Errorf("hit %s: text %v times boosts %+v is %v, score %v", h.ID, e.Text, e.Boosts, product, h.Score)
		}
	}
	plain := mustSearch(t, ix, Request{Query: "deathtuoch with trample"})
	if plain.Explain != nil || plain.Hits[0].Explain != nil {
		t.Error("an explanation came unasked")
	}
}

func hasBoost(h Hit, name string) bool {
	if h.Explain == nil {
		return false
	}
	for _, b := range h.Explain.Boosts {
		if b.Name == name {
			return true
		}
	}
	return false
}

func TestExampleStepsDownBelowOtherRulesUnderItsOwn(t *testing.T) {
	m := func(id string, score float64) *search.DocumentMatch {
		return &search.DocumentMatch{ID: id, Score: score}
	}
	rule, example := m("702.19b", 5), m("702.19b/example/1", 4)
	lone := m("510.1c/example/1", 3.5)
	matches := search.DocumentMatchCollection{rule, example, lone, m("702.19c", 3), m("510.1c", 2), m("506.4", 1.5), m("702.2c", 1)}
	why := map[*search.DocumentMatch]*Explanation{example: {}}
	got := examplesAfterOtherRules(matches, why)
	var ids []string
	for _, h := range got {
		ids = append(ids, h.ID)
	}
	// The example of 510.1c stays: its rule ranks below it.
	want := "702.19b 510.1c/example/1 702.19c 510.1c 702.19b/example/1 506.4 702.2c"
	if strings.Join(ids, " ") != want {
		t.Errorf("order %v, want %s", ids, want)
	}
	if example.Score != 2 || len(why[example].Boosts) != 1 || why[example].Boosts[0].Name != "example" {
		t.Errorf("moved example: score %v, explanation %+v", example.Score, why[example])
	}
}

func TestKeywordDefinitionComesRightAboveItsHeading(t *testing.T) {
	ix := fixtureIndex(t)
	res := mustSearch(t, ix, Request{Query: "trample", Explain: true})
	if len(res.Hits) < 2 || res.Hits[0].ID != "702.19a" || res.Hits[1].ID != "702.19" {
		t.Fatalf("search %q: hits %v, want the definition 702.19a, then its heading 702.19", "trample", hitIDs(res))
	}
	if !hasBoost(res.Hits[0], "definition") {
		t.Errorf("the definition's explanation %+v names no definition factor", res.Hits[0].Explain)
	}
	detail := mustSearch(t, ix, Request{Query: "trample assign rest to player", Explain: true})
	for _, h := range detail.Hits {
		if hasBoost(h, "definition") {
			t.Errorf("search about a detail: %s lifted as a definition", h.ID)
		}
	}
}

func TestExplanationNamesTheHomeRulesAHitLiesWithin(t *testing.T) {
	ix := fixtureIndex(t)
	res := mustSearch(t, ix, Request{Query: "deathtouch with trample", Explain: true})
	for _, h := range res.Hits {
		homes := h.Explain.Fields[fieldNumber]
		inside := within(h.Rule, "702.2") || within(h.Rule, "702.19")
		if h.Kind == KindRule && inside != (len(homes) > 0) {
			t.Errorf("hit %s: homes %v in the explanation", h.ID, homes)
		}
	}
}

// TestASignatureFindsWhereConceptsMeetUnnamed: deathtouch's rule on lethal
// damage for the excess never names trample, but it speaks trample's words
// (assigned, lethal), so it is where the two meet.
func TestASignatureFindsWhereConceptsMeetUnnamed(t *testing.T) {
	ix := editionIndex(t, edition2026)
	known, err := ix.conceptTable()
	if err != nil {
		t.Fatal(err)
	}
	k, ok := known.exactly([]string{"trampl"})
	if !ok || !slices.Contains(known.list[k].signature(), "lethal") {
		t.Fatalf("trample's signature is %v, want \"lethal\" in it", known.list[k].signature())
	}
	for _, query := range []string{"deathtouch with trample", "trample and deathtouch"} {
		res := mustSearch(t, ix, Request{Query: query, Explain: true})
		if len(res.Hits) == 0 || res.Hits[0].ID != "702.2c" {
			t.Errorf("search %q: hits %v, want 702.2c first", query, hitIDs(res))
			continue
		}
		e := res.Hits[0].Explain
		if !slices.ContainsFunc(e.Concepts, func(c string) bool { return strings.Contains(c, "Trample by its words") }) {
			t.Errorf("search %q: 702.2c's explanation %+v does not say it holds trample by its words", query, e)
		}
	}
}

// TestQuestionsAskingWhatAThingIsFindItsDefinition checks that a question
// framed as asking what a thing is ("what counts as", "how many") finds
// the rule that says so first, above the bare heading that only names it,
// even for a name too common to tell rules apart elsewhere.
func TestQuestionsAskingWhatAThingIsFindItsDefinition(t *testing.T) {
	tests := []struct {
		edition, query, want string
	}{
		{edition2026, "what is a token", "111.1"},
		{edition2026, "what counts as a spell", "112.1"},
		{edition2026, "what is an emblem", "114.1"},
		{edition2026, "define mana ability", "605.1"},
		{"cr-2006-10-01.txt", "what is a permanent", "214.1"},
		{"cr-2006-10-01.txt", "what counts as a spell", "213.1"},
	}
	for _, tt := range tests {
		ix := editionIndex(t, tt.edition)
		res := mustSearch(t, ix, Request{Query: tt.query, Explain: true})
		if len(res.Hits) == 0 || res.Hits[0].ID != tt.want {
			t.Errorf("%s: search %q: hits %v, want %s first", tt.edition, tt.query, hitIDs(res), tt.want)
		}
		if res.Explain == nil || !res.Explain.What {
			t.Errorf("%s: search %q: reading %+v does not say it asks what a thing is", tt.edition, tt.query, res.Explain)
		}
	}
}

// TestSectionNameFindsItsFirstRuleThenItsHeading checks that a query
// naming only a section finds the rule that says what the section's
// concept is, with the section's heading right after it, and that a
// question asking what the concept is puts that rule first too.
func TestSectionNameFindsItsFirstRuleThenItsHeading(t *testing.T) {
	ix := editionIndex(t, edition2026)
	for _, tt := range []struct {
		query string
		want  []string
	}{
		{"state-based actions", []string{"704.1", "704"}},
		{"the monarch", []string{"725.1", "725"}},
		{"what are state-based actions", []string{"704.1"}},
	} {
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 3, Explain: true})
		got := hitIDs(res)
		if len(got) < len(tt.want) || !slices.Equal(got[:len(tt.want)], tt.want) {
			t.Errorf("search %q: hits %v, want %v first", tt.query, got, tt.want)
		}
	}
}

// TestDefinitionOutranksItsHeadingInADetailQuestion: a question about a
// detail of one keyword ("ward tax") whose best hits hold only the
// keyword's name puts the rule that says what the keyword is above the
// heading that only names it: the two change places.
func TestDefinitionOutranksItsHeadingInADetailQuestion(t *testing.T) {
	ix := editionIndex(t, edition2026)
	for _, tt := range []struct{ query, definition, heading string }{
		{"ward tax", "702.21a", "702.21"},
		{"crew vehicle", "702.122a", "702.122"},
	} {
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 5, Explain: true})
		got := hitIDs(res)
		if len(got) == 0 || got[0] != tt.definition {
			t.Errorf("search %q: hits %v, want %s first", tt.query, got, tt.definition)
			continue
		}
		if !hasBoost(res.Hits[0], "over its heading") {
			t.Errorf("search %q: %s's explanation %+v names no \"over its heading\"", tt.query, tt.definition, res.Hits[0].Explain)
		}
		if i := slices.Index(got, tt.heading); i >= 0 && !hasBoost(res.Hits[i], "under its definition") {
			t.Errorf("search %q: the heading %s's explanation %+v names no \"under its definition\"", tt.query, tt.heading, res.Hits[i].Explain)
		}
	}
}
