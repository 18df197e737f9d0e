package rulings

import "testing"

// game2026 is a two-player game under the 2026 rules, alice active in
// the step given.
func game2026(t *testing.T, step StepKind) *Game {
	t.Helper()
	r, err := RulesFor(Edition2026)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(r, []string{"alice", "bob"}, 1)
	g.SetTurn(2, 0, step)
	start(t, g)
	return g
}

// TestShortcutAnswersInTurnOrder checks who may suggest a shortcut and
// answer it (732.2a-b), and that it is taken only once answered.
func TestShortcutAnswersInTurnOrder(t *testing.T) {
	g := game2026(t, Main1)
	end := &ShortcutPoint{Player: 1, Step: EndOfTurn}
	wantIllegal(t, g.ProposeShortcut(Shortcut{Proposer: 1, Until: end}), "732.2a")
	if err := g.ProposeShortcut(Shortcut{Proposer: 0, Until: end}); err != nil {
		t.Fatal(err)
	}
	if err := g.TakeShortcut(); err == nil {
		t.Fatal("the shortcut was taken before bob answered")
	}
	wantIllegal(t, g.ShortenShortcut(1, ShortcutPoint{Player: 0, Step: BeginningOfCombat}), "732.2b")
	wantIllegal(t, g.ShortenShortcut(1, ShortcutPoint{Player: 1, Step: Cleanup}), "732.2b")
	if err := g.ShortenShortcut(1, ShortcutPoint{Player: 1, Step: BeginningOfCombat}); err != nil {
		t.Fatal(err)
	}
	if err := g.TakeShortcut(); err != nil {
		t.Fatal(err)
	}
	if g.step != BeginningOfCombat || g.priority != 1 {
		t.Fatalf("after the shortcut: %s, %s has priority; want the beginning of combat, bob", g.step, g.playerName(g.priority))
	}
	wantIllegal(t, g.Pass(1), "732.2c")
}

// TestShortcutsNeedThe2026Rules checks that the 2006 rules, which have no
// rules for shortcuts, refuse one.
func TestShortcutsNeedThe2026Rules(t *testing.T) {
	g := twoPlayerGame(t)
	start(t, g)
	if err := g.ProposeShortcut(Shortcut{Proposer: 0, Times: 2, Action: "activates"}); err == nil {
		t.Fatal("a shortcut was suggested under the 2006 rules")
	}
}
