package corpus

import (
	"slices"
	"strings"
	"testing"
)

// TestRulesThatKeptTheirNumberAreChangedNotRemovedAndAdded: 2026-04-17
// dropped 118.3c's only example, replaced 707.11's, rewrote the last
// clauses of 510.1c and the one sentence of 903.12c. Each is the same rule,
// changed; none may be listed as removed and added under one number.
func TestRulesThatKeptTheirNumberAreChangedNotRemovedAndAdded(t *testing.T) {
	editions, ids, pairings := pairedSharedEditions(t)
	i := slices.Index(ids, "2024-02-02")
	if i < 0 || ids[i+1] != "2026-04-17" {
		t.Fatalf("shared editions %v: want 2024-02-02 followed by 2026-04-17", ids)
	}
	d := DiffFromPairing(editions[i], editions[i+1], pairings[i])
	for _, id := range []string{"118.3c", "510.1c", "707.11", "903.12c"} {
		if m, ok := pairings[i].Forward(id); !ok || m.New != id {
			t.Errorf("2024-02-02 %s pairs with %+v (found %v), want 2026-04-17 %s", id, m, ok, id)
		}
		for _, change := range d.RuleChanges {
			if (change.Old == id || change.New == id) && change.Status != StatusChanged {
				t.Errorf("%s listed as %+v, want changed", id, change)
			}
		}
	}
}

// TestNoNumberIsRemovedAndAddedUnlessItsWordingDiffers checks every pair of
// consecutive shared editions: a number both editions hold is listed as
// removed and added only when its two rules score under
// minSameNumberScore, the bound under which same-number rules were read as
// different rules (see its comment). And the pin keeps clear of the 2009
// renumbering: no 2008 rule of sections 4 and 5 (spells and abilities,
// additional rules: they became sections 6 and 7) keeps its number, and
// 2008's 409.1f is 2009's 601.2e.
func TestNoNumberIsRemovedAndAddedUnlessItsWordingDiffers(t *testing.T) {
	editions, ids, pairings := pairedSharedEditions(t)
	for i, p := range pairings {
		old, new := editions[i], editions[i+1]
		a, b := ruleSides(old, new)
		d := DiffFromPairing(old, new, p)
		added := make(map[string]bool)
		for _, change := range d.RuleChanges {
			if change.Status == StatusAdded {
				added[change.New] = true
			}
		}
		for _, change := range d.RuleChanges {
			if change.Status != StatusRemoved || !added[change.Old] {
				continue
			}
			o, n := slices.Index(a.ids, change.Old), slices.Index(b.ids, change.Old)
			if score := sameRuleScore(a, b, o, n); score >= minSameNumberScore {
				t.Errorf("%s -> %s: %s removed and added, though its two rules score %.3f (at least %.2f)",
					old.ID, new.ID, change.Old, score, minSameNumberScore)
			}
		}
	}

	i := slices.Index(ids, "2008-02-01")
	if i < 0 || ids[i+1] != "2009-10-01" {
		t.Fatalf("shared editions %v: want 2008-02-01 followed by 2009-10-01", ids)
	}
	for _, m := range pairings[i].Rules {
		rule, _ := editions[i].Rule(m.Old)
		if m.Old == m.New && ruleGroup(rule) == groupRule && (strings.HasPrefix(m.Old, "4") || strings.HasPrefix(m.Old, "5")) {
			t.Errorf("2008-02-01 %s pairs with 2009-10-01 %s: the 2009 renumbering moved sections 4 and 5", m.Old, m.New)
		}
	}
	if m, ok := pairings[i].Forward("409.1f"); !ok || m.New != "601.2e" {
		t.Errorf("2008-02-01 409.1f pairs with %+v, want 2009-10-01 601.2e", m)
	}
}

// TestSameNumberPairsFirstUnlessAnotherRuleReadsMoreAlike pairs small
// editions: a rule that kept its number is the same rule however its
// examples changed, but a number that a renumbering gave to another rule is
// not, when the rule's own match reads more alike.
func TestSameNumberPairsFirstUnlessAnotherRuleReadsMoreAlike(t *testing.T) {
	const statement = "100.1. Each player may mulligan their opening hand once before the first turn begins.\n"
	const example = "Example: Alice shuffles her library and draws seven cards: Forest, Mountain, Giant Growth, Lightning Bolt, Grizzly Bears, Llanowar Elves and Shock. " +
		"She shows nobody, shuffles them back, draws six, puts Shock on the bottom of her library face down, and keeps Forest, Mountain, Giant Growth, Lightning Bolt and Grizzly Bears.\n"
	tests := []struct {
		name     string
		old, new string
		want     map[string]string // old number -> new number; "" for removed
	}{
		{
			name: "example dropped",
			old:  "100. General\n" + statement + example + "100.2. Some other rule about the draw step and turn order.\n",
			new:  "100. General\n" + statement + "100.2. Some other rule about the draw step and turn order.\n",
			want: map[string]string{"100.1": "100.1", "100.2": "100.2"},
		},
		{
			name: "example replaced",
			old:  "100. General\n" + statement + example,
			new:  "100. General\n" + statement + "Example: Bob mulligans a hand of seven islands into six cards, then scries one at the start of the game.\n",
			want: map[string]string{"100.1": "100.1"},
		},
		{
			// A new rule 100.2 shifts the old one to 100.3, reworded a
			// little; the new 100.2 is a templated sibling sharing half
			// its words, which must not take the old 100.2's place.
			name: "rules shifted by an insertion",
			old: "100. General\n" +
				"100.2. The owner of a scheme card is the player who started the game with it in the command zone.\n",
			new: "100. General\n" +
				"100.2. The owner of a vanguard card is the player who brought it to the game in the command zone.\n" +
				"100.3. The owner of a scheme card is the player who started the game with it in their command zone.\n",
			want: map[string]string{"100.2": "100.3"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			old, err := parseText("old.txt", tc.old, parseOptions{fragment: true})
			if err != nil {
				t.Fatal(err)
			}
			new, err := parseText("new.txt", tc.new, parseOptions{fragment: true})
			if err != nil {
				t.Fatal(err)
			}
			p := PairEditions(old, new)
			for from, want := range tc.want {
				m, ok := p.Forward(from)
				if got := m.New; !ok || got != want {
					t.Errorf("%s pairs with %q (found %v), want %q", from, got, ok, want)
				}
			}
		})
	}
}
