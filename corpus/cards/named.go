package cards

import (
	_ "embed"
	"errors"
	"fmt"
	"os"
	"sync"
)

// A scenario, a deck list or another program names a card by its name,
// not the way a judge types one: Named finds only the card of that very
// name (case, accents and punctuation aside), by its whole name or, for a
// card whose faces are not halves of one name (flip, adventure,
// double-faced), its front face's, which is what such a card is called
// outside the stack. Cards come before tokens of the same name.

// namedKeys are the folded names Named finds card by.
func namedKeys(card *Card) []string {
	keys := []string{foldName(card.Name)}
	if len(card.Faces) > 0 && !halvesOfOneName(card.Layout) {
		if key := foldName(card.Faces[0].Name); key != keys[0] {
			keys = append(keys, key)
		}
	}
	return keys
}

// halvesOfOneName reports whether a layout's faces are halves of one card
// named by both (split, fuse and aftermath cards are "split" on
// Scryfall).
func halvesOfOneName(layout string) bool { return layout == "split" }

// Named returns the card named name in the store: ok is false when none
// is, or no cards are imported.
func (s *Store) Named(name string) (card *Card, ok bool, err error) {
	f, err := s.acquire(KindCards)
	if errors.Is(err, os.ErrNotExist) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	defer s.release(f)
	err = guardFaults(func() error {
		key := foldName(name)
		if key == "" {
			return nil
		}
		found := f.names.exact([]byte(key))
		for _, c := range f.names.ordered(found) {
			got, err := f.card(c.entry)
			if err != nil {
				return err
			}
			for _, k := range namedKeys(got) {
				if k == key {
					card, ok = got, true
					return nil
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, false, fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	return card, ok, nil
}

// Set is a set of cards held in memory, found by name as Store.Named
// finds them.
type Set struct {
	byName map[string]*Card
}

// NewSet holds cards, the first of a name (a card before a token) found
// by it.
func NewSet(cards []Card) *Set {
	s := &Set{byName: make(map[string]*Card, len(cards))}
	for pass := range 2 {
		for i := range cards {
			c := &cards[i]
			if c.isToken() != (pass == 1) {
				continue
			}
			for _, k := range namedKeys(c) {
				if _, taken := s.byName[k]; !taken {
					s.byName[k] = c
				}
			}
		}
	}
	return s
}

// Named returns the card named name, as Store.Named does.
func (s *Set) Named(name string) (*Card, bool) {
	c, ok := s.byName[foldName(name)]
	return c, ok
}

// Len is the number of names the set finds cards by.
func (s *Set) Len() int { return len(s.byName) }

// fixture is the test fixture of real cards (testdata/README.md): the
// cards the built-in scenarios name and the commonest tournament cards,
// in Scryfall's oracle cards format.
//
//go:embed testdata/oracle-cards.json
var fixture []byte

// FixtureSource names the built-in fixture in errors and reports.
const FixtureSource = "the built-in card fixture (corpus/cards/testdata/oracle-cards.json)"

// Fixture returns the built-in fixture of real cards, read once: what the
// built-in scenarios take a real card from, and the tests.
var Fixture = sync.OnceValues(func() ([]Card, error) {
	f, err := ReadCards(FixtureSource, fixture)
	if err != nil {
		return nil, err
	}
	return f.Cards, nil
})

// FixtureSet returns the fixture's cards as a Set, built once.
var FixtureSet = sync.OnceValues(func() (*Set, error) {
	cards, err := Fixture()
	if err != nil {
		return nil, err
	}
	return NewSet(cards), nil
})

// Each calls fn with every card of the store, in the order imported; it
// stops at fn's first error and returns it. With no cards imported the
// error matches ErrNoCards.
func (s *Store) Each(fn func(*Card) error) error {
	f, err := s.acquire(KindCards)
	if errors.Is(err, os.ErrNotExist) {
		return ErrNoCards
	}
	if err != nil {
		return fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	defer s.release(f)
	var fnErr error
	err = guardFaults(func() error {
		for i := range f.names.count {
			card, err := f.card(i)
			if err != nil {
				return err
			}
			if fnErr = fn(card); fnErr != nil {
				return nil
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("card store %s: %w (import the cards again)", s.Path(KindCards), err)
	}
	return fnErr
}
