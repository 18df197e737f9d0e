package rulings

import (
	"errors"
	"strings"
	"testing"
)

// TestDiceRollWithoutAStatedResultNamesThePlayerAndTheDie requires a roll
// the script didn't state to be an error, never a result the engine made
// up, saying who rolls which die and how to state it.
func TestDiceRollWithoutAStatedResultNamesThePlayerAndTheDie(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	_, err := g.rollDie(1, 20, "a test")
	var re *RollError
	if !errors.As(err, &re) {
		t.Fatalf("got %v, want a RollError", err)
	}
	for _, want := range []string{"bob", "d20", `"bob rolls N"`} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%q doesn't say %s", err, want)
		}
	}
}

// TestDiceResultTheDieCannotShowIsRefused refuses, with the rule, a
// result outside 1 to N and one that is no number, and takes a good one
// in order.
func TestDiceResultTheDieCannotShowIsRefused(t *testing.T) {
	for _, given := range []string{"7", "0", "chaos"} {
		g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
		g.Roll(0, given)
		_, err := g.rollDie(0, 6, "a test")
		if err == nil || !strings.Contains(err.Error(), "706.1a") || !strings.Contains(err.Error(), given) {
			t.Errorf("alice rolls %q on a d6: got %v, want a refusal citing 706.1a", given, err)
		}
	}
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.Roll(0, "6")
	g.Roll(0, "1")
	for _, want := range []int{6, 1} {
		if n, err := g.rollDie(0, 6, "a test"); err != nil || n != want {
			t.Errorf("rollDie = %d, %v; want %d", n, err, want)
		}
	}
	if left := g.UnusedRolls(); len(left) != 0 {
		t.Errorf("results left after both rolls: %v", left)
	}
}

// TestDiceResultRangesRead reads the ranges of a results table (706.3a):
// a number, two endpoints with a hyphen or en dash, one endpoint and a
// plus; anything else is no range.
func TestDiceResultRangesRead(t *testing.T) {
	for s, want := range map[string][2]int{"20": {20, 20}, "1-9": {1, 9}, "10–19": {10, 19}, "4+": {4, 0}} {
		lo, hi, ok := ParseResultRange(s)
		if !ok || lo != want[0] || hi != want[1] {
			t.Errorf("ParseResultRange(%q) = %d, %d, %v; want %v", s, lo, hi, ok, want)
		}
	}
	for _, s := range []string{"", "0", "9-1", "x", "3-", "+"} {
		if _, _, ok := ParseResultRange(s); ok {
			t.Errorf("ParseResultRange(%q) read a range", s)
		}
	}
}

// TestDiceAttractionDeckHoldsOnlyAttractions refuses a card that isn't an
// Attraction with lit numbers in an Attraction deck (717.2), and checks
// the lit numbers an Attraction may have (717.1).
func TestDiceAttractionDeckHoldsOnlyAttractions(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	bears := permanent("Bears", []string{"creature"})
	if _, err := g.AddToAttractionDeck(0, bears); err == nil || !strings.Contains(err.Error(), "717.2") {
		t.Errorf("a creature card in an Attraction deck: got %v, want a refusal citing 717.2", err)
	}
	kiosk := &CardDefinition{Name: "Kiosk", Lights: []int{2, 4}, Faces: []Characteristics{{Name: "Kiosk", Types: []string{"artifact"}, Subtypes: []string{"Attraction"}}}}
	if _, err := g.AddToAttractionDeck(0, kiosk); err != nil {
		t.Fatal(err)
	}
	if got := g.AttractionDeck(0); len(got) != 1 || got[0] != "Kiosk" {
		t.Errorf("AttractionDeck = %v, want [Kiosk]", got)
	}
	for _, lights := range [][]int{nil, {0}, {7}, {2, 2}} {
		if err := CheckLights("Kiosk", lights); err == nil {
			t.Errorf("CheckLights(%v) accepted", lights)
		}
	}
}
