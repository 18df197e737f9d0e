package web

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/judgekit/judge/scenarios"
)

// TestPagesAnswerWithTheirParts checks each page by the elements a judge
// uses on it, not by a snapshot.
func TestPagesAnswerWithTheirParts(t *testing.T) {
	s := shared(t)
	tests := []struct {
		target    string
		selectors []string
	}{
		{"/", []string{"form.search", "input#q", "label[for=q]", "form.switcher", "select#edition-switch"}},
		{"/?edition=seed", []string{"ul.links"}},
		{"/search?q=locked+in&edition=seed", []string{"ol.hits", "span.kind", "p.snippet", "mark"}},
		{"/search?q=trampel&edition=" + tinyEdition, []string{"form.switcher"}},
		{"/search?q=cast+a+spel&edition=" + tinyEdition, []string{"a.explain-link"}},
		{"/search?q=cast+a+spel&explain=1&edition=" + tinyEdition, []string{"section.explain", "details.why"}},
		{"/rules/seed/409.1", []string{"nav.crumbs", "div.subrule#R4091h", "a.xref", "span.expanded", "section.scenario", "ol.trace", "a.steprule", "nav.prevnext"}},
		{"/rules/seed/409", []string{"ul.links"}},
		{"/rules/" + tinyEdition + "/101.1", []string{"span.outside"}},
		{"/rules/" + tinyEdition + "/601", []string{"ul.terms"}},
		{"/rules/" + tinyEdition + "/100.1a", []string{"ul.cited-by"}},
		{"/glossary/" + tinyEdition, []string{"nav.letters", "h2#letter-C"}},
		{"/glossary/" + tinyEdition + "/cast", []string{"a.xref", "nav.crumbs"}},
		{"/glossary/seed", []string{"main"}},
		{"/scenarios", []string{"ul.links", "span.verdict"}},
		{"/scenarios/death-bomb", []string{"section.scenario", "div.prose", "ul.outcome", "ol.trace"}},
		{"/check", []string{"textarea#scenario", "label[for=scenario]", "select#from"}},
		{"/check?from=death-bomb", []string{"textarea#scenario"}},
		{"/offline", []string{"h1"}},
	}
	for _, test := range tests {
		t.Run(test.target, func(t *testing.T) {
			w := do(t, s, http.MethodGet, test.target, nil)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			doc := parseHTML(t, w.Body.Bytes())
			for _, sel := range test.selectors {
				if len(selectAll(doc, sel)) == 0 {
					t.Errorf("no %s on the page", sel)
				}
			}
			if len(selectAll(doc, "script")) != 1 || attrOf(selectAll(doc, "script")[0], "src") == "" {
				t.Error("the page has inline script, or not its one external script")
			}
		})
	}
}

func TestRulePageLinksReferencesRangesAndScenarios(t *testing.T) {
	s := shared(t)
	doc := parseHTML(t, do(t, s, http.MethodGet, "/rules/seed/409.1", nil).Body.Bytes())
	links := hrefs(doc, "a.xref")
	// 409.1i cites "409.1a-409.1h": every rule of the range is linked.
	for _, letter := range "abcdefgh" {
		want := "/rules/seed/409.1" + string(letter)
		if !slices.Contains(links, want) {
			t.Errorf("the range 409.1a-409.1h has no link to %s", want)
		}
	}
	if crumbs := hrefs(doc, "nav.crumbs a"); !slices.Equal(crumbs, []string{"/rules/seed/4", "/rules/seed/409"}) && !slices.Equal(crumbs, []string{"/rules/seed/409"}) {
		t.Errorf("breadcrumbs = %v, want the section and heading", crumbs)
	}
	var ids []string
	for _, a := range selectAll(doc, "a.steprule") {
		ids = append(ids, textOf(a))
	}
	if !slices.Contains(ids, "409.1f") || !slices.Contains(ids, "409.1h") {
		t.Errorf("trace steps cite %v, want 409.1f and 409.1h linked", ids)
	}
}

func TestRulePageRedirectsToTheRuleAsNumbered(t *testing.T) {
	s := shared(t)
	w := do(t, s, http.MethodGet, "/rules/seed/409.1H", nil)
	if w.Code != http.StatusMovedPermanently || w.Header().Get("Location") != "/rules/seed/409.1h" {
		t.Errorf("409.1H answered %d to %q, want 301 to /rules/seed/409.1h", w.Code, w.Header().Get("Location"))
	}
}

func TestEditionSwitchKeepsTheRule(t *testing.T) {
	s := shared(t)
	tests := []struct{ query, want string }{
		{"edition=" + tinyEdition + "&rule=100.1", "/rules/" + tinyEdition + "/100.1"},
		{"edition=seed&term=Cast", "/glossary/seed/Cast"},
		{"edition=seed&q=mana+burn", "/search?edition=seed&q=mana+burn"},
		{"edition=seed&glossary=1", "/glossary/seed"},
		{"edition=seed", "/?edition=seed"},
	}
	for _, test := range tests {
		w := do(t, s, http.MethodGet, "/switch?"+test.query, nil)
		if w.Code != http.StatusSeeOther || w.Header().Get("Location") != test.want {
			t.Errorf("switch %s answered %d to %q, want %s", test.query, w.Code, w.Header().Get("Location"), test.want)
		}
	}
	w := do(t, s, http.MethodGet, "/switch?edition=1999-01-01&rule=100.1", nil)
	if w.Code != http.StatusNotFound {
		t.Errorf("switch to an unknown edition answered %d, want 404", w.Code)
	}
}

// TestPageErrorsAre4xxPagesWithWhatWasMeant covers bad input to pages:
// each is an HTML page with a 4xx status, offering what was meant.
func TestPageErrorsAre4xxPagesWithWhatWasMeant(t *testing.T) {
	s := shared(t)
	tests := []struct {
		target string
		status int
		link   string
	}{
		{"/rules/seed/409.1z", 404, "/rules/seed/409.1i"},
		{"/rules/nope/409.1", 404, ""},
		{"/glossary/" + tinyEdition + "/cst", 404, "/glossary/" + tinyEdition + "/Cast"},
		{"/scenarios/death-bom", 404, "/scenarios/death-bomb"},
		{"/check?from=nope", 404, ""},
		{"/search?q=trample&page=0", 400, ""},
		{"/search?q=trample&page=x", 400, ""},
		{"/search?q=%FF", 400, ""},
		{"/search?q=" + url.QueryEscape(strings.Repeat("x", 2000)), 400, ""},
		{"/no/such/page", 404, ""},
	}
	for _, test := range tests {
		t.Run(test.target, func(t *testing.T) {
			w := do(t, s, http.MethodGet, test.target, nil)
			if w.Code != test.status {
				t.Fatalf("status %d, want %d", w.Code, test.status)
			}
			if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
				t.Errorf("Content-Type %q, want an HTML page", w.Header().Get("Content-Type"))
			}
			doc := parseHTML(t, w.Body.Bytes())
			if len(selectAll(doc, "p.error-box")) == 0 {
				t.Error("the page does not say what went wrong")
			}
			if test.link != "" && !slices.Contains(hrefs(doc, "ul.nearest a"), test.link) {
				t.Errorf("suggestions %v do not offer %s", hrefs(doc, "ul.nearest a"), test.link)
			}
		})
	}
}

// TestScenarioSuggestionsAreTheCLIs requires the web's suggestions for an
// unknown scenario ID to be those the CLI gives, in the same order: a
// judge trying one ID on a phone and at a desk gets one answer.
func TestScenarioSuggestionsAreTheCLIs(t *testing.T) {
	s := shared(t)
	for _, id := range []string{"death-bom", "lifelink-combta", "vigilanse"} {
		doc := parseHTML(t, do(t, s, http.MethodGet, "/scenarios/"+id, nil).Body.Bytes())
		var want []string
		for _, near := range scenarios.NearestBuiltinIDs(id, 5) {
			want = append(want, "/scenarios/"+near)
		}
		if got := hrefs(doc, "ul.nearest a"); len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: the page suggests %v, the CLI's %v", id, got, want)
		}
	}
}

func TestSearchPagesThroughResults(t *testing.T) {
	s := shared(t)
	doc := parseHTML(t, do(t, s, http.MethodGet, "/search?q=spell&edition=seed", nil).Body.Bytes())
	next := hrefs(doc, "a[rel=next]")
	if len(next) != 1 {
		t.Fatalf("no next page link for a query with many results")
	}
	w := do(t, s, http.MethodGet, next[0], nil)
	page2 := parseHTML(t, w.Body.Bytes())
	if ol := selectAll(page2, "ol.hits"); len(ol) == 0 || attrOf(ol[0], "start") != "11" {
		t.Errorf("page 2 does not continue at result 11")
	}
	if len(hrefs(page2, "a[rel=prev]")) != 1 {
		t.Error("page 2 has no link back")
	}
}

func TestCheckPageMarksTheLineOfTheError(t *testing.T) {
	s := shared(t)
	broken, err := os.ReadFile(filepath.Join("testdata", "broken.md"))
	if err != nil {
		t.Fatal(err)
	}
	form := url.Values{"scenario": {string(broken)}}.Encode()
	r := strings.NewReader(form)
	req := newFormRequest(t, "/check", r)
	w := serve(s, req)
	if w.Code != http.StatusBadRequest {
		t.Fatalf("status %d, want 400", w.Code)
	}
	doc := parseHTML(t, w.Body.Bytes())
	marked := selectAll(doc, "li.error")
	if len(marked) != 1 || attrOf(marked[0], "id") != "L14" {
		t.Errorf("marked lines %d (first id %q), want line 14 alone", len(marked), func() string {
			if len(marked) > 0 {
				return attrOf(marked[0], "id")
			}
			return ""
		}())
	}
	if len(selectAll(doc, "#check-error")) == 0 {
		t.Error("no error message above the text")
	}
}

func TestCheckPageShowsVerdictAndTrace(t *testing.T) {
	s := shared(t)
	w := serve(s, newFormRequest(t, "/check", strings.NewReader(url.Values{"scenario": {builtinText(t, "death-bomb")}}.Encode())))
	if w.Code != http.StatusOK {
		t.Fatalf("status %d", w.Code)
	}
	doc := parseHTML(t, w.Body.Bytes())
	if len(selectAll(doc, "span.pass")) == 0 || len(selectAll(doc, "a.steprule")) == 0 {
		t.Error("no passing verdict with a linked trace")
	}
}

func TestCheckPageRefusesWhatTheCheckerBounds(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Check.Concurrency, cfg.Check.Wait = 1, 10*time.Millisecond
	s := newTestServer(t, cfg)
	tests := []struct {
		name   string
		text   string
		busy   bool
		status int
	}{
		{"over the body limit", strings.Repeat("x", 70<<10), false, http.StatusRequestEntityTooLarge},
		{"over the line limit", strings.Repeat("\n", 600), false, http.StatusRequestEntityTooLarge},
		{"invalid UTF-8", "---\nrules: [409.1h]\n---\n\xff", false, http.StatusBadRequest},
		{"checker busy", "---\nrules: [409.1h]\n---\n", true, http.StatusServiceUnavailable},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			if test.busy {
				s.checks.slots <- struct{}{}
				defer func() { <-s.checks.slots }()
			}
			w := serve(s, newFormRequest(t, "/check", strings.NewReader(url.Values{"scenario": {test.text}}.Encode())))
			if w.Code != test.status {
				t.Fatalf("status %d, want %d", w.Code, test.status)
			}
			if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
				t.Errorf("Content-Type %q, want the page", w.Header().Get("Content-Type"))
			}
			doc := parseHTML(t, w.Body.Bytes())
			if len(selectAll(doc, "#check-error")) == 0 && len(selectAll(doc, "p.error-box")) == 0 {
				t.Error("the page does not say what went wrong")
			}
			if test.busy && w.Header().Get("Retry-After") == "" {
				t.Error("a busy checker page has no Retry-After")
			}
		})
	}
}

// TestCorrectionKeepsTheExplanation: following "Showing results for ..."
// from an explained search explains the corrected one too.
func TestCorrectionKeepsTheExplanation(t *testing.T) {
	s := shared(t)
	for target, want := range map[string]bool{
		"/search?q=castng&explain=1&edition=" + tinyEdition: true,
		"/search?q=castng&edition=" + tinyEdition:           false,
	} {
		w := do(t, s, http.MethodGet, target, nil)
		links := selectAll(parseHTML(t, w.Body.Bytes()), "p.corrected a")
		if len(links) != 1 {
			t.Fatalf("%s: %d correction links, want 1", target, len(links))
		}
		if got := strings.Contains(attrOf(links[0], "href"), "explain=1"); got != want {
			t.Errorf("%s: correction link %q asks for the explanation: %v, want %v", target, attrOf(links[0], "href"), got, want)
		}
	}
}

// TestCheckPageDoesNotPlayTheSet: the checker's page, and its "start
// from" a built-in scenario, list and read the built-in scenarios without
// checking them, so the first visitor to a cold server doesn't wait for
// the whole set to be played.
func TestCheckPageDoesNotPlayTheSet(t *testing.T) {
	s := newTestServer(t, Config{})
	for _, target := range []string{"/check", "/check?from=death-bomb"} {
		w := do(t, s, http.MethodGet, target, nil)
		if w.Code != http.StatusOK {
			t.Fatalf("%s: status %d", target, w.Code)
		}
		if !strings.Contains(w.Body.String(), `<option value="death-bomb"`) {
			t.Errorf("%s: the page doesn't offer the built-in death-bomb", target)
		}
	}
	if w := do(t, s, http.MethodGet, "/check?from=death-bomb", nil); !strings.Contains(w.Body.String(), "death") {
		t.Error("starting from death-bomb doesn't fill in its text")
	}
	if s.lib.wholeDone.Load() {
		t.Error("showing the checker's page checked the whole built-in set")
	}
}
