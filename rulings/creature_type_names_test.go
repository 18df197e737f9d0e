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
	e, err := corpus.LoadBuiltin(Edition2026)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := e.Rule("205.3m")
	if !ok {
		t.Fatal("the 2026 edition has no 205.3m")
	}
	text := strings.Join(strings.Fields(r.Text), " ")
	_, list, found := strings.Cut(text, "one word long: ")
	if !found {
		t.Fatalf("205.3m reads %q: no list of one-word creature types", text)
	}
	want := []string{"Time Lord"}
	for _, name := range strings.Split(strings.TrimSuffix(list, "."), ", ") {
		want = append(want, strings.TrimPrefix(name, "and "))
	}
	slices.Sort(want)
	if got := slices.Sorted(maps.Keys(creatureTypeNames)); !slices.Equal(got, want) {
		t.Errorf("the engine lists %d creature types, 205.3m %d; the engine's %v", len(got), len(want), got)
	}
}

// TestPlaneswalkerTypeNamesAre2026s requires the engine's list of
// planeswalker types to be the one 205.3j of the embedded 2026 edition
// prints.
func TestPlaneswalkerTypeNamesAre2026s(t *testing.T) {
	e, err := corpus.LoadBuiltin(Edition2026)
	if err != nil {
		t.Fatal(err)
	}
	r, ok := e.Rule("205.3j")
	if !ok {
		t.Fatal("the 2026 edition has no 205.3j")
	}
	text := strings.Join(strings.Fields(r.Text), " ")
	_, list, found := strings.Cut(text, "The planeswalker types are ")
	if !found {
		t.Fatalf("205.3j reads %q: no list of planeswalker types", text)
	}
	list, _, _ = strings.Cut(list, ".")
	var want []string
	for _, name := range strings.Split(list, ", ") {
		want = append(want, strings.TrimPrefix(name, "and "))
	}
	slices.Sort(want)
	if got := slices.Sorted(maps.Keys(planeswalkerTypeNames)); !slices.Equal(got, want) {
		t.Errorf("the engine lists %d planeswalker types, 205.3j %d; the engine's %v", len(got), len(want), got)
	}
}
