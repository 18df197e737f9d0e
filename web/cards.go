package web

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/go-chi/chi/v5"
	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/cards"
)

// cardView is a card's page: its Oracle text face by face, the rules of
// its keywords in the edition in view, its rulings and legality.
type cardView struct {
	pageView
	Card cards.Output
	// Faces are what the page shows: the card's faces, or the card itself
	// as one face.
	Faces []cards.Face
	// Legal lists the formats by status ("Legal", "Banned", ...).
	Legal []legality
}

// legality is the formats a card has one status in.
type legality struct {
	Status  string
	Formats []string
}

// cardParam is the {name} of a card route, unescaped: a name with a slash
// ("Fire // Ice") reaches the router escaped, and stays so in the route's
// parameters.
func cardParam(r *http.Request) string {
	name := chi.URLParam(r, "name")
	if r.URL.RawPath != "" {
		if unescaped, err := url.PathUnescape(name); err == nil {
			return unescaped
		}
	}
	return name
}

// cardURL is the page of the card named name, with its rules in edition.
func cardURL(name, edition string) string {
	u := "/cards/" + url.PathEscape(name)
	if edition != "" {
		u += "?edition=" + url.QueryEscape(edition)
	}
	return u
}

// cardOutput looks a card up as `judge card NAME --edition E --json` does.
func (s *Server) cardOutput(name, editionName string) (cards.Output, *corpus.Edition, error) {
	edition, err := s.lib.Edition(editionName)
	if err != nil {
		return cards.Output{}, nil, err
	}
	store, err := s.lib.Cards()
	if err != nil {
		return cards.Output{}, nil, err
	}
	found, err := store.Find(name)
	if err != nil {
		return cards.Output{}, nil, cardError(err, edition.ID)
	}
	return cards.NewOutput(name, found, s.lib.KeywordRules(edition)), edition, nil
}

// cardError answers a lookup that found no one card: 404 with the names
// nearest an unknown one, 300 with the cards an ambiguous one names, 404
// saying how to import cards when there are none.
func cardError(err error, edition string) error {
	var (
		unknown   *cards.UnknownCardError
		ambiguous *cards.AmbiguousCardError
		e         *Error
	)
	switch {
	case errors.As(err, &unknown):
		e = &Error{Status: http.StatusNotFound, Message: unknown.Error(), Nearest: unknown.Nearest}
	case errors.As(err, &ambiguous):
		e = &Error{Status: http.StatusMultipleChoices, Message: ambiguous.Error(), Nearest: ambiguous.Matches}
	case errors.Is(err, cards.ErrNoCards):
		return errorf(http.StatusNotFound, `no cards imported: run "judge cards fetch", or "judge cards add CARDS RULINGS", on the server's data directory`)
	default:
		return err
	}
	for _, name := range e.Nearest {
		e.Links = append(e.Links, Link{Text: name, URL: cardURL(name, edition)})
	}
	return e
}

// apiCard answers `judge card NAME --edition E --json`.
func (s *Server) apiCard(w http.ResponseWriter, r *http.Request) {
	out, _, err := s.cardOutput(cardParam(r), r.URL.Query().Get("edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// cardPage answers /cards/{name}?edition=E. A name that found a card by
// anything but its whole name redirects to the card's own address.
func (s *Server) cardPage(w http.ResponseWriter, r *http.Request) {
	name := cardParam(r)
	out, edition, err := s.cardOutput(name, r.URL.Query().Get("edition"))
	if err != nil {
		s.fail(w, r, err)
		return
	}
	if name != out.Name {
		http.Redirect(w, r, cardURL(out.Name, r.URL.Query().Get("edition")), http.StatusFound)
		return
	}
	v := &cardView{pageView: s.view(r, out.Name, edition.ID), Card: out, Faces: out.Faces}
	v.Stay["card"] = out.Name
	if len(v.Faces) == 0 {
		v.Faces = []cards.Face{{
			Name: out.Name, ManaCost: out.ManaCost, TypeLine: out.TypeLine, OracleText: out.OracleText,
			Power: out.Power, Toughness: out.Toughness, Loyalty: out.Loyalty, Defense: out.Defense,
		}}
	}
	byStatus := map[string][]string{}
	for format, status := range out.Legalities {
		byStatus[status] = append(byStatus[status], format)
	}
	for _, status := range []string{"legal", "restricted", "banned"} {
		if formats := byStatus[status]; len(formats) > 0 {
			slices.Sort(formats)
			v.Legal = append(v.Legal, legality{Status: strings.ToUpper(status[:1]) + status[1:], Formats: formats})
		}
	}
	s.render(w, r, http.StatusOK, "card", v)
}
