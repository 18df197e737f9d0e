package rulings

import "testing"

// Only a permanent's controller may play its activated abilities (403.2);
// the attempt is reversed and its controller keeps priority (422.2).
func TestOnlyTheControllerPlaysAnActivatedAbility(t *testing.T) {
	g := twoPlayerGame(t)
	pinger := creature(t, "Pinger", "{2}{U}", 1, 1, &Ability{Kind: ActivatedAbility, Text: "{T}: this deals 1 damage to T",
		Cost:    Cost{Tap: true},
		Targets: []TargetSpec{{Names: []string{"T"}, Filter: Filter{Player: true, Text: "player"}}},
		Effect:  []Instruction{{Op: "damage", Amount: Value{N: 1}, Object: target("T"), Player: target("T")}}})
	id := add(g, 0, ZoneInPlay, pinger, 1)[0]
	start(t, g)
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	err := g.Activate(PlayRequest{Player: 1, Card: id, Targets: []Target{{Player: 0, IsPlayer: true}}})
	wantIllegal(t, err, "403.2")
	if !g.Trace().Cited("422.2", "bob had priority and retains it") {
		t.Errorf("the reversal should leave bob with priority:\n%s", g.Trace())
	}
	if g.players[0].Life != 20 || g.objects[id].Tapped {
		t.Error("the illegal activation should have been reversed")
	}
}
