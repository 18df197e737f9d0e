package rulings

import (
	"slices"
	"testing"
)

// TestSwitchAppliesAfterEveryOtherPowerToughnessEffect plays the three
// Examples of 613.4d on a 1/3 creature: effects are added in order, each
// with a later timestamp, and some end.
func TestSwitchAppliesAfterEveryOtherPowerToughnessEffect(t *testing.T) {
	pump := func(p, t int) *ContinuousEffect {
		return &ContinuousEffect{Layer: LayerPowerToughnessSet, PowerDelta: p, ToughnessDelta: t}
	}
	switched := func() *ContinuousEffect { return &ContinuousEffect{Layer: LayerSwitch, Switches: true} }
	for _, tc := range []struct {
		name    string
		effects []*ContinuousEffect
		end     int // index of an effect that ends, or -1
		p, t    int
	}{
		{"+0/+1 then switch", []*ContinuousEffect{pump(0, 1), switched()}, -1, 4, 1},
		{"a later +5/+0 applies before the switch", []*ContinuousEffect{pump(0, 1), switched(), pump(5, 0)}, -1, 4, 6},
		{"the +0/+1 ends first", []*ContinuousEffect{pump(0, 1), switched()}, 0, 3, 1},
		{"two switches cancel", []*ContinuousEffect{pump(0, 1), switched(), switched()}, -1, 1, 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
			g.SetTurn(1, 0, Main1)
			id := add(g, 0, ZoneInPlay, creature(t, "Wall", "{1}{W}", 1, 3), 1)[0]
			start(t, g)
			for i, e := range tc.effects {
				if i == tc.end {
					continue
				}
				e.Objects, e.Timestamp = []ObjectID{id}, g.newTimestamp()
				g.effects = append(g.effects, e)
			}
			g.effectsChanged()
			if p, tg := g.PowerToughness(id); p != tc.p || tg != tc.t {
				t.Errorf("the 1/3 is %d/%d, want %d/%d", p, tg, tc.p, tc.t)
			}
		})
	}
}

// TestLaterKeywordEffectWins applies "has flying" and "loses flying" in
// both timestamp orders (613.9): the later wins.
func TestLaterKeywordEffectWins(t *testing.T) {
	flying, _, err := ParseKeyword("flying", nil)
	if err != nil || len(flying) != 1 {
		t.Fatalf("flying: %v", err)
	}
	grant := &ContinuousEffect{Layer: LayerOther, AddAbilities: flying}
	lose := &ContinuousEffect{Layer: LayerOther, RemoveKeyword: "flying"}
	for _, tc := range []struct {
		order []*ContinuousEffect
		want  bool
	}{{[]*ContinuousEffect{grant, lose}, false}, {[]*ContinuousEffect{lose, grant}, true}} {
		g := NewGame(Rules2026(), []string{"alice", "bob"}, 1)
		g.SetTurn(1, 0, Main1)
		id := add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0]
		start(t, g)
		for _, e := range tc.order {
			c := *e
			c.Objects, c.Timestamp = []ObjectID{id}, g.newTimestamp()
			g.effects = append(g.effects, &c)
		}
		g.effectsChanged()
		if got := slices.Contains(g.Keywords(id), "flying"); got != tc.want {
			t.Errorf("with %q applied last, has flying = %v, want %v", tc.order[1].RemoveKeyword, got, tc.want)
		}
	}
}

// TestSettingPowerToughnessComesFirstFromM10 gives a creature +1/+1, then
// sets it to 2/2: under the 2006 rules both share a sublayer in timestamp
// order and the later setting wins; from 2009 setting has a sublayer of
// its own before the +1/+1 (613.4b-c of 2026).
func TestSettingPowerToughnessComesFirstFromM10(t *testing.T) {
	for _, tc := range []struct {
		rules Rules
		p, t  int
	}{{Rules2006(), 2, 2}, {Rules2026(), 3, 3}} {
		g := NewGame(tc.rules, []string{"alice", "bob"}, 1)
		g.SetTurn(1, 0, Main1)
		id := add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0]
		start(t, g)
		for _, e := range []*ContinuousEffect{
			{Layer: LayerPowerToughnessSet, PowerDelta: 1, ToughnessDelta: 1},
			{Layer: LayerPowerToughnessSet, SetsPT: true, Power: 2, Toughness: 2},
		} {
			e.Objects, e.Timestamp = []ObjectID{id}, g.newTimestamp()
			g.effects = append(g.effects, e)
		}
		g.effectsChanged()
		if p, tg := g.PowerToughness(id); p != tc.p || tg != tc.t {
			t.Errorf("%s: %d/%d, want %d/%d", tc.rules.Edition, p, tg, tc.p, tc.t)
		}
	}
}
