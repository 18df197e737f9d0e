package web

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// olderTiny is the tiny CR renumbered the way the 2009 update renumbered
// the real one (casting 601 was 409), with one rule worded differently.
const olderTiny = "2025-01-10"

// newHistoryServer serves the tiny CR and its older, renumbered edition.
func newHistoryServer(t *testing.T) *Server {
	t.Helper()
	return sharedServerOf(t, "history", func(dir string) error {
		if err := importTiny(dir, "tiny-cr.txt", nil); err != nil {
			return err
		}
		return importTiny(dir, "older.txt", strings.NewReplacer("601", "409", "6. Spells", "4. Spells", "February 27, 2026", "January 10, 2025",
			"an appropriate player", "a legal player").Replace)
	})
}

func TestDiffAPIAnswersAsTheCLI(t *testing.T) {
	s := newHistoryServer(t)
	w := do(t, s, http.MethodGet, "/api/diff/"+olderTiny+"/"+tinyEdition, nil)
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var d corpus.EditionDiff
	if err := json.Unmarshal(w.Body.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	if d.Rules.Moved == 0 || d.Rules.Reworded != 1 || d.Rules.Changed != 0 || d.Rules.Added != 0 {
		t.Errorf("counts %+v: want moves, one of them reworded, nothing else", d.Rules)
	}
	w = do(t, s, http.MethodGet, "/api/diff/"+olderTiny+"/"+tinyEdition+"?only=changed", nil)
	if err := json.Unmarshal(w.Body.Bytes(), &d); err != nil {
		t.Fatal(err)
	}
	if len(d.RuleChanges) != 1 || d.RuleChanges[0].Old != "409.2c" || d.RuleChanges[0].New != "601.2c" {
		t.Errorf("only=changed lists %+v, want the reworded 409.2c -> 601.2c", d.RuleChanges)
	}

	for target, status := range map[string]int{
		"/api/diff/" + olderTiny + "/" + tinyEdition + "?only=renamed": http.StatusBadRequest,
		"/api/diff/" + olderTiny + "/1999-01-01":                       http.StatusNotFound,
		"/api/history/seed/409.1":                                      http.StatusBadRequest,
		"/api/history/" + tinyEdition + "/999.9":                       http.StatusNotFound,
	} {
		w := do(t, s, http.MethodGet, target, nil)
		if w.Code != status {
			t.Errorf("%s: status %d, want %d (%s)", target, w.Code, status, w.Body)
		}
		if e := decodeError(t, w); e.Message == "" {
			t.Errorf("%s: no message", target)
		}
	}
}

func TestHistoryAPIFollowsTheRenumbering(t *testing.T) {
	s := newHistoryServer(t)
	var h corpus.RuleHistory
	w := do(t, s, http.MethodGet, "/api/history/"+tinyEdition+"/601.2c", nil)
	if err := json.Unmarshal(w.Body.Bytes(), &h); err != nil {
		t.Fatalf("%v: %s", err, w.Body)
	}
	// The built-in edition, later than both tiny ones, ends the history.
	if len(h.Steps) != 3 || h.Steps[0].ID != "409.2c" || h.Steps[1].Status != corpus.HistoryMoved || !h.Steps[1].Reworded ||
		h.Steps[2].Edition != corpus.DefaultID {
		t.Errorf("history %+v", h.Steps)
	}
	var tr corpus.Translation
	w = do(t, s, http.MethodGet, "/api/history/"+olderTiny+"/409.2c?in="+tinyEdition, nil)
	if err := json.Unmarshal(w.Body.Bytes(), &tr); err != nil {
		t.Fatal(err)
	}
	if tr.ID != "601.2c" {
		t.Errorf("409.2c in %s = %+v, want 601.2c", tinyEdition, tr)
	}
}

func TestDiffPageAndRuleHistorySection(t *testing.T) {
	s := newHistoryServer(t)
	w := do(t, s, http.MethodGet, "/diff?new="+tinyEdition, nil)
	if w.Code != http.StatusOK {
		t.Fatalf("diff page: status %d: %s", w.Code, w.Body)
	}
	doc := parseHTML(t, w.Body.Bytes())
	for _, sel := range []string{"select#diff-old", "select#diff-new", "select#diff-only", "table.diff-counts", "ol.changes", "li.moved", "del", "ins"} {
		if len(selectAll(doc, sel)) == 0 {
			t.Errorf("diff page: no %s", sel)
		}
	}
	if links := hrefs(doc, "li.moved a"); !slices.Contains(links, "/rules/"+olderTiny+"/409.2c") || !slices.Contains(links, "/rules/"+tinyEdition+"/601.2c") {
		t.Errorf("diff page links %v, want both numbers of the moved rule", links)
	}
	// The oldest edition has nothing before it: the page says so.
	doc = parseHTML(t, do(t, s, http.MethodGet, "/diff?new="+olderTiny, nil).Body.Bytes())
	if len(selectAll(doc, "p.nothing")) == 0 {
		t.Error("diff page of the oldest edition does not say there is nothing to compare")
	}
	if w := do(t, s, http.MethodGet, "/diff?new="+tinyEdition+"&only=renamed", nil); w.Code != http.StatusBadRequest {
		t.Errorf("diff page with a bad kind: status %d", w.Code)
	}

	doc = parseHTML(t, do(t, s, http.MethodGet, "/rules/"+tinyEdition+"/601.2c", nil).Body.Bytes())
	if len(selectAll(doc, "section.history")) == 0 || !slices.Contains(hrefs(doc, "section.history a"), "/rules/"+olderTiny+"/409.2c") {
		t.Error("rule page has no history section linking the rule's old number")
	}
	if len(selectAll(doc, "a.diff-link")) == 0 {
		t.Error("the edition switcher has no link to what changed")
	}
	doc = parseHTML(t, do(t, s, http.MethodGet, "/rules/seed/409.1", nil).Body.Bytes())
	if len(selectAll(doc, "section.history")) != 0 || len(selectAll(doc, "a.diff-link")) != 0 {
		t.Error("the seed edition's rule page shows a history or a diff link")
	}
}

// TestRuleHistorySaysBetweenFarApartEditions: the two tiny editions took
// effect 13 months apart, so the move is shown as happening between them,
// on the page and in the API.
func TestRuleHistorySaysBetweenFarApartEditions(t *testing.T) {
	s := newHistoryServer(t)
	doc := parseHTML(t, do(t, s, http.MethodGet, "/rules/"+tinyEdition+"/601.2c", nil).Body.Bytes())
	since := selectAll(doc, "section.history li.moved span.since")
	if want := "between " + olderTiny + " and " + tinyEdition; len(since) != 1 || textOf(since[0]) != want {
		var got []string
		for _, n := range since {
			got = append(got, textOf(n))
		}
		t.Errorf("history section's moved step says %q, want %q", got, want)
	}
	var h corpus.RuleHistory
	w := do(t, s, http.MethodGet, "/api/history/"+tinyEdition+"/601.2c", nil)
	if err := json.Unmarshal(w.Body.Bytes(), &h); err != nil {
		t.Fatalf("%v: %s", err, w.Body)
	}
	// The built-in edition, seven weeks after the newer tiny one, is the
	// edition right after it: no "since".
	if len(h.Steps) != 3 || h.Steps[0].Since != "" || h.Steps[1].Since != olderTiny ||
		h.Steps[2].Edition != corpus.DefaultID || h.Steps[2].Since != "" {
		t.Errorf("history %+v: want the move since %s, the first and last steps without", h.Steps, olderTiny)
	}
}

func TestSwitcherFollowsARuleAcrossTheRenumbering(t *testing.T) {
	s := newHistoryServer(t)
	w := do(t, s, http.MethodGet, "/switch?edition="+olderTiny+"&rule=601.2c&from="+tinyEdition, nil)
	if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/rules/"+olderTiny+"/409.2c" {
		t.Errorf("switch: status %d to %q, want 303 to the rule's old number", w.Code, w.Header().Get("Location"))
	}
	// Without a from edition the number is kept as it is.
	w = do(t, s, http.MethodGet, "/switch?edition="+olderTiny+"&rule=100.1", nil)
	if w.Header().Get("Location") != "/rules/"+olderTiny+"/100.1" {
		t.Errorf("switch without from: to %q", w.Header().Get("Location"))
	}
}
