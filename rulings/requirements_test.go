package rulings

import "testing"

func attackRule(rule string) *Ability {
	a, ok := ParseCombatRule(rule)
	if !ok {
		panic("not an attack rule: " + rule)
	}
	return a
}

// TestAttackRequirementsAndRestrictions plays the second Example of 500.2
// as a table: a creature that attacks if able, one without abilities, and
// no more than one attacker each turn.
func TestAttackRequirementsAndRestrictions(t *testing.T) {
	tests := []struct {
		name    string
		attack  []int // indexes: 0 attacks if able, 1 has no abilities
		illegal bool
	}{
		{"the one that must attack", []int{0}, false},
		{"the other", []int{1}, true},
		{"both", []int{0, 1}, true},
		{"neither", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := twoPlayerGame(t)
			ids := []ObjectID{
				add(g, 0, ZoneInPlay, creature(t, "Cyclops", "{2}{R}", 3, 3, attackRule("this attacks each turn if able")), 1)[0],
				add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0],
			}
			add(g, 1, ZoneInPlay, permanent("Arbiter", []string{"artifact"}, attackRule("no more than one creature can attack each turn")), 1)
			start(t, g)
			var plan []ObjectID
			for _, i := range tt.attack {
				plan = append(plan, ids[i])
			}
			err := g.DeclareAttackers(0, plan)
			if tt.illegal {
				wantIllegal(t, err, "500.2")
				return
			}
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}
