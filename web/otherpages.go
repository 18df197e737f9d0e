package web

import (
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
	"github.com/judgekit/judge/scenarios"
)

// perPage is how many search results a page shows.
const perPage = 10

type errorView struct {
	pageView
	Err *Error
}

type homeView struct {
	pageView
	Sections []*corpus.Rule
	Ed       *corpus.Edition
}

func (s *Server) homePage(w http.ResponseWriter, r *http.Request) {
	edition, err := s.lib.Edition(r.URL.Query().Get("edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := &homeView{pageView: s.view(r, "Rules lookup", edition.ID), Ed: edition}
	for _, rule := range edition.Rules {
		if rule.Kind == corpus.KindSection {
			v.Sections = append(v.Sections, rule)
		}
	}
	s.render(w, r, http.StatusOK, "home", v)
}

type searchView struct {
	pageView
	Result    *index.Result
	Hits      []hitView
	Page      int
	PrevURL   string
	NextURL   string
	Corrected string
	From, To  int
}

type hitView struct {
	index.Hit
	URL     string
	Heading string
}

// SnippetHTML is the hit's snippet, which the index has HTML-escaped
// with only <mark> added.
func (h hitView) SnippetHTML() template.HTML { return template.HTML(h.Snippet) }

// searchPage answers /search?q=&edition=&page=.
func (s *Server) searchPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	query := strings.TrimSpace(q.Get("q"))
	edition, err := s.lib.Edition(q.Get("edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if query == "" {
		http.Redirect(w, r, "/?edition="+url.QueryEscape(edition.ID), http.StatusSeeOther)
		return
	}
	page := 1
	if p := q.Get("page"); p != "" {
		if page, err = strconv.Atoi(p); err != nil || page < 1 || page*perPage > index.MaxLimit {
			s.fail(w, r, errorf(http.StatusBadRequest, "page %q is not a number from 1 to %d", p, index.MaxLimit/perPage))
			return
		}
	}
	ix, err := s.lib.Index(edition)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	res, err := ix.Search(r.Context(), index.Request{Query: query, Limit: page * perPage})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := &searchView{pageView: s.view(r, "Search: "+query, edition.ID), Result: res, Page: page, Corrected: res.Corrected}
	v.Query = query
	v.Stay["q"] = query
	start := min((page-1)*perPage, len(res.Hits))
	for _, h := range res.Hits[start:] {
		v.Hits = append(v.Hits, hitView{Hit: h, URL: hitURL(edition.ID, h), Heading: hitHeading(h)})
	}
	v.From, v.To = start+1, start+len(v.Hits)
	pageURL := func(n int) string {
		return "/search?" + url.Values{"q": {query}, "edition": {edition.ID}, "page": {strconv.Itoa(n)}}.Encode()
	}
	if page > 1 {
		v.PrevURL = pageURL(page - 1)
	}
	if uint64(page*perPage) < res.Total && (page+1)*perPage <= index.MaxLimit {
		v.NextURL = pageURL(page + 1)
	}
	s.render(w, r, http.StatusOK, "search", v)
}

// hitURL is the page a search hit opens: its rule (at the subrule's
// anchor for an example), or its glossary term.
func hitURL(edition string, h index.Hit) string {
	if h.Kind == index.KindGlossary {
		return termURL(edition, strings.TrimPrefix(h.ID, "glossary:"))
	}
	return ruleURL(edition, h.Rule)
}

// hitHeading names a hit the way a judge cites it.
func hitHeading(h index.Hit) string {
	switch h.Kind {
	case index.KindGlossary:
		return strings.TrimPrefix(h.ID, "glossary:")
	case index.KindExample:
		return strings.TrimSpace(h.Rule + " " + h.Title + " (example)")
	}
	return strings.TrimSpace(h.ID + " " + h.Title)
}

// switchEdition moves to another edition, staying on the same rule, term
// or search where the other edition has it.
func (s *Server) switchEdition(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	to := q.Get("edition")
	if _, err := s.lib.Edition(to); err != nil {
		s.fail(w, r, err)
		return
	}
	target := "/?edition=" + url.QueryEscape(to)
	switch {
	case q.Get("rule") != "":
		// Follow the rule across renumberings: 409.1f of 2008 is
		// 601.2f of 2026.
		id := q.Get("rule")
		if renamed, ok := s.history.follow(r.Context(), q.Get("from"), id, to); ok {
			id = renamed
		}
		target = ruleURL(to, id)
	case q.Get("diff") != "":
		target = "/diff?new=" + url.QueryEscape(to)
	case q.Get("term") != "":
		target = termURL(to, q.Get("term"))
	case q.Get("glossary") != "":
		target = "/glossary/" + url.PathEscape(to)
	case q.Get("q") != "":
		target = "/search?" + url.Values{"q": {q.Get("q")}, "edition": {to}}.Encode()
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}

type glossaryView struct {
	pageView
	Ed      *corpus.Edition
	Letters []letterGroup
}

type letterGroup struct {
	Letter  string
	Entries []*corpus.GlossaryEntry
}

func (s *Server) glossaryPage(w http.ResponseWriter, r *http.Request) {
	edition, err := s.lib.Edition(chi.URLParam(r, "edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	v := &glossaryView{pageView: s.view(r, "Glossary", edition.ID), Ed: edition}
	v.Stay["glossary"] = "1"
	for _, entry := range edition.Glossary {
		letter := "#"
		for _, c := range entry.Term {
			if unicode.IsLetter(c) {
				letter = string(unicode.ToUpper(c))
			}
			break
		}
		if n := len(v.Letters); n == 0 || v.Letters[n-1].Letter != letter {
			v.Letters = append(v.Letters, letterGroup{Letter: letter})
		}
		group := &v.Letters[len(v.Letters)-1]
		group.Entries = append(group.Entries, entry)
	}
	s.render(w, r, http.StatusOK, "glossary", v)
}

type termView struct {
	pageView
	Ed    *corpus.Edition
	Entry *corpus.GlossaryEntry
}

func (s *Server) termPage(w http.ResponseWriter, r *http.Request) {
	edition, err := s.lib.Edition(chi.URLParam(r, "edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	entry, err := edition.FindTerm(chi.URLParam(r, "term"))
	if err != nil {
		e := *asError(err)
		for _, term := range e.Nearest {
			e.Links = append(e.Links, Link{Text: term, URL: termURL(edition.ID, term)})
		}
		s.fail(w, r, &e)
		return
	}
	v := &termView{pageView: s.view(r, entry.Term, edition.ID), Ed: edition, Entry: entry}
	v.Stay["term"] = entry.Term
	s.render(w, r, http.StatusOK, "term", v)
}

type scenariosView struct {
	pageView
	Scenarios []scenarios.Checked
	Passed    int
}

func (s *Server) scenariosPage(w http.ResponseWriter, r *http.Request) {
	v := &scenariosView{pageView: s.view(r, "Scenarios", corpus.SeedID), Scenarios: s.lib.Builtin()}
	for _, c := range v.Scenarios {
		if c.Passed {
			v.Passed++
		}
	}
	s.render(w, r, http.StatusOK, "scenarios", v)
}

type scenarioPageView struct {
	pageView
	Scenario scenarioView
}

func (s *Server) scenarioPage(w http.ResponseWriter, r *http.Request) {
	c, ok := s.lib.Scenario(chi.URLParam(r, "id"))
	if !ok {
		s.fail(w, r, s.scenarioNotFound(chi.URLParam(r, "id")))
		return
	}
	v := &scenarioPageView{pageView: s.view(r, c.ID, c.Edition), Scenario: s.newScenarioView(c)}
	s.render(w, r, http.StatusOK, "scenario", v)
}

func (s *Server) scenarioNotFound(id string) *Error {
	e := errorf(http.StatusNotFound, "no built-in scenario %q", id)
	e.Nearest = s.lib.NearestScenarios(id, 5)
	for _, near := range e.Nearest {
		e.Links = append(e.Links, Link{Text: near, URL: "/scenarios/" + url.PathEscape(near)})
	}
	return e
}

func (s *Server) offlinePage(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "offline", &errorView{pageView: s.view(r, "Offline", "")})
}
