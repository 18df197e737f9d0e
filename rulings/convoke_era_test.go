package rulings

import "testing"

// TestConvokeIsARuleOfTheEra requires convoke to reduce the cost before
// the Magic 2015 update and to pay part of the locked-in total cost after.
func TestConvokeIsARuleOfTheEra(t *testing.T) {
	for _, tc := range []struct {
		edition string
		pays    bool
	}{
		{"2006-10-01", false}, {"2009-10-01", false}, {"2013-07-13", false}, {"2014-07-17", false},
		{M15Update, true}, {"2017-09-29", true}, {"2022-10-07", true}, {Edition2026, true},
	} {
		r, err := RulesFor(tc.edition)
		if err != nil {
			t.Fatalf("RulesFor(%s): %v", tc.edition, err)
		}
		if r.ConvokePaysTotalCost != tc.pays {
			t.Errorf("RulesFor(%s).ConvokePaysTotalCost = %v, want %v", tc.edition, r.ConvokePaysTotalCost, tc.pays)
		}
	}
}
