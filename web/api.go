package web

import (
	_ "embed"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/index"
	"github.com/judgekit/judge/scenarios"
)

//go:embed openapi.json
var openAPIDocument []byte

func (s *Server) openAPI(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Write(openAPIDocument)
}

// apiEditions answers `judge corpus list --json`.
func (s *Server) apiEditions(w http.ResponseWriter, r *http.Request) {
	rows, err := s.lib.Editions()
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rows)
}

// apiRule answers `judge rule ID --edition E --json`.
func (s *Server) apiRule(w http.ResponseWriter, r *http.Request) {
	edition, err := s.lib.Edition(chi.URLParam(r, "edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	rule, err := edition.FindRule(pathParam(r, "id"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, scenarios.NewRuleOutput(edition, rule, s.lib.ScenariosAbout(edition.ID, rule.ID)))
}

// apiGlossary answers `judge glossary TERM --edition E --json`.
func (s *Server) apiGlossary(w http.ResponseWriter, r *http.Request) {
	edition, err := s.lib.Edition(chi.URLParam(r, "edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	entry, slang, err := index.FindTerm(edition, pathParam(r, "term"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	out := corpus.NewGlossaryOutput(edition, entry)
	out.Slang = slang
	writeJSON(w, http.StatusOK, out)
}

// apiSearch answers `judge search QUERY --edition E --limit N --json`.
func (s *Server) apiSearch(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	query := q.Get("q")
	if strings.TrimSpace(query) == "" {
		s.fail(w, r, errorf(http.StatusBadRequest, "the q parameter is missing or empty: search wants a query, such as q=trample"))
		return
	}
	limit := index.DefaultLimit
	if l := q.Get("limit"); l != "" {
		n, err := strconv.Atoi(l)
		if err != nil || n < 1 || n > index.MaxLimit {
			s.fail(w, r, errorf(http.StatusBadRequest, "limit %q is outside 1..%d", l, index.MaxLimit))
			return
		}
		limit = n
	}
	edition, err := s.lib.Edition(q.Get("edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	syntax := q.Get("syntax") == "true"
	explain := asked(q.Get("explain"))
	key := fmt.Sprintf("search\x00%s\x00%d\x00%t\x00%t\x00%s\x00%s", edition.Hash, limit, syntax, explain, query, s.lib.cardsSignature())
	s.jsonCached(w, r, key, func() (any, error) {
		// Bad input is refused before the index is opened, which may
		// build it.
		req := index.Request{Query: query, Limit: limit, Syntax: syntax, Explain: explain}
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
		out := searchOutput{SearchOutput: index.NewSearchOutput(ix, query, res)}
		if !syntax {
			out.Cards = s.lib.CardHits(query)
		}
		return out, nil
	})
}

// searchOutput is a search's answer: the rules found, and the cards whose
// names the query names, as `judge search --json` prints them.
type searchOutput struct {
	index.SearchOutput
	Cards []cards.Hit `json:"cards,omitempty"`
}

// apiScenarios answers `judge scenario check --json`, from the verdicts of
// the whole set, checked once per server.
func (s *Server) apiScenarios(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, scenarios.NewCheckOutput(s.lib.Builtin(), false, nil))
}

// apiScenario answers `judge scenario run ID --json`.
func (s *Server) apiScenario(w http.ResponseWriter, r *http.Request) {
	c, ok := s.lib.Scenario(chi.URLParam(r, "id"))
	if !ok {
		s.fail(w, r, s.scenarioNotFound(chi.URLParam(r, "id")))
		return
	}
	writeJSON(w, http.StatusOK, scenarios.NewCheckOutput([]scenarios.Checked{c}, true, s.lib.Checker().Edition))
}
