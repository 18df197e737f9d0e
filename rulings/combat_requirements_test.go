package rulings

import "testing"

func TestParseCombatRuleReadsRestrictionsAndRequirements(t *testing.T) {
	tests := []struct {
		line string
		ok   bool
		kind CombatRuleKind
		n    int
	}{
		{"can't attack alone", true, CantAttackAlone, 0},
		{"This creature can't attack alone.", true, CantAttackAlone, 0},
		{"attacks each combat if able", true, AttacksIfAble, 0},
		{"This creature blocks each combat if able.", true, BlocksIfAble, 0},
		{"No more than one creature can attack each turn.", true, MaxAttackers, 1},
		{"no more than 3 creatures can attack each turn", true, MaxAttackers, 3},
		{"This creature can't block.", false, 0, 0},
		{"can't block alone", false, 0, 0},
		{"flying", false, 0, 0},
	}
	for _, tt := range tests {
		a, ok := ParseCombatRule(tt.line)
		if ok != tt.ok {
			t.Errorf("ParseCombatRule(%q) ok = %v, want %v", tt.line, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		if r := a.Static.Combat; r.Kind != tt.kind || r.N != tt.n {
			t.Errorf("ParseCombatRule(%q) = %+v, want kind %d, n %d", tt.line, *r, tt.kind, tt.n)
		}
		if a.Static.Kind != PlayRule {
			t.Errorf("ParseCombatRule(%q) is a continuous effect; want a rule of play", tt.line)
		}
	}
}
