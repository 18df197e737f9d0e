package rulings

import "testing"

// TestRestartGame checks the new game a restart begins: every card of
// the game in its owner's library, tokens and sideboards left out, the
// controller of the restart the starting player, seven cards drawn, and
// mulligans to come (727.1-727.3).
func TestRestartGame(t *testing.T) {
	g := game2026(t, Main1)
	bears := creature(t, "Grizzly Bears", "{1}{G}", 2, 2)
	forest := basicLand(t, "Forest", Green)
	add(g, 0, ZoneLibrary, forest, 6)
	add(g, 0, ZoneHand, forest, 2)
	stolen := add(g, 0, ZoneInPlay, bears, 1)[0]
	g.objects[stolen].Owner = 1
	add(g, 1, ZoneGraveyard, bears, 3)
	add(g, 1, ZoneOutside, bears, 1)
	g.createTokenOf(bears, 0)
	if err := opRestartGame(g, &resolution{g: g, controller: 1}, Instruction{Text: "restart the game"}); err != nil {
		t.Fatal(err)
	}
	if g.active != 1 || g.turn != 1 || g.mulligans == nil {
		t.Fatalf("after the restart: turn %d, %s active, mulligans %v; want turn 1, bob starting, mulligans to take", g.turn, g.playerName(g.active), g.mulligans != nil)
	}
	alice, bob := g.players[0], g.players[1]
	if len(alice.Hand) != 7 || len(alice.Library) != 1 || alice.DrewFromEmpty {
		t.Errorf("alice: hand %d, library %d, drew from empty %v; want 7, 1 (her 8 cards, the token gone), false", len(alice.Hand), len(alice.Library), alice.DrewFromEmpty)
	}
	if len(bob.Hand) != 4 || len(bob.Library) != 0 || !bob.DrewFromEmpty || len(bob.Sideboard) != 1 {
		t.Errorf("bob: hand %d, library %d, drew from empty %v, sideboard %d; want 4 (his Bears included), 0, true, 1", len(bob.Hand), len(bob.Library), bob.DrewFromEmpty, len(bob.Sideboard))
	}
	if len(g.inPlay) != 0 {
		t.Errorf("%d permanents after the restart, want none", len(g.inPlay))
	}
}

// TestRestartRefusesInstructionsAfterIt checks that an instruction after
// "restart the game" in the same ability is refused, not played in the
// new game.
func TestRestartRefusesInstructionsAfterIt(t *testing.T) {
	g := game2026(t, Main1)
	restart := Instruction{Op: OpRestartGame, Text: "restart the game"}
	a := &Ability{Effect: []Instruction{restart, {Op: "gain-life", Text: "you gain 1 life"}}}
	if err := opRestartGame(g, &resolution{g: g, controller: 0, ability: a}, restart); err == nil {
		t.Fatal("a restart followed by another instruction was played")
	}
}
