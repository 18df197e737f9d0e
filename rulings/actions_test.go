package rulings

import (
	"slices"
	"strings"
	"testing"
)

// TestKeywordActionsAreRulesOf701 reads every keyword action against the 2026 text: its rule is the heading of 701 that names
// it, each step it cites is a subrule of that rule, each instruction
// playing it is one the engine performs, and no action is listed twice.
func TestKeywordActionsAreRulesOf701(t *testing.T) {
	modern := parseShared(t, "cr-2026-04-17.txt")
	seen := map[string]string{}
	heading := func(name, rule string) {
		t.Helper()
		if first, dup := seen[rule]; dup {
			t.Errorf("%s (%s) is listed twice, also as %s", name, rule, first)
		}
		seen[rule] = name
		r, ok := modern.Rule(rule)
		if !ok || !strings.HasPrefix(rule, "701.") {
			t.Errorf("%s: %s is not a rule of 701 of %s", name, rule, modern.ID)
			return
		}
		if !strings.EqualFold(r.Title, name) {
			t.Errorf("%s: rule %s is %q", name, rule, r.Title)
		}
	}
	modernRules := Rules2026()
	for _, a := range KeywordActions() {
		heading(a.Name, a.Rule)
		keyword := slices.ContainsFunc(Keywords(), func(k Keyword) bool { return k.Name == a.Keyword })
		if len(a.Ops) == 0 && !keyword && a.PlayerAction == "" || len(a.Oracle) == 0 {
			t.Errorf("%s: no instruction, keyword, player action or Oracle form", a.Name)
		}
		if a.Keyword != "" && !keyword {
			t.Errorf("%s: played by the keyword %q, which the engine doesn't know", a.Name, a.Keyword)
		}
		for _, op := range a.Ops {
			if _, ok := lookup(op); !ok {
				t.Errorf("%s: %q is no instruction of the engine", a.Name, op)
			}
		}
		for step, rule := range a.cites {
			if !strings.HasPrefix(rule, a.Rule) || len(rule) != len(a.Rule)+1 {
				t.Errorf("%s: the step %s cites %s, no subrule of %s", a.Name, step, rule, a.Rule)
			}
			if got := modernRules.Cite(step); got != rule {
				t.Errorf("%s: the 2026 rules cite %s for the step %s, want %s", a.Name, got, step, rule)
			}
		}
	}
	// Every action the rules name is in the table: each rule of 701
	// after its introduction (701.1) is one action or family.
	for _, r := range modern.Rules {
		if _, num, ok := strings.Cut(r.ID, "701."); ok && num != "1" && !strings.ContainsAny(num, "abcdefghijklmnopqrstuvwxyz.") {
			if _, listed := seen[r.ID]; !listed {
				t.Errorf("%s (%s) is a keyword action of %s missing from the table", r.Title, r.ID, modern.ID)
			}
		}
	}
	if len(seen) != 67 {
		t.Errorf("%d keyword actions listed, want the 67 rules 701.2-701.68", len(seen))
	}
}

// TestKeywordActionsAreInRuleOrder requires the table in the order of 701.
func TestKeywordActionsAreInRuleOrder(t *testing.T) {
	all := KeywordActions()
	if !slices.IsSortedFunc(all, func(a, b KeywordAction) int { return compareRuleNumbers(a.Rule, b.Rule) }) {
		t.Errorf("keyword actions out of rule order: %v", all)
	}
	if compareRuleNumbers("701.8", "701.21") >= 0 || compareRuleNumbers("701.26", "701.6") <= 0 {
		t.Error("rule numbers compare as text, not as numbers")
	}
}

// TestKeywordActionNamedReadsEachVerbForm finds an action by any form of
// its verb, and the family's verbs each.
func TestKeywordActionNamedReadsEachVerbForm(t *testing.T) {
	for word, want := range map[string]string{"destroy": "701.8", "Sacrifices": "701.21", "untap": "701.26", "taps": "701.26", "discards": "701.9", "melds": "701.42"} {
		if a, ok := KeywordActionNamed(word); !ok || a.Rule != want {
			t.Errorf("KeywordActionNamed(%q) = %v, %v; want rule %s", word, a.Rule, ok, want)
		}
	}
	if a, ok := KeywordActionNamed("planeswalk"); !ok || a.Rule != "701.31" {
		t.Errorf("KeywordActionNamed(\"planeswalk\") = %v, %v; want rule 701.31", a.Rule, ok)
	}
}

// TestKeywordActionStepsCiteNothingNewUnder2006 keeps the reference
// edition's traces in its own words: a step only the 2026 rules number
// records nothing there.
func TestKeywordActionStepsCiteNothingNewUnder2006(t *testing.T) {
	g := NewGame(Rules2006(), []string{"alice", "bob"}, 1)
	g.recordAction("217.4a#destroy", "x")
	if len(g.Trace().Steps()) != 0 {
		t.Errorf("a 2026 step of an action was recorded under 2006: %v", g.Trace().Cites())
	}
	g = NewGame(Rules2026(), []string{"alice", "bob"}, 1)
	g.recordAction("217.4a#destroy", "x")
	if cites := g.Trace().Cites(); !slices.Equal(cites, []string{"701.8", "701.8a"}) {
		t.Errorf("under 2026 the step cites %v, want [701.8 701.8a]: the action's rule, then its subrule", cites)
	}
	// The rule naming the action is cited where the action is first
	// taken, not at each step of it.
	g.recordAction("217.4a#destroy", "x")
	if n := len(g.Trace().Steps()); n != 3 {
		t.Errorf("a second destroy recorded %d steps in all, want 3: %v", n, g.Trace().Steps())
	}
}
