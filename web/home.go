package web

import (
	"net/http"

	"github.com/judgekit/judge/corpus"
)

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

func (s *Server) offlinePage(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusOK, "offline", &errorView{pageView: s.view(r, "Offline", "")})
}
