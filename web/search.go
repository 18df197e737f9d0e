package web

import (
	"html/template"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/index"
)

// perPage is how many search results a page shows.
const perPage = 10

type searchView struct {
	pageView
	Result    *index.Result
	Hits      []hitView
	Page      int
	PrevURL   string
	NextURL   string
	Corrected string
	From, To  int
	// Explain shows how the query was read and why each hit ranked
	// where it did (?explain=1); ExplainURL asks for that.
	Explain    bool
	ExplainURL string
	// Cards are the cards the query names, shown above the rules.
	Cards []cardHit
}

// cardHit is a card a search names, with its page.
type cardHit struct {
	cards.Hit
	URL string
}

type hitView struct {
	index.Hit
	URL     string
	Heading string
}

// SnippetHTML is the hit's snippet, which the index has HTML-escaped
// with only <mark> added.
func (h hitView) SnippetHTML() template.HTML { return template.HTML(h.Snippet) }

// MatchedFields says, for an explained hit, which query terms it matched
// in which field: "context: trampl; text: damag trampl".
func (h hitView) MatchedFields() string {
	if h.Explain == nil {
		return ""
	}
	fields := make([]string, 0, len(h.Explain.Fields))
	for f, terms := range h.Explain.Fields {
		fields = append(fields, f+": "+strings.Join(terms, " "))
	}
	sort.Strings(fields)
	return strings.Join(fields, "; ")
}

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
	explain := asked(q.Get("explain"))
	key := edition.Hash + "\x00" + strconv.Itoa(page) + "\x00" + strconv.FormatBool(explain) + "\x00" + query + "\x00" + s.lib.cardsSignature()
	s.renderCached(w, r, key, "search", func() (any, error) {
		return s.newSearchView(r, edition, query, page, explain)
	})
}

// newSearchView runs a search and lays out one page of its results.
func (s *Server) newSearchView(r *http.Request, edition *corpus.Edition, query string, page int, explain bool) (*searchView, error) {
	// Bad input is refused before the index is opened, which may build it.
	req := index.Request{Query: query, Limit: page * perPage, Explain: explain}
	if err := req.Check(); err != nil {
		return nil, err
	}
	ix, err := s.lib.Index(edition)
	if err != nil {
		return nil, err
	}
	res, err := ix.Search(r.Context(), req)
	if err != nil {
		return nil, err
	}
	v := &searchView{pageView: s.view(r, "Search: "+query, edition.ID), Result: res, Page: page, Corrected: res.Corrected, Explain: explain}
	v.Query = query
	v.Stay["q"] = query
	start := min((page-1)*perPage, len(res.Hits))
	for _, h := range res.Hits[start:] {
		v.Hits = append(v.Hits, hitView{Hit: h, URL: hitURL(edition.ID, h), Heading: hitHeading(h)})
	}
	v.From, v.To = start+1, start+len(v.Hits)
	if page == 1 {
		for _, h := range s.lib.CardHits(query) {
			v.Cards = append(v.Cards, cardHit{Hit: h, URL: cardURL(h.Name, edition.ID)})
		}
	}
	pageURL := func(n int) string {
		values := url.Values{"q": {query}, "edition": {edition.ID}, "page": {strconv.Itoa(n)}}
		if explain {
			values.Set("explain", "1")
		}
		return "/search?" + values.Encode()
	}
	if !explain {
		v.ExplainURL = "/search?" + url.Values{"q": {query}, "edition": {edition.ID}, "page": {strconv.Itoa(page)}, "explain": {"1"}}.Encode()
	}
	if page > 1 {
		v.PrevURL = pageURL(page - 1)
	}
	if uint64(page*perPage) < res.Total && (page+1)*perPage <= index.MaxLimit {
		v.NextURL = pageURL(page + 1)
	}
	return v, nil
}

// asked reads a yes-or-no request parameter: "1" or "true".
func asked(v string) bool { return v == "1" || v == "true" }

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
	case q.Get("card") != "":
		target = cardURL(q.Get("card"), to)
	case q.Get("q") != "":
		target = "/search?" + url.Values{"q": {q.Get("q")}, "edition": {to}}.Encode()
	}
	http.Redirect(w, r, target, http.StatusSeeOther)
}
