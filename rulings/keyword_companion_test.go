package rulings

import (
	"strings"
	"testing"
)

// TestCompanionConditionsReadOrRefusedByName checks that the companion
// conditions a game can check are read, and any other is refused with its
// words, as is a companion written without a condition.
func TestCompanionConditionsReadOrRefusedByName(t *testing.T) {
	for _, line := range []string{
		"companion—each permanent card in your starting deck has mana value 2 or less",
		"Companion — Each nonland card in your starting deck has mana value 3 or greater.",
		"companion — each nonland card in your starting deck has a different name",
		"Companion — No card in your starting deck has more than one of the same mana symbol in its mana cost.",
	} {
		abilities, ok, err := ParseKeyword(line, nil)
		if !ok || err != nil || len(abilities) != 1 || abilities[0].Keyword != companion.Name {
			t.Errorf("ParseKeyword(%q) = %+v, %v, %v; want the companion ability", line, abilities, ok, err)
		}
	}
	for line, words := range map[string]string{
		"companion—your starting deck contains only cards with even mana values": "your starting deck contains only cards with even mana values",
		"companion—each creature card in your starting deck is a cat":            "each creature card in your starting deck is a cat",
		"companion—each permanent card in your starting deck has mana value 2":   "has mana value 2",
		"companion": "no condition",
	} {
		_, ok, err := ParseKeyword(line, nil)
		if !ok || err == nil || !strings.Contains(err.Error(), words) {
			t.Errorf("ParseKeyword(%q) = ok %v, err %v; want it refused naming %q", line, ok, err, words)
		}
	}
	if _, ok, _ := ParseKeyword("companions of the hunt", nil); ok {
		t.Error("a word that only starts with companion is not the keyword")
	}
}

// TestManaSymbolsListedOneByOne checks that a cost's symbols are listed
// one by one, a generic amount being one symbol, so that {1}{R} and {1}{U}
// together hold {1} twice where {2}{U}{R} holds it not at all (709.4b of
// 2026).
func TestManaSymbolsListedOneByOne(t *testing.T) {
	for cost, want := range map[string]string{
		"{2}{U}{R}": "{2} {U} {R}",
		"{1}{R}":    "{1} {R}",
		"{W}{W}":    "{W} {W}",
		"{X}{G/W}":  "{X} {G/W}",
	} {
		m, err := ParseManaCost(cost)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(m.symbols(), " "); got != want {
			t.Errorf("symbols of %s = %q, want %q", cost, got, want)
		}
	}
}
