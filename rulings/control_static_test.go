package rulings

import "testing"

// controlAura is an Aura with "You control enchanted creature".
func controlAura() *CardDefinition {
	d := permanent("Control Magic", []string{"enchantment"},
		&Ability{Kind: StaticAbility, Text: "enchant creature", Keyword: "enchant", Static: &Static{Kind: Enchant, Filter: Filter{Types: []string{"creature"}, Text: "creature"}}},
		&Ability{Kind: StaticAbility, Text: "You control enchanted creature", Static: &Static{Kind: ControlAttached, Filter: Filter{Enchanted: true, Types: []string{"creature"}}}})
	d.Faces[0].Subtypes = []string{"Aura"}
	return d
}

// The later of two control-changing effects decides who controls the
// creature, whichever kind comes first, and as the later one ends the
// earlier one applies again rather than the owner getting it back
// (418.5a, 418.5h; 613.1b, 613.7 of 2026).
func TestLaterControlEffectWinsInBothOrders(t *testing.T) {
	for _, rules := range []struct {
		name, timestamps string
		rules            Rules
	}{{"2006", "418.5h", Rules2006()}, {"2026", "613.7", Rules2026()}} {
		t.Run(rules.name+"/aura first", func(t *testing.T) {
			g := NewGame(rules.rules, []string{"alice", "bob"}, 1)
			g.SetTurn(1, 0, Main1)
			wurm := add(g, 1, ZoneInPlay, creature(t, "Wurm", "{4}{G}{G}", 6, 4), 1)[0]
			aura := add(g, 0, ZoneHand, controlAura(), 1)[0]
			src := add(g, 1, ZoneInPlay, permanent("Seizure", []string{"enchantment"}), 1)[0]
			start(t, g)
			g.enterPlayAttached(aura, 0, wurm)
			if c := g.view(wurm).controller; c != 0 {
				t.Fatalf("the Aura should give alice the Wurm, got player %d\n%s", c, g.Trace())
			}
			ins := Instruction{Op: "gain-control-for", Object: target("T"), Duration: UntilEndOfTurn, Text: "gain control until end of turn"}
			if err := opGainControlFor(g, resolving(g, 1, src, wurm), ins); err != nil {
				t.Fatal(err)
			}
			if c := g.view(wurm).controller; c != 1 {
				t.Fatalf("bob's later effect should win over the Aura's, got player %d\n%s", c, g.Trace())
			}
			g.endUntilEndOfTurnEffects()
			if c := g.view(wurm).controller; c != 0 {
				t.Errorf("as bob's effect ends the Aura's applies again and alice controls the Wurm, got player %d\n%s", c, g.Trace())
			}
		})
		t.Run(rules.name+"/spell first", func(t *testing.T) {
			g := NewGame(rules.rules, []string{"alice", "bob"}, 1)
			g.SetTurn(1, 0, Main1)
			wurm := add(g, 1, ZoneInPlay, creature(t, "Wurm", "{4}{G}{G}", 6, 4), 1)[0]
			src := add(g, 0, ZoneInPlay, permanent("Seize", []string{"enchantment"}), 1)[0]
			aura := add(g, 1, ZoneHand, controlAura(), 1)[0]
			start(t, g)
			ins := Instruction{Op: "gain-control-for", Object: target("T"), Duration: Forever, Text: "gain control"}
			if err := opGainControlFor(g, resolving(g, 0, src, wurm), ins); err != nil {
				t.Fatal(err)
			}
			aura = g.enterPlayAttached(aura, 1, wurm)
			if c := g.view(wurm).controller; c != 1 {
				t.Fatalf("bob's Aura, the later effect, should win over alice's, got player %d\n%s", c, g.Trace())
			}
			g.destroy([]ObjectID{aura}, false)
			if c := g.view(wurm).controller; c != 0 {
				t.Errorf("with the Aura gone alice's earlier effect applies again, got player %d\n%s", c, g.Trace())
			}
			if !g.Trace().Cited(rules.timestamps, "has an earlier timestamp than") {
				t.Errorf("the trace should say the later timestamp decides\n%s", g.Trace())
			}
		})
	}
}
