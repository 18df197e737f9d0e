package cards

import (
	"errors"
	"testing"
)

// TestNamedFindsOnlyTheCardOfThatName: a program's card name finds the
// card of that name, folded, by its whole name or a multi-faced card's
// front face (not a split card's half, not a back face, not a part), in
// the store and in a Set alike.
func TestNamedFindsOnlyTheCardOfThatName(t *testing.T) {
	store := fixtureStore(t)
	cards, err := Fixture()
	if err != nil {
		t.Fatal(err)
	}
	set := NewSet(cards)
	for name, want := range map[string]string{
		"Lightning Bolt":          "Lightning Bolt",
		"lightning bolt":          "Lightning Bolt",
		"Jotun Grunt":             "Jötun Grunt",
		"Fire // Ice":             "Fire // Ice",
		"Fire/Ice":                "Fire // Ice",
		"Bonecrusher Giant":       "Bonecrusher Giant // Stomp",
		"Delver of Secrets":       "Delver of Secrets // Insectile Aberration",
		"Isamaru, Hound of Konda": "Isamaru, Hound of Konda",
		"Fire":                    "",
		"Stomp":                   "",
		"Insectile Aberration":    "",
		"bolt":                    "",
		"":                        "",
	} {
		card, ok, err := store.Named(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := nameIf(card, ok); got != want {
			t.Errorf("store: %q found %q, want %q", name, got, want)
		}
		if got := nameIf(set.Named(name)); got != want {
			t.Errorf("set: %q found %q, want %q", name, got, want)
		}
	}
}

func nameIf(card *Card, ok bool) string {
	if !ok {
		return ""
	}
	return card.Name
}

// TestEachGivesEveryCard: Each reads every stored card once, stops at
// the first error fn returns, and says when none are imported.
func TestEachGivesEveryCard(t *testing.T) {
	store := fixtureStore(t)
	seen := map[string]bool{}
	if err := store.Each(func(c *Card) error { seen[c.Name] = true; return nil }); err != nil {
		t.Fatal(err)
	}
	if len(seen) != 315 || !seen["Lightning Bolt"] {
		t.Errorf("Each gave %d cards", len(seen))
	}
	stop := errors.New("stop")
	n := 0
	if err := store.Each(func(*Card) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("Each after an error: %v, %d calls", err, n)
	}
	if err := emptyStore(t).Each(func(*Card) error { return nil }); !errors.Is(err, ErrNoCards) {
		t.Errorf("no cards: %v", err)
	}
	if _, ok, err := emptyStore(t).Named("Lightning Bolt"); ok || err != nil {
		t.Errorf("no cards: Named %v %v", ok, err)
	}
}
