package scenarios

import (
	"fmt"

	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/scenarios/lang"
)

// A card a scenario names but neither defines nor finds in the card
// library (cards/*.cards) is a real card: its Oracle text comes from a
// store of Scryfall's cards, read by the engine as a definition's printed
// lines are, and a line the engine cannot play refuses the scenario naming
// the card and the line. The built-in scenarios and the tests take real
// cards from the built-in fixture; a judge's own scenario files take them
// from the data directory's imported cards first (cmd).

// CardFinder finds a real card by its name; ok is false when it has none
// of that name.
type CardFinder func(name string) (card *cards.Card, ok bool, err error)

// realCards is a lang.CardSource over finders tried in turn.
type realCards struct {
	origins []string
	finders []CardFinder
}

// PrintedCard finds name with each finder in turn.
func (r realCards) PrintedCard(name string) (*lang.PrintedCard, bool, error) {
	for i, find := range r.finders {
		card, ok, err := find(name)
		if err != nil {
			return nil, false, fmt.Errorf("%s: %w", r.origins[i], err)
		}
		if ok {
			return Printed(card), true, nil
		}
	}
	return nil, false, nil
}

// Origin names the sources.
func (r realCards) Origin() string {
	switch len(r.origins) {
	case 0:
		return "no card store"
	case 1:
		return r.origins[0]
	}
	out := r.origins[0]
	for _, o := range r.origins[1:] {
		out += " or " + o
	}
	return out
}

// Printed gives a stored card as the engine reads it: its faces' costs,
// type lines, numbers and Oracle text.
func Printed(c *cards.Card) *lang.PrintedCard {
	p := &lang.PrintedCard{Name: c.Name, Layout: c.Layout}
	if len(c.Faces) == 0 {
		p.Faces = []lang.PrintedFace{{Name: c.Name, ManaCost: c.ManaCost, TypeLine: c.TypeLine, OracleText: c.OracleText,
			Power: c.Power, Toughness: c.Toughness, Loyalty: c.Loyalty, Defense: c.Defense, Colors: c.Colors}}
		return p
	}
	for _, f := range c.Faces {
		p.Faces = append(p.Faces, lang.PrintedFace{Name: f.Name, ManaCost: f.ManaCost, TypeLine: f.TypeLine, OracleText: f.OracleText,
			Power: f.Power, Toughness: f.Toughness, Loyalty: f.Loyalty, Defense: f.Defense, Colors: f.Colors})
	}
	return p
}

// FixtureFinder finds real cards in the built-in fixture.
func FixtureFinder() (CardFinder, error) {
	set, err := cards.FixtureSet()
	if err != nil {
		return nil, fmt.Errorf("built-in card fixture: %w", err)
	}
	return func(name string) (*cards.Card, bool, error) {
		c, ok := set.Named(name)
		return c, ok, nil
	}, nil
}

// StoreFinder finds real cards in a card store (the data directory's).
func StoreFinder(store *cards.Store) CardFinder { return store.Named }

// WithRealCards returns lib taking the cards it lacks from the finders,
// in turn; origins name them in errors.
func WithRealCards(lib *CardLibrary, origins []string, finders []CardFinder) *CardLibrary {
	return lib.WithSource(realCards{origins: origins, finders: finders})
}

// WithStore returns c taking the real cards a judge's own scenario file
// names from store (the data directory's imported cards) first, then the
// built-in fixture; the built-in scenarios keep taking theirs from the
// fixture alone, so they play alike on every machine.
func (c Checker) WithStore(store *cards.Store) (Checker, error) {
	fixture, err := FixtureFinder()
	if err != nil {
		return c, err
	}
	c.FileCards = WithRealCards(c.Cards, []string{"the card store " + store.Dir(), cards.FixtureSource}, []CardFinder{StoreFinder(store), fixture})
	return c, nil
}
