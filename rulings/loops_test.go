package rulings

import (
	"errors"
	"testing"
)

// loopGame sets up a Shock on a creature in front of an enchantment that
// makes a 0/0 token each time a creature dies; gain adds "you gain 1 life"
// so that no state repeats.
func loopGame(t *testing.T, gain bool) *Game {
	t.Helper()
	g := twoPlayerGame(t)
	effect := []Instruction{{Op: "create-tokens", Player: you(), Amount: Value{N: 1}, Power: 0, Toughness: 0, Colors: ColorSet(0).With(Black), Subtypes: []string{"Minion"}, Types: []string{"creature"}, Text: "create a 0/0 Minion"}}
	if gain {
		effect = append(effect, Instruction{Op: "gain-life", Player: you(), Amount: Value{N: 1}, Text: "you gain 1 life"})
	}
	engine := permanent("Engine", []string{"enchantment"}, &Ability{Kind: TriggeredAbility, Text: "whenever a creature dies: make a 0/0",
		Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneInPlay, To: ZoneGraveyard, Filter: Filter{Types: []string{"creature"}, Text: "creature"}},
		Effect:  effect})
	add(g, 0, ZoneInPlay, engine, 1)
	add(g, 0, ZoneInPlay, creature(t, "Wisp", "{0}", 0, 0), 1)
	return g
}

func TestMandatoryLoopEndsInADraw(t *testing.T) {
	g := loopGame(t, false)
	start(t, g)
	for i := 0; i < 10 && !g.over; i++ {
		if err := g.PassAll(); err != nil {
			t.Fatal(err)
		}
	}
	if !g.over || !g.Trace().Cited("421.4", "draw") {
		t.Fatalf("a loop of mandatory actions should end the game in a draw:\n%s", g.Trace())
	}
	if n := g.Trace().Count("413.1", "resolves"); n != 2 {
		t.Errorf("the loop should be seen on its first repeat, after 2 resolutions, not %d", n)
	}
}

func TestLoopThatNeverRepeatsStopsAtTheStepLimit(t *testing.T) {
	g := loopGame(t, true)
	g.SetStepLimit(500)
	start(t, g)
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		err = g.PassAll()
	}
	if !errors.Is(err, ErrStepLimit) {
		t.Fatalf("got %v, want the step limit", err)
	}
	if n := len(g.Trace().Steps()); n > 520 {
		t.Errorf("the play ran %d steps past a limit of 500", n-500)
	}
}
