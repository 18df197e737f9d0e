package web

import (
	"io"
	"log/slog"
	"slices"
	"testing"
	"time"
)

// TestRulePagesCheckOnlyTheirScenarios: before the whole built-in set is
// checked, the scenarios about a rule are checked alone, and list as the
// whole set's check lists them: same files, order and verdicts.
func TestRulePagesCheckOnlyTheirScenarios(t *testing.T) {
	s := newTestServer(t, Config{})
	lib := s.lib
	rules := [][2]string{{"2026-04-17", "702.19b"}, {"2006-10-01", "502.9"}, {"seed", "409.1h"}, {"2026-04-17", "100.1"}}
	before := make([][]string, len(rules))
	for i, r := range rules {
		for _, c := range lib.ScenariosAbout(r[0], r[1]) {
			before[i] = append(before[i], c.File+" "+c.Scenario.ID+" "+verdict(c.Passed)+" "+c.Error)
		}
	}
	if lib.wholeDone.Load() {
		t.Fatal("a rule's scenarios checked the whole set")
	}
	if len(before[0]) == 0 || len(before[2]) == 0 {
		t.Fatalf("no scenarios about %v: %q", rules, before)
	}
	// A second page about the same rule reads the verdicts kept.
	if again := lib.ScenariosAbout(rules[0][0], rules[0][1]); len(again) != len(before[0]) {
		t.Errorf("again: %d scenarios, want %d", len(again), len(before[0]))
	}
	lib.checkWhole()
	for i, r := range rules {
		var after []string
		for _, c := range lib.ScenariosAbout(r[0], r[1]) {
			after = append(after, c.File+" "+c.Scenario.ID+" "+verdict(c.Passed)+" "+c.Error)
		}
		if !slices.Equal(before[i], after) {
			t.Errorf("%s %s: alone %q, from the whole set %q", r[0], r[1], before[i], after)
		}
	}
}

func verdict(passed bool) string {
	if passed {
		return "pass"
	}
	return "FAIL"
}

// TestWarmScenarios: a server configured to warm checks the whole set in
// the background, with no request asking.
func TestWarmScenarios(t *testing.T) {
	s, err := New(Config{DataDir: dataDirWithTiny(t), Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), WarmScenarios: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.lib.Close() })
	deadline := time.Now().Add(2 * time.Minute)
	for !s.lib.wholeDone.Load() {
		if time.Now().After(deadline) {
			t.Fatal("the built-in set was not checked in the background")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n := len(s.lib.Builtin()); n < 1000 {
		t.Errorf("warmed %d scenarios", n)
	}
}
