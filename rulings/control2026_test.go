package rulings

import "testing"

// resolving is a resolution of an ability of src controlled by p, with
// one target T.
func resolving(g *Game, p PlayerID, src, target ObjectID) *resolution {
	return &resolution{g: g, controller: p, source: g.view(src), targets: map[string][]Target{"T": {{Object: target}}}, legal: map[string][]Target{"T": {{Object: target}}}, vars: map[string]int{}}
}

func TestControlChangesUntilEndOfTurnAndBack(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	src := add(g, 0, ZoneInPlay, permanent("Treason", []string{"enchantment"}), 1)[0]
	wurm := add(g, 1, ZoneInPlay, creature(t, "Wurm", "{4}{G}{G}", 6, 4), 1)[0]
	start(t, g)
	ins := Instruction{Op: "gain-control-for", Object: Ref{Kind: RefTarget, Name: "T"}, Duration: UntilEndOfTurn, Text: "gain control until end of turn"}
	if err := opGainControlFor(g, resolving(g, 0, src, wurm), ins); err != nil {
		t.Fatal(err)
	}
	if c := g.view(wurm).controller; c != 0 {
		t.Fatalf("alice should control the Wurm, got player %d", c)
	}
	g.endUntilEndOfTurnEffects()
	if c := g.view(wurm).controller; c != 1 {
		t.Errorf("the Wurm should return to bob as the effect ends, got player %d\n%s", c, g.Trace())
	}
}

// TestAsLongAsDurationThatNeverStarts is 611.2b's Example: the source is
// gone before the ability resolves, so the effect does nothing.
func TestAsLongAsDurationThatNeverStarts(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	thief := add(g, 0, ZoneInPlay, creature(t, "Thief", "{2}{U}{U}", 2, 2), 1)[0]
	tome := add(g, 1, ZoneInPlay, permanent("Tome", []string{"artifact"}), 1)[0]
	start(t, g)
	r := resolving(g, 0, thief, tome)
	g.destroy([]ObjectID{thief}, false)
	ins := Instruction{Op: "gain-control-for", Object: Ref{Kind: RefTarget, Name: "T"}, Duration: WhileYouControlSource, Text: "gain control for as long as you control this"}
	if err := opGainControlFor(g, r, ins); err != nil {
		t.Fatal(err)
	}
	if c := g.view(tome).controller; c != 1 || !g.Trace().Cited("611.2b", "does nothing") {
		t.Errorf("the Tome stays bob's and the trace says why: controller %d\n%s", c, g.Trace())
	}
}

// TestExiledUntilSourcesLeaveReturnTogether is 610.3d's Example: two
// sources leave at once, and both cards return at the same time.
func TestExiledUntilSourcesLeaveReturnTogether(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	priests := add(g, 0, ZoneInPlay, creature(t, "Priest", "{1}{W}{W}", 2, 2), 2)
	bears := add(g, 1, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 2)
	start(t, g)
	ins := Instruction{Op: "exile-until-leaves", Object: Ref{Kind: RefTarget, Name: "T"}}
	for i := range priests {
		if err := opExileUntilLeaves(g, resolving(g, 0, priests[i], bears[i]), ins); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.Zone(1, ZoneInPlay)); n != 0 {
		t.Fatalf("both Bears should be exiled, %d left in play", n)
	}
	g.destroy(priests, false)
	if n := len(g.Zone(1, ZoneInPlay)); n != 2 || !g.Trace().Cited("610.3d", "at the same time") {
		t.Errorf("both Bears should return together, %d in play\n%s", n, g.Trace())
	}
}
