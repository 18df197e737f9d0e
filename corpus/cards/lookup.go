package cards

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
)

// maxListed bounds the names an ambiguous or unknown name is answered with.
const maxListed = 8

// ErrUnknownCard is matched by an *UnknownCardError.
var ErrUnknownCard = errors.New("unknown card")

// UnknownCardError is a name no stored card matches, even misspelt, with
// the names nearest it.
type UnknownCardError struct {
	Name    string
	Nearest []string
}

// Error names what was asked for and what is near it.
func (e *UnknownCardError) Error() string {
	msg := fmt.Sprintf("no card is named %q", e.Name)
	if len(e.Nearest) > 0 {
		msg += "; nearest: " + strings.Join(e.Nearest, "; ")
	}
	return msg
}

// Is makes errors.Is(err, ErrUnknownCard) true.
func (e *UnknownCardError) Is(target error) bool { return target == ErrUnknownCard }

// ErrAmbiguousCard is matched by an *AmbiguousCardError.
var ErrAmbiguousCard = errors.New("ambiguous card name")

// AmbiguousCardError is a name several cards match equally well, none far
// more played than the others.
type AmbiguousCardError struct {
	Name string
	// Matches are the cards' names, the most played first; Total counts
	// them all when there are more than listed.
	Matches []string
	Total   int
}

// Error lists the cards the name could be.
func (e *AmbiguousCardError) Error() string {
	msg := fmt.Sprintf("%d cards match %q: %s", e.Total, e.Name, strings.Join(e.Matches, "; "))
	if e.Total > len(e.Matches) {
		msg += "; …"
	}
	return msg + "; give more of the name"
}

// Is makes errors.Is(err, ErrAmbiguousCard) true.
func (e *AmbiguousCardError) Is(target error) bool { return target == ErrAmbiguousCard }

// Found is the card a name found.
type Found struct {
	Card *Card
	// Rulings are the card's rulings, oldest first.
	Rulings []Ruling
	// Match says how the name matched; Face names the face it matched
	// when that was one face of the card ("Ice" of "Fire // Ice").
	Match Match
	Face  string
	// Others are the cards the name matched as well, less played, most
	// played first (up to maxListed).
	Others []string
}

// Find finds the card a judge means by name: the one card whose name, or
// one of whose faces' names, it is (accents, case and punctuation aside);
// else the one it starts, whose words it names, whose words it starts, or
// that holds it; else the one it misspells. Among several matched equally
// well the one far more played is chosen. A name no card matches is an
// *UnknownCardError, one that several match an *AmbiguousCardError; with
// no cards imported the error matches ErrNoCards.
func (s *Store) Find(name string) (*Found, error) {
	f, err := s.acquire(KindCards)
	if errors.Is(err, os.ErrNotExist) {
		return nil, ErrNoCards
	}
	if err != nil {
		return nil, fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	defer s.release(f)
	var found *Found
	err = guardFaults(func() error {
		var err error
		found, err = find(f, name)
		return err
	})
	if err != nil {
		var unknown *UnknownCardError
		var ambiguous *AmbiguousCardError
		if errors.As(err, &unknown) || errors.As(err, &ambiguous) {
			return nil, err
		}
		return nil, fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	if found.Rulings, err = s.Rulings(found.Card.OracleID); err != nil {
		return nil, err
	}
	return found, nil
}

// find finds name among the cards of f, as Find does, rulings aside.
func find(f *storedFile, name string) (*Found, error) {
	n := f.names
	q := newQuery(name)
	candidates := n.match(q)
	if len(candidates) == 0 {
		return nil, &UnknownCardError{Name: name, Nearest: n.nearest(q, 5)}
	}
	chosen, others, ok := n.choose(candidates)
	if !ok {
		return nil, &AmbiguousCardError{Name: name, Matches: n.listNames(others, maxListed), Total: len(others)}
	}
	card, err := f.card(chosen.entry)
	if err != nil {
		return nil, err
	}
	found := &Found{Card: card, Match: chosen.match, Others: n.listNames(others, maxListed), Face: faceMatched(q, card, chosen)}
	return found, nil
}

// faceMatched names the face of card the query named: the face whose name
// it matched exactly, or the one face it matched as well as the whole
// name (the whole name holds every face's words, so it matches at least
// as well as any). Empty when the query named the whole card, or no one
// face.
func faceMatched(q query, card *Card, chosen candidate) string {
	if len(card.Faces) == 0 {
		return ""
	}
	if key := string(chosen.keyBytes); key != foldName(card.Name) {
		for _, face := range card.Faces {
			if foldName(face.Name) == key {
				return face.Name
			}
		}
	}
	if chosen.match == MatchExact {
		return ""
	}
	var named []string
	d := &distances{}
	for _, face := range card.Faces {
		key := []byte(foldName(face.Name))
		if m := matchKey(q, key); m == chosen.match || chosen.match == MatchTypo && d.typo(q, key) == chosen.distance {
			named = append(named, face.Name)
		}
	}
	if len(named) == 1 {
		return named[0]
	}
	return ""
}

// listNames returns the names of up to want candidates, each once.
func (n *nameTable) listNames(candidates []candidate, want int) []string {
	var names []string
	for _, c := range candidates {
		if len(names) == want {
			break
		}
		if name := n.name(c.entry); name != "" && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}

// Hit is one card a search found by name.
type Hit struct {
	Name     string `json:"name"`
	TypeLine string `json:"type_line,omitempty"`
	// Match says how the name matched.
	Match string `json:"match"`
}

// Search returns up to limit cards whose names the query matches, the
// closest kind of match first and within one the most played: what a
// search of the rules shows beside its hits. None when no cards are
// imported, or no name matches but by a typo of a word that short.
func (s *Store) Search(query string, limit int) (hits []Hit, err error) {
	f, err := s.acquire(KindCards)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	defer s.release(f)
	err = guardFaults(func() error {
		n := f.names
		candidates := n.ordered(n.match(newQuery(query)))
		for _, c := range candidates[:min(limit, len(candidates))] {
			card, err := f.card(c.entry)
			if err != nil {
				return err
			}
			hits = append(hits, Hit{Name: card.Name, TypeLine: card.TypeLine, Match: c.match.String()})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	return hits, nil
}
