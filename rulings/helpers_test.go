package rulings

import (
	"errors"
	"testing"
)

// Cards for the engine tests, built from the ability vocabulary in Go
// rather than through the scenario language.

func mustCost(t testing.TB, s string) ManaCost {
	t.Helper()
	m, err := ParseManaCost(s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func basicLand(t testing.TB, name string, c Color) *CardDefinition {
	return &CardDefinition{Name: name, Faces: []Characteristics{{
		Name: name, Supertypes: []string{"basic"}, Types: []string{"land"}, Subtypes: []string{name},
		Abilities: []*Ability{{Kind: ActivatedAbility, Mana: true, Text: "{T}: add {" + c.Symbol() + "}",
			Cost:   Cost{Tap: true},
			Effect: []Instruction{{Op: "add-mana", Colors: ColorSet(0).With(c), Amount: Value{N: 1}}}}},
	}}}
}

func creature(t testing.TB, name, cost string, power, toughness int, abilities ...*Ability) *CardDefinition {
	m := mustCost(t, cost)
	return &CardDefinition{Name: name, Faces: []Characteristics{{
		Name: name, ManaCost: m, HasCost: true, Colors: m.Colors(), Types: []string{"creature"},
		Power: power, Toughness: toughness, Abilities: abilities,
	}}}
}

func instant(t testing.TB, name, cost string, a *Ability) *CardDefinition {
	m := mustCost(t, cost)
	a.Kind = SpellAbility
	return &CardDefinition{Name: name, Faces: []Characteristics{{
		Name: name, ManaCost: m, HasCost: true, Colors: m.Colors(), Types: []string{"instant"}, Abilities: []*Ability{a},
	}}}
}

func permanent(name string, types []string, abilities ...*Ability) *CardDefinition {
	return &CardDefinition{Name: name, Faces: []Characteristics{{Name: name, Types: types, Abilities: abilities}}}
}

func target(name string) Ref { return Ref{Kind: RefTarget, Name: name} }

func you() Ref { return Ref{Kind: RefYou} }

// twoPlayerGame starts alice's main phase with nothing in play.
func twoPlayerGame(t testing.TB) *Game {
	g := NewGame(Rules2006(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	return g
}

func add(g *Game, p PlayerID, z Zone, d *CardDefinition, n int) []ObjectID {
	var ids []ObjectID
	for range n {
		ids = append(ids, g.AddCard(p, z, d))
	}
	return ids
}

func start(t testing.TB, g *Game) {
	t.Helper()
	if err := g.Start(); err != nil {
		t.Fatal(err)
	}
}

func names(g *Game, ids []ObjectID) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.Name(id)
	}
	return out
}

func wantIllegal(t testing.TB, err error, rule string) {
	t.Helper()
	var illegal *IllegalError
	if !errors.As(err, &illegal) {
		t.Fatalf("got %v, want an illegal action citing %s", err, rule)
	}
	if illegal.Rule != rule {
		t.Fatalf("illegal action cites %s (%s), want %s", illegal.Rule, illegal.Reason, rule)
	}
}
