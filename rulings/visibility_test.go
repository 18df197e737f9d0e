package rulings

import "testing"

// The zones' rules decide who sees a card, without turn control: a
// library is seen by no one, a hand by its owner, a graveyard and the
// removed-from-the-game zone by everyone, a face-down permanent by its
// controller.
func TestWhoSeesACard(t *testing.T) {
	g := twoPlayerGame(t)
	bears := creature(t, "Grizzly Bears", "{1}{G}", 2, 2)
	lib := add(g, 1, ZoneLibrary, bears, 1)[0]
	hand := add(g, 1, ZoneHand, bears, 1)[0]
	grave := add(g, 1, ZoneGraveyard, bears, 1)[0]
	removed := add(g, 1, ZoneRemoved, bears, 1)[0]
	faceUp := add(g, 1, ZoneInPlay, bears, 1)[0]
	faceDown := add(g, 1, ZoneInPlay, bears, 1)[0]
	g.objects[faceDown].FaceDown = true
	start(t, g)
	for _, c := range []struct {
		what       string
		id         ObjectID
		alice, bob bool
	}{
		{"a card in bob's library", lib, false, false},
		{"a card in bob's hand", hand, false, true},
		{"a card in bob's graveyard", grave, true, true},
		{"a card bob owns removed from the game", removed, true, true},
		{"bob's face-up permanent", faceUp, true, true},
		{"bob's face-down permanent", faceDown, false, true},
	} {
		if got := g.CanSee(0, c.id); got != c.alice {
			t.Errorf("alice sees %s: %v, want %v", c.what, got, c.alice)
		}
		if got := g.CanSee(1, c.id); got != c.bob {
			t.Errorf("bob sees %s: %v, want %v", c.what, got, c.bob)
		}
	}
	wantIllegal(t, g.LookAtHand(0, 1), "217.3c")
	wantIllegal(t, g.LookAt(0, faceDown), "504.3")
	if err := g.LookAt(1, faceDown); err != nil {
		t.Fatalf("bob looks at his own face-down permanent: %v", err)
	}
	if !g.Trace().Cited("504.3", "it is Grizzly Bears") {
		t.Error("no step says what bob's face-down permanent is")
	}
	// What bob can't see, the controller of his turn can't either.
	g.controlledTurn = turnControl{player: 1, by: 0, on: true}
	if g.CanSee(0, lib) || !g.CanSee(0, hand) || !g.CanSee(0, faceDown) {
		t.Error("the controller of bob's turn should see what bob sees, and only that (507.2)")
	}
}

// Every player remaining in the game must agree to an intentional draw
// for the game to be a draw; no player can agree for another.
func TestIntentionalDrawNeedsEveryPlayer(t *testing.T) {
	g := twoPlayerGame(t)
	start(t, g)
	g.ActFor(0, 1)
	wantIllegal(t, g.AgreeToDraw(1), "507.3")
	g.ActFor(1, 1)
	if err := g.AgreeToDraw(1); err != nil {
		t.Fatal(err)
	}
	if g.Over() {
		t.Fatal("the game ended with only bob agreeing")
	}
	if err := g.AgreeToDraw(0); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.players[0].Lost || g.players[1].Lost {
		t.Fatal("the game should be a draw, with no player losing")
	}
	if !g.Trace().Cited("102.4", "the game is a draw") {
		t.Error("no step says the game is a draw")
	}
}

// A player choosing for himself a card of the wrong type for a wish is
// refused under 413.2c, and his next answer is taken.
func TestWishRefusesACardOfTheWrongType(t *testing.T) {
	g := twoPlayerGame(t)
	add(g, 0, ZoneOutside, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)
	add(g, 0, ZoneOutside, creature(t, "Hill Giant", "{3}{R}", 3, 3), 1)
	add(g, 0, ZoneOutside, instant(t, "Shock", "{R}", &Ability{}), 1)
	start(t, g)
	g.Choose(0, "Shock")
	g.Choose(0, "Hill Giant")
	r := &resolution{g: g, controller: 0}
	f := Filter{Types: []string{"creature"}, Text: "creature card"}
	if err := opWish(g, r, Instruction{Op: "wish", Player: you(), Filter: f}); err != nil {
		t.Fatal(err)
	}
	refused := g.TakeRefusedAnswers()
	if len(refused) != 1 || refused[0].Err.Rule != "413.2c" || refused[0].Left != 1 {
		t.Fatalf("refused answers %+v, want Shock refused under 413.2c with one answer left", refused)
	}
	if got := names(g, g.players[0].Hand); len(got) != 1 || got[0] != "Hill Giant" {
		t.Fatalf("alice's hand: %v, want Hill Giant", got)
	}
	if len(g.players[0].Sideboard) != 2 {
		t.Fatalf("alice's sideboard holds %d cards, want 2", len(g.players[0].Sideboard))
	}
}
