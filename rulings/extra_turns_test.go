package rulings

import "testing"

// Extra turns come directly after the current turn, the most recently
// added first; then the turn that would have followed the current one
// begins (300.6): the extra turns are added to the sequence.
func TestExtraTurnsMostRecentFirst(t *testing.T) {
	g := NewGame(Rules2006(), []string{"alice", "bob", "carol"}, 1)
	g.SetTurn(1, 0, Main1)
	g.extraTurns = []PlayerID{1, 2} // bob's added first, then carol's
	var got []PlayerID
	for range 3 {
		p := g.nextTurnsPlayer()
		got = append(got, p)
		g.active = p
	}
	want := []PlayerID{2, 1, 1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("turns after alice's: %v, want %v", got, want)
		}
	}
	if n := g.Trace().Count("300.6", "takes the extra turn"); n != 2 {
		t.Errorf("%d extra turns taken in the trace, want 2", n)
	}
}
