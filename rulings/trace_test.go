package rulings

import (
	"fmt"
	"slices"
	"testing"
)

// TestTraceCites checks that Cites lists each rule once, in order of first
// citation, for a short trace and for one citing more rules than Cites
// looks through one by one.
func TestTraceCites(t *testing.T) {
	for _, distinct := range []int{3, 100} {
		var tr Trace
		var want []string
		for round := range 3 {
			for i := range distinct {
				rule := fmt.Sprintf("%d.%d", 100+i%7, i)
				if round == 0 {
					want = append(want, rule)
				}
				tr.add(rule, "step")
			}
		}
		if got := tr.Cites(); !slices.Equal(got, want) {
			t.Errorf("%d distinct rules: Cites() = %v, want %v", distinct, got, want)
		}
	}
	if got := (*Trace)(nil).Cites(); got != nil {
		t.Errorf("nil trace: Cites() = %v, want nil", got)
	}
	if got := (&Trace{}).Cites(); got != nil {
		t.Errorf("empty trace: Cites() = %#v, want nil", got)
	}
}
