package rulings

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
)

// TestCreatureTypeNamesAre2026s requires the engine's list of creature
// types to be the one 205.3m of the embedded 2026 edition prints.
func TestCreatureTypeNamesAre2026s(t *testing.T) {
	want := append(listedIn(t, "205.3m", "one word long: "), "Time Lord")
	if got := slices.Sorted(maps.Keys(creatureTypeNames)); !slices.Equal(got, slices.Sorted(slices.Values(want))) {
		t.Errorf("the engine lists %d creature types, 205.3m %d; the engine's %v", len(got), len(want), got)
	}
}

// TestPlaneswalkerTypeNamesAre2026s requires the engine's list of
// planeswalker types to be the one 205.3j of the embedded 2026 edition
// prints.
func TestPlaneswalkerTypeNamesAre2026s(t *testing.T) {
	want := listedIn(t, "205.3j", "The planeswalker types are ")
	if got := slices.Sorted(maps.Keys(planeswalkerTypeNames)); !slices.Equal(got, slices.Sorted(slices.Values(want))) {
		t.Errorf("the engine lists %d planeswalker types, 205.3j %d; the engine's %v", len(got), len(want), got)
	}
}

// listedIn returns the list rule id of the embedded 2026 edition prints
// after intro, up to its first full stop: "A, B, and C." reads A, B, C.
func listedIn(t *testing.T, id, intro string) []string {
	t.Helper()
	e, err := corpus.LoadBuiltin(Edition2026)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := e.Rule(id)
	if !ok {
		t.Fatalf("the 2026 edition has no %s", id)
	}
	text := strings.Join(strings.Fields(r.Text), " ")
	_, list, found := strings.Cut(text, intro)
	if !found {
		t.Fatalf("%s reads %q: no list after %q", id, text, intro)
	}
	list, _, _ = strings.Cut(list, ".")
	var names []string
	for _, name := range strings.Split(list, ", ") {
		names = append(names, strings.TrimPrefix(name, "and "))
	}
	return names
}
