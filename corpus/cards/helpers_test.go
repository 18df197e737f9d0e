package cards

import (
	"os"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/cards/cardstest"
)

// importTime dates the test imports.
var importTime = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

// fixtureStore returns a store in a fresh directory holding the fixture's
// cards and rulings.
func fixtureStore(t testing.TB) *Store {
	t.Helper()
	store := emptyStore(t)
	rulings, err := os.ReadFile(cardstest.RulingsPath(t))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := store.Import(&Source{Name: "oracle-cards.json", Data: cardstest.Fixture(t)}, &Source{Name: "rulings.json", Data: rulings}, ImportOptions{Now: importTime}); err != nil {
		t.Fatal(err)
	}
	return store
}

// emptyStore returns a store in a fresh directory, closed when the test
// ends.
func emptyStore(t testing.TB) *Store {
	t.Helper()
	store, err := OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	return store
}
