package rulings

import "testing"

func TestEnteringControllerOnlyForOpponentsThisTurn(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	bears := add(g, 0, ZoneHand, creature(t, "Grizzly Bears", "{1}{G}", 2, 2), 1)[0]
	wall := add(g, 0, ZoneHand, permanent("Ornithopter Wall", []string{"artifact"}), 1)[0]
	g.enterControl = []enterControlEffect{{Controller: 1, Filter: Filter{Types: []string{"creature"}, Text: "creature"}, Source: "Gather Specimens", Turn: g.turn}}
	if got := g.enteringController(g.objects[bears], 0); got != 1 {
		t.Errorf("a creature entering under alice's control enters under player %d's, want bob's (1)", got)
	}
	if got := g.enteringController(g.objects[bears], 1); got != 1 {
		t.Errorf("a creature entering under bob's own control enters under player %d's, want bob's (1)", got)
	}
	if got := g.enteringController(g.objects[wall], 0); got != 0 {
		t.Errorf("a noncreature entering under alice's control enters under player %d's, want alice's (0)", got)
	}
	g.enterControl[0].Turn = g.turn - 1
	if got := g.enteringController(g.objects[bears], 0); got != 0 {
		t.Errorf("an effect of an earlier turn changed the controller to player %d, want alice's (0)", got)
	}
}
