package web

import (
	"net/http"
	"net/url"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/scenarios"
)

type scenariosView struct {
	pageView
	Scenarios []scenarios.Checked
	Passed    int
}

func (s *Server) scenariosPage(w http.ResponseWriter, r *http.Request) {
	v := &scenariosView{pageView: s.view(r, "Scenarios", s.lib.DefaultID()), Scenarios: s.lib.Builtin()}
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
