package rulings

import (
	"errors"
	"testing"
)

func replacing(text string, r *Replacement) *Ability {
	r.Text = text
	return &Ability{Kind: StaticAbility, Text: text, Static: &Static{Kind: Replaces, Replacement: r}}
}

// TestAffectedControllerChoosesTheReplacement destroys a creature that
// two replacement effects would send elsewhere than the graveyard: its
// controller must choose which applies, and the other then doesn't
// (616.1, 616.1f).
func TestAffectedControllerChoosesTheReplacement(t *testing.T) {
	exile := permanent("Ward", []string{"enchantment"}, replacing("if a card would be put into a graveyard from anywhere, instead exile it", &Replacement{Event: ReplaceToGraveyard, Zone: ZoneRemoved}))
	keeper := creature(t, "Keeper", "{3}{G}", 3, 3, replacing("if this creature would die, instead shuffle it into its owner's library", &Replacement{Event: ReplaceDies, Zone: ZoneLibrary, Shuffle: true}))
	for _, tc := range []struct {
		answer string
		zone   Zone
	}{{"", ZoneNone}, {"shuffle", ZoneLibrary}, {"exile", ZoneRemoved}} {
		g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
		g.SetTurn(1, 0, Main1)
		add(g, 1, ZoneInPlay, exile, 1)
		id := add(g, 1, ZoneInPlay, keeper, 1)[0]
		start(t, g)
		if tc.answer != "" {
			g.Choose(1, tc.answer)
		}
		g.destroy([]ObjectID{id}, false)
		err := g.takeKeywordError()
		if tc.answer == "" {
			var decision *DecisionError
			if !errors.As(err, &decision) || decision.Kind != ChooseReplacement || decision.Player != "bob" {
				t.Errorf("unscripted: want bob's choice of a replacement effect, got %v", err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.answer, err)
		}
		if got := g.Zone(1, tc.zone); len(got) != 1 || g.CardName(got[0]) != "Keeper" {
			t.Errorf("%s: Keeper should be in bob's %s, which holds %v\n%s", tc.answer, tc.zone, got, g.Trace())
		}
		if len(g.Zone(1, ZoneGraveyard)) != 0 {
			t.Errorf("%s: nothing should reach the graveyard", tc.answer)
		}
	}
}

// TestEachReplacementAppliesOnce doubles 2 damage with two doubling
// effects: 8, not 4 and not forever (614.5).
func TestEachReplacementAppliesOnce(t *testing.T) {
	doubler := permanent("Doubler", []string{"enchantment"}, replacing("double", &Replacement{Event: ReplaceDamage, Double: true, Filter: Filter{Types: []string{"creature"}, Controller: "you"}}))
	g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.SetTurn(1, 0, Main1)
	add(g, 0, ZoneInPlay, doubler, 2)
	bear := add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0]
	start(t, g)
	g.dealDamage("510.2", g.view(bear), 2, Target{Player: 1, IsPlayer: true})
	if life := g.players[1].Life; life != 12 {
		t.Errorf("bob's life is %d, want 12 (2 doubled twice)\n%s", life, g.Trace())
	}
}
