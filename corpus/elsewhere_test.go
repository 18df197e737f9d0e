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
	// 601.2a is in the import, not the seed: the hint names the import as
	// latest.
	_, miss := seed.FindRule("601.2a")
	err = editions.Elsewhere(miss, SeedID, hasRule("601.2a"))
	var elsewhere *ElsewhereError
	var unknown *UnknownRuleError
	if !errors.As(err, &elsewhere) || !errors.As(err, &unknown) ||
		!slices.Equal(elsewhere.FoundIn, []string{"2026-02-27"}) || elsewhere.Hint != "found in 2026-02-27: add --edition latest" ||
		!strings.HasSuffix(err.Error(), "; found in 2026-02-27: add --edition latest") {
		t.Errorf("Elsewhere = %v, want the import named, the miss still an UnknownRuleError", err)
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
