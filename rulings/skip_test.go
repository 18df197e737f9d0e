package rulings

import "testing"

// Two effects that each skip a player's next upkeep skip the next two: one
// is used up by the first occurrence, the other waits for the next
// (419.6f). A skip waits for its own player's step.
func TestEachSkipUsesUpOneOccurrence(t *testing.T) {
	g := twoPlayerGame(t)
	g.skips = []skip{{player: 0, step: Upkeep}, {player: 0, step: Upkeep}}
	g.active, g.step = 1, Upkeep
	if g.skipStep() {
		t.Fatal("bob's upkeep was skipped by alice's effect")
	}
	g.active = 0
	for i := range 2 {
		if !g.skipStep() {
			t.Fatalf("occurrence %d of alice's upkeep wasn't skipped", i+1)
		}
	}
	if g.skipStep() || len(g.skips) != 0 {
		t.Fatalf("a third upkeep was skipped, or skips are left: %v", g.skips)
	}
}
