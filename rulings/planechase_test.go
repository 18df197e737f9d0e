package rulings

import (
	"slices"
	"strings"
	"testing"
)

// planeCard is a plane card whose chaos ability gains its controller
// chaos life, with the other abilities given.
func planeCard(name string, chaos int, abilities ...*Ability) *CardDefinition {
	gain := &Ability{Kind: TriggeredAbility, Text: "Whenever chaos ensues, you gain life.",
		Trigger: &Trigger{Kind: OnEvent, Event: ActionCompleted, Condition: chaosAbility},
		Effect:  []Instruction{{Op: "gain-life", Player: you(), Amount: Value{N: chaos}, Text: "you gain life"}}}
	return permanent(name, []string{"plane"}, append(abilities, gain)...)
}

// planechaseGame starts alice's precombat main phase of turn 2 under the
// 2026 rules, on plane with alice's planar deck holding deck, top first.
func planechaseGame(t *testing.T, plane *CardDefinition, deck ...*CardDefinition) *Game {
	t.Helper()
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(2, 0, Main1)
	if _, err := g.SetFaceUpPlane(0, plane); err != nil {
		t.Fatal(err)
	}
	for _, d := range deck {
		if _, err := g.AddToPlanarDeck(0, d); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestPlanarDeckHoldsOnlyPlanarCardsOfDifferentNames refuses a creature
// card and a second card of one name in a planar deck (901.3), and a
// phenomenon as the plane the game is set up on.
func TestPlanarDeckHoldsOnlyPlanarCardsOfDifferentNames(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	if _, err := g.AddToPlanarDeck(0, creature(t, "Grizzly Bears", "{1}{G}", 2, 2)); err == nil || !strings.Contains(err.Error(), "901.3") {
		t.Errorf("a creature card in a planar deck: got %v, want a refusal citing 901.3", err)
	}
	plane := planeCard("Lethe Lake", 1)
	if _, err := g.AddToPlanarDeck(0, plane); err != nil {
		t.Fatal(err)
	}
	if _, err := g.AddToPlanarDeck(0, plane); err == nil || !strings.Contains(err.Error(), "different English name") {
		t.Errorf("a second Lethe Lake: got %v, want a refusal (901.3)", err)
	}
	if _, err := g.AddToPlanarDeck(1, plane); err != nil {
		t.Errorf("bob's own Lethe Lake: %v", err)
	}
	phenomenon := permanent("Mutual Epiphany", []string{"phenomenon"})
	if _, err := g.SetFaceUpPlane(1, phenomenon); err == nil || !strings.Contains(err.Error(), "704.6f") {
		t.Errorf("a phenomenon as the starting plane: got %v, want a refusal citing 704.6f", err)
	}
}

// TestPlaneswalkMovesThePlaneToTheBottomAndTurnsTheTopCardUp planeswalks
// (701.31b): the face-up plane goes to the bottom of its owner's planar
// deck as a new object (901.7a), the top card is face up, and only the
// face-up plane's chaos ability triggers.
func TestPlaneswalkMovesThePlaneToTheBottomAndTurnsTheTopCardUp(t *testing.T) {
	g := planechaseGame(t, planeCard("Lethe Lake", 1), planeCard("Goldmeadow", 2), planeCard("Naya", 4))
	before := g.faceUpPlanes()
	g.planeswalk(0, "a test")
	if got := g.FaceUpPlanes(); !slices.Equal(got, []string{"Goldmeadow"}) {
		t.Errorf("face up after planeswalking: %v, want [Goldmeadow]", got)
	}
	if got := g.PlanarDeck(0); !slices.Equal(got, []string{"Naya", "Lethe Lake"}) {
		t.Errorf("alice's planar deck: %v, want [Naya Lethe Lake]", got)
	}
	if g.objects[before[0]] != nil {
		t.Error("Lethe Lake turned face down is the same object: it is a new one (901.7a)")
	}
	g.chaosEnsues(0, "a test")
	if len(g.pending) != 1 || g.pending[0].source.name() != "Goldmeadow" {
		t.Fatalf("chaos ensued: pending %v, want Goldmeadow's chaos ability alone", g.pending)
	}
	if g.pending[0].controller != 0 {
		t.Errorf("the chaos ability is controlled by %d, want the planar controller, alice", g.pending[0].controller)
	}
}

// TestOnlyThePlanarControllerPlaneswalks has bob, who isn't the active
// player, planeswalk: nothing happens (701.31a); in a game with no
// planar deck nobody can.
func TestOnlyThePlanarControllerPlaneswalks(t *testing.T) {
	g := planechaseGame(t, planeCard("Lethe Lake", 1), planeCard("Goldmeadow", 2))
	g.planeswalk(1, "a test")
	if got := g.FaceUpPlanes(); !slices.Equal(got, []string{"Lethe Lake"}) {
		t.Errorf("bob planeswalked: face up %v, want Lethe Lake still", got)
	}
	if !g.Trace().Cited("701.31a", "bob isn't the planar controller") {
		t.Errorf("no step says bob isn't the planar controller: %v", g.Trace().Cites())
	}
	plain := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	plain.planeswalk(0, "a test")
	if !plain.Trace().Cited("701.31a", "no Planechase game") {
		t.Errorf("planeswalking outside Planechase: %v", plain.Trace().Cites())
	}
}

// TestPlanarDieCostCountsOnlyTheSpecialAction rolls the planar die by an
// effect, then as the special action: the first special roll costs {0}
// whatever the effect rolled, the second {1} (901.9).
func TestPlanarDieCostCountsOnlyTheSpecialAction(t *testing.T) {
	g := planechaseGame(t, planeCard("Lethe Lake", 1))
	g.Roll(0, "blank")
	if err := g.rollPlanarDie(0, "an effect"); err != nil {
		t.Fatal(err)
	}
	g.Roll(0, "blank")
	if err := g.RollPlanarDie(PlayRequest{Player: 0}); err != nil {
		t.Fatalf("the first special roll after an effect's: %v, want it free", err)
	}
	g.Roll(0, "blank")
	err := g.RollPlanarDie(PlayRequest{Player: 0})
	if !g.Trace().Cited("901.9", "this roll costs {1}") {
		t.Errorf("a second special roll: %v, want it to cost {1}", g.Trace().Cites())
	}
	wantIllegal(t, err, "901.9")
	if err := g.RollPlanarDie(PlayRequest{Player: 1}); err == nil {
		t.Error("bob, not the active player, rolled the planar die")
	} else {
		wantIllegal(t, err, "901.9")
	}
}

// TestPlanarDieFacesAreStatedAsWords takes "blank", "chaos" and
// "planeswalker" (or the symbols) for the planar die and refuses a
// number, and a missing result, naming the player and how to state it.
func TestPlanarDieFacesAreStatedAsWords(t *testing.T) {
	for given, want := range map[string]string{"blank": planarBlank, "{CHAOS}": planarChaos, "chaos": planarChaos, "{PW}": planarPlaneswalker, "Planeswalker": planarPlaneswalker} {
		if got, ok := planarFace(given); !ok || got != want {
			t.Errorf("planarFace(%q) = %q, %v; want %q", given, got, ok, want)
		}
	}
	g := planechaseGame(t, planeCard("Lethe Lake", 1))
	g.Roll(0, "4")
	if err := g.rollPlanarDie(0, "a test"); err == nil || !strings.Contains(err.Error(), "901.3a") {
		t.Errorf("a 4 on the planar die: got %v, want a refusal citing 901.3a", err)
	}
	g = planechaseGame(t, planeCard("Lethe Lake", 1))
	if err := g.rollPlanarDie(0, "a test"); err == nil || !strings.Contains(err.Error(), `"alice rolls blank"`) {
		t.Errorf("no result stated: got %v, want an error saying how to state one", err)
	}
}

// TestPlaneswalkerSymbolTriggersTheSourcelessAbility rolls the
// Planeswalker symbol: the planeswalking ability, with no source, waits
// under the roller's control (901.8, 901.9c); a blank triggers nothing.
func TestPlaneswalkerSymbolTriggersTheSourcelessAbility(t *testing.T) {
	g := planechaseGame(t, planeCard("Lethe Lake", 1), planeCard("Goldmeadow", 2))
	g.Roll(0, "blank")
	if err := g.rollPlanarDie(0, "a test"); err != nil || len(g.pending) != 0 {
		t.Fatalf("a blank: %v, pending %v; want nothing", err, g.pending)
	}
	g.Roll(0, "planeswalker")
	if err := g.rollPlanarDie(0, "a test"); err != nil {
		t.Fatal(err)
	}
	if len(g.pending) != 1 || g.pending[0].ability != planeswalkingAbility || g.pending[0].controller != 0 {
		t.Fatalf("pending %v, want the planeswalking ability under alice's control", g.pending)
	}
}

// TestFaceDownPlanarCardsTriggerNothing keeps the cards of a planar deck
// from triggering: only the face-up plane's abilities function (901.7).
func TestFaceDownPlanarCardsTriggerNothing(t *testing.T) {
	g := planechaseGame(t, planeCard("Lethe Lake", 1), planeCard("Goldmeadow", 2))
	for _, v := range g.commandTriggerSources() {
		if v.name() == "Goldmeadow" {
			t.Error("Goldmeadow, face down in the planar deck, is a trigger source")
		}
	}
}

// TestRollingThePlanarDieTriggersWhateverTheFace has an ability that
// triggers whenever its controller rolls the planar die ("Whenever you
// roll the planar die", CompletedAction) trigger on a blank, and not on
// another player's roll.
func TestRollingThePlanarDieTriggersWhateverTheFace(t *testing.T) {
	action, ok := CompletedAction("roll the planar die")
	if !ok {
		t.Fatal("\"whenever you roll the planar die\" is not read")
	}
	watcher := permanent("Stair Watcher", []string{"enchantment"}, &Ability{Kind: TriggeredAbility, Text: "Whenever you roll the planar die, draw a card.",
		Trigger: &Trigger{Kind: OnEvent, Event: ActionCompleted, Condition: YouComplete(action)},
		Effect:  []Instruction{{Op: "draw", Player: you(), Amount: Value{N: 1}, Text: "draw a card"}}})
	g := planechaseGame(t, planeCard("Lethe Lake", 1))
	add(g, 1, ZoneInPlay, watcher, 1)
	g.Roll(0, "blank")
	if err := g.rollPlanarDie(0, "a test"); err != nil || len(g.pending) != 0 {
		t.Fatalf("alice's roll: %v, pending %v; want nothing for bob's ability", err, g.pending)
	}
	add(g, 0, ZoneInPlay, watcher, 1)
	g.Roll(0, "blank")
	if err := g.rollPlanarDie(0, "a test"); err != nil || len(g.pending) != 1 {
		t.Fatalf("alice's roll: %v, pending %v; want her ability", err, g.pending)
	}
}

// TestPlanarControllerWhoLeavesIsReplaced has alice, the active player
// and planar controller, leave a game of three on a plane Bob owns: Bob,
// next in turn order, becomes the planar controller and controls the
// plane (800.4p), which stays face up.
func TestPlanarControllerWhoLeavesIsReplaced(t *testing.T) {
	g := NewGame(Rules2026(), []string{"alice", "bob", "carol"}, 1)
	g.SetTurn(2, 0, Main1)
	id, err := g.SetFaceUpPlane(1, planeCard("Lethe Lake", 1))
	if err != nil {
		t.Fatal(err)
	}
	g.players[0].Lost = true
	g.leaveGame(0)
	if c := g.planarController(); c != 1 {
		t.Errorf("planar controller %d after alice left, want bob", c)
	}
	if o := g.objects[id]; o == nil || o.Controller != 1 {
		t.Errorf("Lethe Lake after alice left: %+v, want it face up under bob's control", o)
	}
	if !g.Trace().Cited("800.4p", "bob, the next player in turn order still in it, becomes the planar controller") {
		t.Errorf("no step names the new planar controller: %v", g.Trace().Cites())
	}
}

// TestUntilPlaneswalkEffectsEndAsAPlayerPlaneswalks gives a creature
// +2/+2 until a player planeswalks and another +1/+1 until end of turn:
// planeswalking ends the first alone (901.11), citing the rule.
func TestUntilPlaneswalkEffectsEndAsAPlayerPlaneswalks(t *testing.T) {
	g := planechaseGame(t, planeCard("Lethe Lake", 1), planeCard("Goldmeadow", 2))
	bear := g.AddCard(0, ZoneInPlay, creature(t, "Grizzly Bears", "{1}{G}", 2, 2))
	g.effects = append(g.effects,
		&ContinuousEffect{Layer: LayerPowerToughnessSet, Objects: []ObjectID{bear}, PowerDelta: 2, ToughnessDelta: 2, Duration: UntilPlaneswalk, Text: "gets +2/+2 until a player planeswalks"},
		&ContinuousEffect{Layer: LayerPowerToughnessSet, Objects: []ObjectID{bear}, PowerDelta: 1, ToughnessDelta: 1, Duration: UntilEndOfTurn, Text: "gets +1/+1 until end of turn"})
	g.effectsChanged()
	if p, tg := g.PowerToughness(bear); p != 5 || tg != 5 {
		t.Fatalf("before planeswalking: %d/%d, want 5/5", p, tg)
	}
	g.planeswalk(0, "a test")
	if p, tg := g.PowerToughness(bear); p != 3 || tg != 3 {
		t.Errorf("after planeswalking: %d/%d, want 3/3, the effect until end of turn still applying", p, tg)
	}
	if !g.Trace().Cited("901.11", "which lasts until a player planeswalks, ends") {
		t.Errorf("no step says the effect ended: %v", g.Trace().Cites())
	}
}
