package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
	"github.com/judgekit/judge/scenarios"
)

// TestAPIAnswersAsTheCLIPrints compares every API route's body with the
// library value the CLI's --json prints, encoded the same way.
func TestAPIAnswersAsTheCLIPrints(t *testing.T) {
	s := shared(t)
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	tiny, err := s.lib.Edition(tinyEdition)
	if err != nil {
		t.Fatal(err)
	}
	// The CLI checks only the scenarios about the rule; the server
	// answers from the whole set checked at start: the same list.
	ruleOf := func(e *corpus.Edition, id string) scenarios.RuleOutput {
		r, err := e.FindRule(id)
		if err != nil {
			t.Fatal(err)
		}
		paired := s.lib.Checker().CheckBuiltinScenarios(scenarios.BuiltinAbout(e.ID, r.ID))
		return scenarios.NewRuleOutput(e, r, paired)
	}
	cast, err := tiny.FindTerm("cast")
	if err != nil {
		t.Fatal(err)
	}
	editions, err := s.lib.Editions()
	if err != nil {
		t.Fatal(err)
	}
	deathBomb, ok := s.lib.Scenario("death-bomb")
	if !ok {
		t.Fatal("no death-bomb scenario")
	}
	tests := []struct {
		target string
		want   any
	}{
		{"/api/rules/seed/409.1h", ruleOf(seed, "409.1h")},
		{"/api/rules/seed/409.1H", ruleOf(seed, "409.1h")},
		{"/api/rules/" + tinyEdition + "/601.2", ruleOf(tiny, "601.2")},
		{"/api/rules/2026-02/101", ruleOf(tiny, "101")},
		{"/api/glossary/" + tinyEdition + "/CAST", corpus.NewGlossaryOutput(tiny, cast)},
		{"/api/editions", editions},
		{"/api/scenarios", scenarios.NewCheckOutput(s.lib.Builtin(), false, nil)},
		{"/api/scenarios/death-bomb", scenarios.NewCheckOutput([]scenarios.Checked{deathBomb}, true, s.lib.Checker().Edition)},
	}
	for _, test := range tests {
		t.Run(test.target, func(t *testing.T) {
			w := do(t, s, http.MethodGet, test.target, nil)
			if w.Code != http.StatusOK {
				t.Fatalf("status %d: %s", w.Code, w.Body)
			}
			if got, want := w.Body.String(), encoded(t, test.want); got != want {
				t.Errorf("body =\n%s\nwant\n%s", got, want)
			}
		})
	}
}

func TestAPISearchMatchesTheIndex(t *testing.T) {
	s := shared(t)
	seed, _ := corpus.Seed()
	ix, err := s.lib.Index(seed)
	if err != nil {
		t.Fatal(err)
	}
	res, err := ix.Search(t.Context(), index.Request{Query: "locked in cost", Limit: 3})
	if err != nil {
		t.Fatal(err)
	}
	w := do(t, s, http.MethodGet, "/api/search?q=locked+in+cost&edition=seed&limit=3", nil)
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	var got index.SearchOutput
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Edition != "seed" || got.Query != "locked in cost" || got.Total != res.Total || len(got.Hits) != len(res.Hits) {
		t.Fatalf("search = %+v, want the index's %d of %d hits", got, len(res.Hits), res.Total)
	}
	for i := range got.Hits {
		if got.Hits[i].ID != res.Hits[i].ID {
			t.Errorf("hit %d = %s, want %s", i, got.Hits[i].ID, res.Hits[i].ID)
		}
	}
	w = do(t, s, http.MethodGet, "/api/search?q=trampel&edition="+tinyEdition, nil)
	if w.Code != http.StatusOK {
		t.Errorf("search of an imported edition: status %d: %s", w.Code, w.Body)
	}
}

// TestAPIBadInputIsA4xxWithAJSONError sends every kind of bad input the
// API can get; each answer is a 4xx whose JSON body says what was wrong.
func TestAPIBadInputIsA4xxWithAJSONError(t *testing.T) {
	s := shared(t)
	broken, err := os.ReadFile(filepath.Join("testdata", "broken.md"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, method, target, body string
		status                     int
		// say is part of the message; nearest, when set, must be among
		// the suggestions.
		say, nearest string
	}{
		{"unknown edition", "GET", "/api/rules/1999-01-01/100.1", "", 404, "unknown edition", "seed"},
		{"edition that is no date", "GET", "/api/rules/..%2f..%2fetc/100.1", "", 404, "unknown edition", ""},
		{"unknown rule names the nearest", "GET", "/api/rules/seed/409.1z", "", 404, "409.1z is not in edition seed", "409.1i"},
		{"word for a rule", "GET", "/api/rules/seed/trample", "", 404, "not in edition", ""},
		{"unknown term has close matches", "GET", "/api/glossary/" + tinyEdition + "/cst", "", 404, "not in the glossary", "Cast"},
		{"term of an edition without glossary", "GET", "/api/glossary/seed/cast", "", 404, "no glossary", ""},
		{"search without q", "GET", "/api/search", "", 400, "q parameter", ""},
		{"search of spaces", "GET", "/api/search?q=+++", "", 400, "q parameter", ""},
		{"search of an unknown edition", "GET", "/api/search?q=x&edition=nope", "", 404, "unknown edition", "latest"},
		{"limit not a number", "GET", "/api/search?q=trample&limit=ten", "", 400, "limit", ""},
		{"limit zero", "GET", "/api/search?q=trample&limit=0", "", 400, "limit", ""},
		{"limit too large", "GET", "/api/search?q=trample&limit=100000", "", 400, "limit", ""},
		{"query too long", "GET", "/api/search?q=" + strings.Repeat("trample+", 200), "", 400, "limit is 1024", ""},
		{"invalid UTF-8 query", "GET", "/api/search?q=tram%FFple", "", 400, "not valid UTF-8", ""},
		{"invalid UTF-8 path", "GET", "/api/rules/seed/%C3%28", "", 400, "not valid UTF-8", ""},
		{"malformed query string", "GET", "/api/search?q=%zz", "", 400, "malformed", ""},
		{"bad query syntax", "GET", "/api/search?syntax=true&q=" + url.QueryEscape(`"unclosed`), "", 400, "bad query", ""},
		{"unknown scenario", "GET", "/api/scenarios/death-bom", "", 404, "no built-in scenario", "death-bomb"},
		{"empty check", "POST", "/api/check", "", 400, "scenario", ""},
		{"broken scenario names its line", "POST", "/api/check", string(broken), 400, "scenario.md:", ""},
		{"invalid UTF-8 scenario", "POST", "/api/check", "---\nrules: [409.1h]\n---\n\xff\xfe", 400, "not valid UTF-8", ""},
		{"huge body", "POST", "/api/check", strings.Repeat("x", 65<<10), 413, "limit", ""},
		{"too many lines", "POST", "/api/check", strings.Repeat("\n", 600), 413, "lines", ""},
		{"wrong method", "DELETE", "/api/rules/seed/100", "", 405, "not allowed", ""},
		{"check by GET", "GET", "/api/check", "", 405, "not allowed", ""},
		{"unknown API path", "GET", "/api/nothing", "", 404, "no page", ""},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			w := do(t, s, test.method, test.target, strings.NewReader(test.body))
			if w.Code != test.status {
				t.Fatalf("status %d, want %d: %s", w.Code, test.status, w.Body)
			}
			e := decodeError(t, w)
			if !strings.Contains(e.Message, test.say) {
				t.Errorf("error %q does not say %q", e.Message, test.say)
			}
			if test.nearest != "" && !slices.Contains(e.Nearest, test.nearest) {
				t.Errorf("nearest %v does not offer %q", e.Nearest, test.nearest)
			}
		})
	}
}

// TestBadSearchIsRefusedBeforeTheIndexIsBuilt asks a fresh server, whose
// default edition has no index yet, searches the index would refuse: each
// is answered 400 at once, and no index is built for it.
func TestBadSearchIsRefusedBeforeTheIndexIsBuilt(t *testing.T) {
	dir := dataDirWithTiny(t)
	s := newTestServer(t, Config{DataDir: dir})
	long := strings.Repeat("trample+", 200)
	for _, target := range []string{
		"/api/search?q=" + long,
		"/api/search?q=tram%FFple",
		"/api/search?syntax=true&q=" + url.QueryEscape(`"unclosed`),
		"/search?q=" + long,
		"/search?q=tram%FFple",
	} {
		if w := do(t, s, "GET", target, nil); w.Code != http.StatusBadRequest {
			t.Errorf("GET %.40s: status %d, want 400", target, w.Code)
		}
	}
	if entries, err := os.ReadDir(filepath.Join(dir, "index")); err == nil && len(entries) > 0 {
		t.Errorf("refused searches built indexes: %v", entries)
	}
}

func TestAPICheckNamesTheLineOfEachProblem(t *testing.T) {
	s := shared(t)
	broken, err := os.ReadFile(filepath.Join("testdata", "broken.md"))
	if err != nil {
		t.Fatal(err)
	}
	w := do(t, s, http.MethodPost, "/api/check", strings.NewReader(string(broken)))
	e := decodeError(t, w)
	if e.Line != brokenLine || len(e.Problems) == 0 || e.Problems[0].Line != brokenLine {
		t.Errorf("error = %+v, want the problem at line %d", e, brokenLine)
	}
}

func TestAPICheckRunsAScenarioAsTheCLIDoes(t *testing.T) {
	s := shared(t)
	data := []byte(builtinText(t, "death-bomb"))
	w := do(t, s, http.MethodPost, "/api/check", strings.NewReader(string(data)))
	if w.Code != http.StatusOK {
		t.Fatalf("status %d: %s", w.Code, w.Body)
	}
	want := scenarios.NewCheckOutput([]scenarios.Checked{s.lib.Checker().RunText(pastedFile, data)}, true, s.lib.Checker().Edition)
	if got := w.Body.String(); got != encoded(t, want) {
		t.Errorf("check answered\n%s\nwant\n%s", got, encoded(t, want))
	}
	var out scenarios.CheckOutput
	json.Unmarshal(w.Body.Bytes(), &out)
	if out.Passed != 1 || len(out.Scenarios[0].Trace) == 0 {
		t.Errorf("check of a passing scenario = %+v, want a pass with its trace", out)
	}
}

func TestOpenAPIDocumentNamesEveryAPIRoute(t *testing.T) {
	s := shared(t)
	w := do(t, s, http.MethodGet, "/api/openapi.json", nil)
	var doc struct {
		OpenAPI string                    `json:"openapi"`
		Paths   map[string]map[string]any `json:"paths"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &doc); err != nil || doc.OpenAPI == "" {
		t.Fatalf("openapi.json: %v", err)
	}
	routes := map[string]string{
		"/api/editions": "get", "/api/rules/{edition}/{id}": "get", "/api/search": "get",
		"/api/glossary/{edition}/{term}": "get", "/api/scenarios": "get", "/api/scenarios/{id}": "get",
		"/api/check": "post", "/api/diff/{old}/{new}": "get", "/api/history/{edition}/{id}": "get",
		"/api/cards/{name}": "get",
	}
	for path, method := range routes {
		if _, ok := doc.Paths[path][method]; !ok {
			t.Errorf("openapi.json does not describe %s %s", strings.ToUpper(method), path)
		}
	}
	if len(doc.Paths) != len(routes) {
		t.Errorf("openapi.json describes %d paths, the server has %d", len(doc.Paths), len(routes))
	}
}

// brokenLine is the line of testdata/broken.md that has the mistake.
const brokenLine = 14
