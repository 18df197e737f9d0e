package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
)

// TestLookupsReadNumbersAndTermsAsJudgesTypeThem checks that the web
// lookups read a rule number and a glossary term the way judge rule, judge
// glossary and judge search do: a number typed with a comma, without its
// dot or with the letter O for a zero, a plural, judges' shorthand.
func TestLookupsReadNumbersAndTermsAsJudgesTypeThem(t *testing.T) {
	s := shared(t)
	const edition = corpus.DefaultID

	// One address per rule: a slip leads to the rule's own.
	for _, typed := range []string{"7O2,19b", "70219b", "702,19b"} {
		w := do(t, s, http.MethodGet, ruleURL(edition, typed), nil)
		if w.Code != http.StatusMovedPermanently || w.Header().Get("Location") != ruleURL(edition, "702.19b") {
			t.Errorf("%s: status %d, location %q; want a redirect to 702.19b: %s", typed, w.Code, w.Header().Get("Location"), w.Body)
		}
	}
	var rule struct {
		ID string `json:"id"`
	}
	w := do(t, s, http.MethodGet, "/api/rules/"+edition+"/"+url.PathEscape("CR 702.19"), nil)
	if err := json.Unmarshal(w.Body.Bytes(), &rule); w.Code != http.StatusOK || err != nil || rule.ID != "702.19" {
		t.Errorf("/api/rules CR 702.19: status %d, id %q, %v; want 702.19", w.Code, rule.ID, err)
	}

	// The search finds first the rule the lookup shows.
	var found index.SearchOutput
	w = do(t, s, http.MethodGet, "/api/search?"+url.Values{"q": {"702,19"}, "edition": {edition}}.Encode(), nil)
	if err := json.Unmarshal(w.Body.Bytes(), &found); w.Code != http.StatusOK || err != nil || len(found.Hits) == 0 || found.Hits[0].ID != "702.19" {
		t.Errorf("/api/search 702,19: status %d, %v, %+v; want 702.19 first", w.Code, err, found.Hits)
	}

	var entry corpus.GlossaryOutput
	w = do(t, s, http.MethodGet, "/api/glossary/"+edition+"/sba", nil)
	if err := json.Unmarshal(w.Body.Bytes(), &entry); w.Code != http.StatusOK || err != nil || entry.Term != "State-Based Actions" || entry.Slang != "sba" {
		t.Errorf("/api/glossary sba: status %d, %v, term %q, slang %q; want State-Based Actions read from sba", w.Code, err, entry.Term, entry.Slang)
	}
	w = do(t, s, http.MethodGet, "/api/glossary/"+edition+"/planeswalkers", nil)
	if err := json.Unmarshal(w.Body.Bytes(), &entry); w.Code != http.StatusOK || err != nil || entry.Term != "Planeswalker" {
		t.Errorf("/api/glossary planeswalkers: status %d, %v, term %q; want Planeswalker", w.Code, err, entry.Term)
	}
	w = do(t, s, http.MethodGet, termURL(edition, "sba"), nil)
	if w.Code != http.StatusOK {
		t.Fatalf("glossary page sba: status %d", w.Code)
	}
	if h1 := selectAll(parseHTML(t, w.Body.Bytes()), "h1"); len(h1) == 0 || textOf(h1[0]) != "State-Based Actions" {
		t.Errorf("glossary page sba: heading %v; want State-Based Actions", h1)
	}
}

// TestSearchSaysShorthandIsShorthand checks that the search page and API
// show judges' shorthand as spelled out, not as a typo corrected.
func TestSearchSaysShorthandIsShorthand(t *testing.T) {
	s := shared(t)
	w := do(t, s, http.MethodGet, "/search?"+url.Values{"q": {"sba"}, "edition": {corpus.DefaultID}}.Encode(), nil)
	if w.Code != http.StatusOK {
		t.Fatalf("search page: status %d", w.Code)
	}
	page := parseHTML(t, w.Body.Bytes())
	if got := selectAll(page, "p.corrected"); len(got) != 0 {
		t.Errorf("search page for sba says %q; shorthand is no typo", textOf(got[0]))
	}
	if got := selectAll(page, "p.expanded"); len(got) != 1 || textOf(got[0]) != "“sba” is judges’ shorthand for state-based actions" {
		t.Errorf("search page for sba: expansions %v; want one saying sba is shorthand for state-based actions", got)
	}
	var found index.SearchOutput
	w = do(t, s, http.MethodGet, "/api/search?"+url.Values{"q": {"sba"}, "edition": {corpus.DefaultID}}.Encode(), nil)
	if err := json.Unmarshal(w.Body.Bytes(), &found); err != nil || found.Corrected != "" || len(found.Slang) != 1 || found.Slang[0] != (index.Expansion{Said: "sba", Meaning: "state-based actions"}) {
		t.Errorf("/api/search sba: %v, corrected %q, slang %+v; want one expansion, no correction", err, found.Corrected, found.Slang)
	}
}
