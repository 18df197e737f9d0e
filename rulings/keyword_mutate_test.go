package rulings

import (
	"slices"
	"testing"
)

// TestMutateMergeOverAndUnder checks the merged permanent each way of
// merging makes: the topmost component's characteristics with every
// component's abilities (730.2a, 702.140e), the same object as before
// (730.2c), and, leaving the battlefield, one event that puts every
// component into the zone (730.3).
func TestMutateMergeOverAndUnder(t *testing.T) {
	for _, top := range []bool{true, false} {
		g := twoPlayerGame(t)
		drake := creature(t, "Wind Drake", "{2}{U}", 2, 2, kw(t, "flying"))
		beast := creature(t, "Gemrazer", "{3}{G}", 4, 4, kw(t, "trample"), kw(t, "mutate {1}{G}{G}"))
		id := g.AddCard(0, ZoneInPlay, drake)
		start(t, g)
		target := g.objects[id]
		target.Counters = map[string]int{"+1/+1": 1}
		g.merge(target, &Object{Card: beast, Owner: 0, Controller: 0, Face: -1}, top, "Gemrazer")
		if g.objects[id] != target {
			t.Fatalf("top %v: the merged permanent is a new object", top)
		}
		v := g.view(id)
		c := v.chars()
		wantName, wantPower := "Gemrazer", 5
		if !top {
			wantName, wantPower = "Wind Drake", 3
		}
		if c.Name != wantName || c.Power != wantPower {
			t.Errorf("top %v: merged permanent is %s %d/%d, want %s with power %d", top, c.Name, c.Power, c.Toughness, wantName, wantPower)
		}
		for _, k := range []string{"flying", "trample"} {
			if !hasKeyword(c, k) {
				t.Errorf("top %v: merged permanent lacks %s", top, k)
			}
		}
		ev := g.move(id, ZoneGraveyard, 0)
		if ev.From != ZoneInPlay || ev.To != ZoneGraveyard {
			t.Fatalf("top %v: event %+v", top, ev)
		}
		got := names(g, g.Zone(0, ZoneGraveyard))
		slices.Sort(got)
		if want := []string{"Gemrazer", "Wind Drake"}; !slices.Equal(got, want) {
			t.Errorf("top %v: graveyard holds %v, want %v", top, got, want)
		}
	}
}

// TestMutateTargetFilter checks what a mutating creature spell may
// target: a non-Human creature with the same owner as the spell
// (702.140a).
func TestMutateTargetFilter(t *testing.T) {
	g := twoPlayerGame(t)
	spell := g.AddCard(0, ZoneHand, creature(t, "Gemrazer", "{3}{G}", 4, 4))
	drake := g.AddCard(0, ZoneInPlay, creature(t, "Wind Drake", "{2}{U}", 2, 2))
	human := creature(t, "Village Elder", "{G}", 1, 2)
	human.Faces[0].Subtypes = []string{"Human", "Druid"}
	elder := g.AddCard(0, ZoneInPlay, human)
	theirs := g.AddCard(1, ZoneInPlay, creature(t, "Wind Drake", "{2}{U}", 2, 2))
	start(t, g)
	spec := TargetSpec{Names: []string{mutateTarget}, Filter: mutateFilter}
	legal := g.legalTargets(g.objects[spell], spec, 0)
	if len(legal) != 1 || legal[0].Object != drake {
		t.Fatalf("legal targets %v, want only alice's Wind Drake %d (not the Human %d, not bob's creature %d)", legal, drake, elder, theirs)
	}
}
