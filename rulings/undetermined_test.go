package rulings

import "testing"

func TestHighestCostYouControl(t *testing.T) {
	g := twoPlayerGame(t)
	add(g, 1, ZoneInPlay, creature(t, "Craw Wurm", "{4}{G}{G}", 6, 4), 1)
	start(t, g)
	r := &resolution{g: g, controller: 0, vars: map[string]int{}}
	if got := r.value(Value{Var: HighestCostYouControl}); got != 0 {
		t.Fatalf("with no permanents: %d, want 0 (104.2)", got)
	}
	add(g, 0, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)
	add(g, 0, ZoneInPlay, creature(t, "Hill Giant", "{3}{R}", 3, 3), 1)
	if got := r.value(Value{Var: HighestCostYouControl}); got != 4 {
		t.Fatalf("with Grizzly Bears and Hill Giant: %d, want 4", got)
	}
}
