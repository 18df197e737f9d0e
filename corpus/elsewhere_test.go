package corpus

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestElsewhereNamesTheEditionsThatAnswer(t *testing.T) {
	editions := editionsWithTiny(t)
	seed, err := editions.Load(SeedID)
	if err != nil {
		t.Fatal(err)
	}
	hasRule := func(id string) func(*Edition) bool {
		return func(e *Edition) bool { _, ok := e.Rule(id); return ok }
	}
	// 601.2a is in the built-in edition and the import, not the seed: the
	// hint names the newest as latest.
	_, miss := seed.FindRule("601.2a")
	err = editions.Elsewhere(miss, SeedID, hasRule("601.2a"))
	var elsewhere *ElsewhereError
	var unknown *UnknownRuleError
	want := "found in " + DefaultID + ", 2026-02-27: add --edition latest"
	if !errors.As(err, &elsewhere) || !errors.As(err, &unknown) ||
		!slices.Equal(elsewhere.FoundIn, []string{DefaultID, "2026-02-27"}) || elsewhere.Hint != want ||
		!strings.HasSuffix(err.Error(), "; "+want) {
		t.Errorf("Elsewhere = %v, want the built-in edition and the import named, the miss still an UnknownRuleError", err)
	}
	// The tiny import's own wording is in it alone.
	tiny, err := editions.Load("2026-02-27")
	if err != nil {
		t.Fatal(err)
	}
	_, miss26 := seed.FindRule("100.1b")
	if ids, err := editions.FoundIn(SeedID, 3, func(e *Edition) bool { return e.Hash == tiny.Hash }); err != nil ||
		!slices.Equal(ids, []string{"2026-02-27"}) || editions.EditionHint(ids) != "found in 2026-02-27: add --edition 2026-02-27" {
		t.Errorf("FoundIn(the import) = %v, %v (miss %v)", ids, err, miss26)
	}
	// 409.1h is in the seed only.
	ids, err := editions.FoundIn("2026-02-27", 3, hasRule("409.1h"))
	if err != nil || !slices.Equal(ids, []string{SeedID}) || editions.EditionHint(ids) != "found in seed: add --edition seed" {
		t.Errorf("FoundIn(409.1h) = %v, %v", ids, err)
	}
	// Found nowhere, or not a miss: the error as it was.
	if got := editions.Elsewhere(miss, SeedID, hasRule("999.9z")); got != miss {
		t.Errorf("Elsewhere with no answer = %v, want the miss itself", got)
	}
	other := errors.New("disk on fire")
	if got := editions.Elsewhere(other, SeedID, hasRule("601.2a")); got != other {
		t.Errorf("Elsewhere of another error = %v", got)
	}
}
