package rulings

import (
	"slices"
	"testing"
)

// TestCopiableValuesLeaveOutEffectsAndCounters copies a creature pumped by
// an effect and carrying counters: the copy has only the printed values
// (503.2), and a copy of the copy has the copied ones (503.3).
func TestCopiableValuesLeaveOutEffectsAndCounters(t *testing.T) {
	g := twoPlayerGame(t)
	bear := add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0]
	first := add(g, 1, ZoneInPlay, creature(t, "Shifter", "{3}{U}", 0, 1), 1)[0]
	second := add(g, 1, ZoneInPlay, creature(t, "Mimic", "{3}{U}", 0, 1), 1)[0]
	start(t, g)
	g.objects[bear].Counters = map[string]int{"+1/+1": 2}
	g.effects = append(g.effects, &ContinuousEffect{Layer: LayerPowerToughnessSet, Objects: []ObjectID{bear}, PowerDelta: 3, ToughnessDelta: 3, Duration: UntilEndOfTurn})
	g.effectsChanged()
	if p, tg := g.PowerToughness(bear); p != 7 || tg != 7 {
		t.Fatalf("Bear is %d/%d, want 7/7", p, tg)
	}
	g.becomeCopy(g.objects[first], bear, nil, "503.4")
	if p, tg := g.PowerToughness(first); p != 2 || tg != 2 || g.Name(first) != "Bear" {
		t.Fatalf("the copy is %s %d/%d, want Bear 2/2", g.Name(first), p, tg)
	}
	if !g.Trace().Cited("503.2", "not its counters") {
		t.Fatalf("no step says the counters aren't copied:\n%s", g.Trace())
	}
	g.becomeCopy(g.objects[second], first, nil, "503.4")
	if g.Name(second) != "Bear" || !g.Trace().Cited("503.3", "is itself a copy") {
		t.Fatalf("a copy of the copy is %s:\n%s", g.Name(second), g.Trace())
	}
}

// TestFaceDownCopiesStayFaceDown checks the face-down cases of 503.2 and
// 504.7: copying a face-down permanent copies the face-down 2/2, and a
// face-down permanent that copies something keeps looking face down while
// its values underneath change.
func TestFaceDownCopiesStayFaceDown(t *testing.T) {
	g := twoPlayerGame(t)
	demon := add(g, 0, ZoneInPlay, creature(t, "Demon", "{2}{B}{B}", 6, 6), 1)[0]
	lorian := add(g, 0, ZoneInPlay, creature(t, "Lorian", "{1}{G}{G}", 4, 1), 1)[0]
	clone := add(g, 1, ZoneInPlay, creature(t, "Clone", "{3}{U}", 0, 1), 1)[0]
	start(t, g)
	g.objects[demon].FaceDown = true
	g.becomeCopy(g.objects[clone], demon, nil, "503.5")
	if c := g.view(clone).chars(); c.Name != "" || c.Power != 2 || !slices.Equal(c.Types, []string{"creature"}) || g.objects[clone].FaceDown {
		t.Fatalf("a copy of a face-down permanent is %+v (face down %v), want a nameless face-up 2/2 creature", c, g.objects[clone].FaceDown)
	}
	g.becomeCopy(g.objects[demon], lorian, nil, "503.4")
	if c := g.view(demon).chars(); c.Power != 2 || c.Name != "" {
		t.Fatalf("the face-down copy shows %+v, want the face-down 2/2", c)
	}
	if c := underlyingFaces(g.objects[demon])[0]; c.Name != "Lorian" {
		t.Fatalf("turned face up it would be %q, want Lorian", c.Name)
	}
}

func TestTotalsWithChoices(t *testing.T) {
	w, u := mustCost(t, "{W}"), mustCost(t, "{U}")
	var got []string
	for _, c := range totalsWithChoices([]ManaCost{w, u}, 3) {
		got = append(got, c.String())
	}
	want := []string{"{W}{W}{W}", "{W}{W}{U}", "{W}{U}{U}", "{U}{U}{U}"}
	if !slices.Equal(got, want) {
		t.Fatalf("totals %v, want %v", got, want)
	}
}
