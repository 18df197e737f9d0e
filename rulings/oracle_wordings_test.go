package rulings

import (
	"errors"
	"testing"
)

// TestCheckInstructionRefusesGroupsOfPlayersActedOnAsPermanents checks
// that an instruction acting on the permanents a filter matches is
// refused when the filter names only players, and not otherwise.
func TestCheckInstructionRefusesGroupsOfPlayersActedOnAsPermanents(t *testing.T) {
	opponents := Filter{Player: true, Controller: "opponent", Text: "opponents"}
	creatures := Filter{Types: []string{"creature"}, Text: "creatures"}
	for _, op := range []string{"destroy-all", "gain-ability-all", "lose-all-abilities", "each-sacrifice"} {
		if err := CheckInstruction(Instruction{Op: op, Filter: opponents, Player: you(), Text: op}); !errors.Is(err, ErrNoEffect) {
			t.Errorf("%s of opponents: got %v, want ErrNoEffect", op, err)
		}
	}
	if err := CheckInstruction(Instruction{Op: "destroy-all", Filter: creatures, Player: you()}); err != nil {
		t.Errorf("destroy-all of creatures: %v", err)
	}
	// Damage to each opponent is dealt to players.
	if err := CheckInstruction(Instruction{Op: "damage-each", Filter: opponents, Player: Ref{Kind: RefThis}}); err != nil {
		t.Errorf("damage-each to opponents: %v", err)
	}
}

// TestColorlessSymbol checks that {C} is read, counts toward mana value,
// and is paid only with colorless mana.
func TestColorlessSymbol(t *testing.T) {
	m := mustCost(t, "{2}{C}")
	if m.Colorless != 1 || m.ConvertedCost() != 3 || m.String() != "{2}{C}" || m.Colors() != 0 {
		t.Fatalf("{2}{C} read as %+v (%s, mana value %d)", m, m, m.ConvertedCost())
	}
	g := twoPlayerGame(t)
	colored := ManaPool{Colored: [5]int{Green: 3}}
	if err := g.payMana(0, &colored, m); err == nil {
		t.Fatal("{2}{C} paid with {G}{G}{G}")
	}
	mixed := ManaPool{Colorless: 1, Colored: [5]int{Green: 2}}
	if err := g.payMana(0, &mixed, m); err != nil || mixed.Total() != 0 {
		t.Fatalf("{2}{C} with {1}{G}{G}: %v, left %s", err, mixed)
	}
}
