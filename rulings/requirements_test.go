package rulings

import "testing"

// combatRule is the attack or block restriction or requirement rule reads.
func combatRule(rule string) *Ability {
	a, ok := ParseCombatRule(rule)
	if !ok {
		panic("not an attack or block rule: " + rule)
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
				add(g, 0, ZoneInPlay, creature(t, "Cyclops", "{2}{R}", 3, 3, combatRule("this attacks each turn if able")), 1)[0],
				add(g, 0, ZoneInPlay, creature(t, "Bear", "{1}{G}", 2, 2), 1)[0],
			}
			add(g, 1, ZoneInPlay, permanent("Arbiter", []string{"artifact"}, combatRule("no more than one creature can attack each turn")), 1)
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

// TestBlockRequirementsWeighOptionsByEdition plays 500.5's Example under
// the 2006 rules and under the rules from 2008 on: a creature that blocks
// if able, one with no abilities, and "creatures can't be blocked except
// by two or more creatures". Under 2006 the creature without a
// requirement needn't block, so blocking with neither is legal; later
// every option is weighed, and only both blocking is.
func TestBlockRequirementsWeighOptionsByEdition(t *testing.T) {
	modern := Rules2026()
	tests := []struct {
		name    string
		rules   Rules
		block   []int // indexes: 0 blocks if able, 1 has no abilities
		illegal string
	}{
		{"2006: neither", Rules2006(), nil, ""},
		{"2006: both", Rules2006(), []int{0, 1}, ""},
		{"2006: only the one that must", Rules2006(), []int{0}, "500.5"},
		{"2026: neither", modern, nil, "509.1c"},
		{"2026: both", modern, []int{0, 1}, ""},
		{"2026: only the one that must", modern, []int{0}, "509.1b"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(tt.rules, []string{"alice", "bob"}, 1)
			g.SetTurn(1, 0, Main1)
			giant := add(g, 0, ZoneInPlay, creature(t, "Hill Giant", "{3}{R}", 3, 3), 1)[0]
			add(g, 0, ZoneInPlay, permanent("Decree", []string{"enchantment"}, combatRule("creatures can't be blocked except by two or more creatures")), 1)
			ids := []ObjectID{
				add(g, 1, ZoneInPlay, creature(t, "Ogre", "{2}{R}", 3, 3, combatRule("this blocks each turn if able")), 1)[0],
				add(g, 1, ZoneInPlay, creature(t, "Bears", "{1}{G}", 2, 2), 1)[0],
			}
			start(t, g)
			if err := g.DeclareAttackers(0, []ObjectID{giant}); err != nil {
				t.Fatal(err)
			}
			var blocks []Block
			for _, i := range tt.block {
				blocks = append(blocks, Block{Blocker: ids[i], Attacker: giant})
			}
			err := g.DeclareBlockers(1, blocks)
			if tt.illegal != "" {
				wantIllegal(t, err, tt.illegal)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestCiteACaseOfASplitRule: a 2006 rule cited with a case is the rule
// itself under 2006, and the case's own rule where a later edition splits
// it.
func TestCiteACaseOfASplitRule(t *testing.T) {
	old, modern := Rules2006(), Rules2026()
	tests := []struct {
		rules *Rules
		ref   string
		want  string
	}{
		{&old, "500.2#requirement", "500.2"},
		{&old, "500.2", "500.2"},
		{&modern, "500.2#requirement", "508.1d"},
		{&modern, "500.2", "508.1c"},
		{&modern, "500.3#nothing-split", "509.1c"},
	}
	for _, tt := range tests {
		if got := tt.rules.Cite(tt.ref); got != tt.want {
			t.Errorf("%s: Cite(%q) = %q, want %q", tt.rules.Edition, tt.ref, got, tt.want)
		}
	}
}
