package rulings

import "testing"

func TestSettleLoop(t *testing.T) {
	g := twoPlayerGame(t)
	start(t, g)
	got, err := g.SettleLoop(1, 0, 5, 0)
	if err != nil || got != (LoopSettlement{Times: 5, LastWord: 1}) {
		t.Fatalf("bob agrees to alice's 5: %+v, %v; want 5 times, bob's last word", got, err)
	}
	got, err = g.SettleLoop(0, 1, 5, 2)
	if err != nil || got != (LoopSettlement{Times: 2, LastWord: 0}) {
		t.Fatalf("bob chooses 2: %+v, %v; want 2 times, alice's last word", got, err)
	}
	if _, err := g.SettleLoop(0, 1, 5, 7); err == nil {
		t.Fatal("bob chose a higher number and it was accepted")
	}
}

func TestSettleOwnLoopNeedsANumber(t *testing.T) {
	g := twoPlayerGame(t)
	start(t, g)
	if err := g.SettleOwnLoop(0, 0); err == nil {
		t.Error("SettleOwnLoop(0 times) succeeded, want an error")
	}
	if err := g.SettleOwnLoop(0, 3); err != nil {
		t.Errorf("SettleOwnLoop(3 times) = %v", err)
	}
}
