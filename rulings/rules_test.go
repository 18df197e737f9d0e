package rulings

import (
	"errors"
	"slices"
	"testing"
)

func TestRulesForChoosesTheEditionsEraByDate(t *testing.T) {
	for _, tc := range []struct {
		edition string
		want    string
		err     error
	}{
		{"seed", ReferenceEdition, nil},
		{"2006-10-01", ReferenceEdition, nil},
		{"2008-02-01", ReferenceEdition, nil},
		{"2005-10-01", "", ErrNoRules},
		{"2026-04-17", Edition2026, nil},
		{"latest", "", ErrNoRules},
	} {
		r, err := RulesFor(tc.edition)
		if !errors.Is(err, tc.err) || r.Edition != tc.want {
			t.Errorf("RulesFor(%q) = %q, %v; want %q, %v", tc.edition, r.Edition, err, tc.want, tc.err)
		}
	}
}

// manaLeftInMain2 taps a Swamp for mana in main2 and lets the phase end.
func manaLeftInMain2(t *testing.T, rules Rules) *Game {
	t.Helper()
	g := NewGame(rules, []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main2)
	swamp := add(g, 0, ZoneInPlay, basicLand(t, "Swamp", Black), 1)[0]
	start(t, g)
	if err := g.playManaAbility(0, swamp, g.view(swamp).chars().Abilities[0], PlayRequest{}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestManaBurnIsARuleOfTheEra(t *testing.T) {
	if g := manaLeftInMain2(t, Rules2006()); g.players[0].Life != 19 {
		t.Errorf("under the 2006 rules unused mana burns: life %d, want 19", g.players[0].Life)
	}
	later := Rules2006()
	later.ManaBurn = false
	g := manaLeftInMain2(t, later)
	if g.players[0].Life != 20 || g.players[0].Pool.Total() != 0 || !g.Trace().Cited("300.3", "is lost") || g.Trace().Cited("300.3", "mana burn") {
		t.Errorf("without mana burn the pool empties and no life is lost: life %d, trace\n%s", g.players[0].Life, g.Trace())
	}
}

func TestRuleNumbersComeFromTheRulesValue(t *testing.T) {
	later := Rules2006()
	later.Edition = "2099-01-01"
	later.Numbers = map[string]string{"300.3": "500.4", "406.1": "106.4"}
	later.Words.PlaysAbility = "activates"
	g := manaLeftInMain2(t, later)
	if cites := g.Trace().Cites(); slices.Contains(cites, "300.3") || !slices.Contains(cites, "500.4") {
		t.Errorf("the trace should cite the edition's numbers, got %v", cites)
	}
	if !g.Trace().Cited("411.1", "alice activates Swamp's mana ability") {
		t.Errorf("the trace should use the edition's words:\n%s", g.Trace())
	}
}

// twoBearsFight has alice's 2/2 attack into bob's 2/2 blocker.
func twoBearsFight(t *testing.T, rules Rules) *Game {
	t.Helper()
	g := NewGame(rules, []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	a := add(g, 0, ZoneInPlay, creature(t, "Attacker", "{1}{G}", 2, 2), 1)[0]
	b := add(g, 1, ZoneInPlay, creature(t, "Blocker", "{1}{G}", 2, 2), 1)[0]
	start(t, g)
	if err := g.DeclareAttackers(0, []ObjectID{a}); err != nil {
		t.Fatal(err)
	}
	if err := g.DeclareBlockers(1, []Block{{Blocker: b, Attacker: a}}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestCombatDamageUsesTheStackOnlyWhereTheRulesSaySo(t *testing.T) {
	g := twoBearsFight(t, Rules2006())
	if len(g.stack) != 1 || len(g.inPlay) != 2 {
		t.Fatalf("under the 2006 rules combat damage waits on the stack: stack %d, in play %d", len(g.stack), len(g.inPlay))
	}
	later := Rules2006()
	later.CombatDamageOnStack = false
	g = twoBearsFight(t, later)
	if len(g.stack) != 0 || len(g.inPlay) != 0 || g.Trace().Cited("310.1", "on the stack") {
		t.Fatalf("without the stack combat damage is dealt at once: stack %d, in play %d\n%s", len(g.stack), len(g.inPlay), g.Trace())
	}
}

func TestLegendRuleIsARuleOfTheEra(t *testing.T) {
	legend := creature(t, "Legend", "{2}", 2, 2)
	legend.Faces[0].Supertypes = []string{"legendary"}
	play := func(rules Rules, answer string) (*Game, error) {
		g := NewGame(rules, []string{"alice", "bob"}, 1)
		g.SetTurn(1, 0, Main1)
		add(g, 0, ZoneInPlay, legend, 2)
		add(g, 1, ZoneInPlay, legend, 1)
		if answer != "" {
			g.Choose(0, answer)
		}
		return g, g.Start()
	}
	g, err := play(Rules2006(), "")
	if err != nil || len(g.inPlay) != 0 || !g.Trace().Cited("420.5e", "all are put") {
		t.Fatalf("under the 2006 rules all three go: %v, in play %d", err, len(g.inPlay))
	}
	later := Rules2006()
	later.Legend = LegendControllerKeepsOne
	var decision *DecisionError
	if _, err := play(later, ""); !errors.As(err, &decision) || decision.Kind != ChooseObject {
		t.Fatalf("each controller chooses which legend to keep: got %v", err)
	}
	g, err = play(later, "2 of 2")
	if err != nil || len(g.inPlay) != 2 {
		t.Fatalf("alice keeps one and bob's stays: %v, in play %d\n%s", err, len(g.inPlay), g.Trace())
	}
}
