package web

import (
	"net/http"
	"unicode"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/index"
)

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
	entry, _, err := index.FindTerm(edition, pathParam(r, "term"))
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
