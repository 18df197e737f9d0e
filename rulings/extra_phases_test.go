package rulings

import "testing"

// Phases added after the precombat main phase come before the turn's own
// combat phase: main, additional combat, additional main, combat, main
// (300.7). Added after the postcombat main phase, they come before the end
// phase.
func TestAdditionalCombatPhasesComeAfterTheCurrentMainPhase(t *testing.T) {
	for _, tc := range []struct {
		from StepKind
		want []bool // whether a combat phase follows each main phase in turn
	}{
		{Main1, []bool{true, true, false}},
		{Main2, []bool{true, false}},
	} {
		g := twoPlayerGame(t)
		g.step = tc.from
		g.extraCombats = 1
		for i, want := range tc.want {
			if got := g.addedPhasesFollow(); got != want {
				t.Fatalf("from %s, main phase %d: a combat phase follows = %v, want %v", tc.from, i+1, got, want)
			}
			g.step = Main2
		}
	}
}
