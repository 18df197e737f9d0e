package corpus

import "testing"

func TestGlossaryMatchesInflectedTerms(t *testing.T) {
	tests := []struct{ file, query, want string }{
		{"cr-2026-04-17.txt", "mana pools", "Mana Pool"},
		{"cr-2026-04-17.txt", "Mana Pool's", "Mana Pool"},
		{"cr-2026-04-17.txt", "attacking creatures", "Attacking Creature"},
		{"cr-2026-04-17.txt", "active players", "Active Player"},
		{"cr-2026-04-17.txt", "tapped", "Tapped"},
		{"cr-2026-04-17.txt", "tokens", "Token"},
		{"cr-2026-04-17.txt", "abilities", "Ability"},
		{"cr-2026-04-17.txt", "controllers", "Control, Controller"},
		{"cr-2008-02-01.txt", "mana burns", "Mana Burn"},
		{"cr-2008-02-01.txt", "fizzled", "Fizzle (Informal)"},
		{"cr-2026-04-17.txt", "casting", "Cast"},
		{"cr-2026-04-17.txt", "exiled", "Exile"},
	}
	editions := map[string]*Edition{}
	for _, tc := range tests {
		edition, ok := editions[tc.file]
		if !ok {
			edition = readEdition(t, tc.file)
			editions[tc.file] = edition
		}
		entry, ok := edition.Term(tc.query)
		if !ok || entry.Term != tc.want {
			t.Errorf("%s: Term(%q) = %v, %v; want %s", tc.file, tc.query, entry, ok, tc.want)
		}
	}
}

func TestInflectedLookupWorksWithoutIndexes(t *testing.T) {
	edition := &Edition{Glossary: []*GlossaryEntry{{Term: "Mana Pool"}, {Term: "Token"}}}
	if entry, ok := edition.Term("tokens"); !ok || entry.Term != "Token" {
		t.Errorf("Term(tokens) = %v, %v", entry, ok)
	}
	if _, ok := edition.Term("tapped"); ok {
		t.Errorf("Term(tapped) found an entry the glossary lacks")
	}
}

// TestPluralsNeverLandOnAnotherTerm checks that a plural finds its own
// term where the stemmer gives a shorter term of another meaning the same
// stem ("planeswalker" and "planeswalk"), and is not found at all where
// the edition has only that other term.
func TestPluralsNeverLandOnAnotherTerm(t *testing.T) {
	tests := []struct{ file, query, want string }{
		{"cr-2026-04-17.txt", "planeswalkers", "Planeswalker"},
		{"cr-2026-04-17.txt", "enchantments", "Enchantment"},
		{"cr-2026-04-17.txt", "commanders", "Commander"},
		{"cr-2026-04-17.txt", "blocking creatures", "Blocking Creature"},
		{"cr-2026-04-17.txt", "blocked creatures", "Blocked Creature"},
		{"cr-2006-10-01.txt", "enchantments", "Enchantment"},
		{"cr-2006-10-01.txt", "blocking creatures", "Blocking Creature"},
		// The 2006 rules have no planeswalkers and no commanders: the
		// plurals are not "Planeswalk" or "Command" there either.
		{"cr-2006-10-01.txt", "planeswalkers", ""},
		{"cr-2006-10-01.txt", "commanders", ""},
	}
	editions := map[string]*Edition{}
	for _, tc := range tests {
		edition, ok := editions[tc.file]
		if !ok {
			edition = readEdition(t, tc.file)
			editions[tc.file] = edition
		}
		entry, ok := edition.Term(tc.query)
		got := ""
		if ok {
			got = entry.Term
		}
		if got != tc.want {
			t.Errorf("%s: Term(%q) = %q; want %q", tc.file, tc.query, got, tc.want)
		}
	}
}

func TestSameWordTakesOffInflectionsOnly(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"tokens", "token", true},
		{"abilities", "ability", true},
		{"passes", "pass", true},
		{"tapped", "tap", true},
		{"tapping", "tapped", true},
		{"fizzled", "fizzle", true},
		{"exiling", "exile", true},
		{"copied", "copy", true},
		{"casting", "cast", true},
		{"planeswalkers", "planeswalk", false},
		{"enchantments", "enchant", false},
		{"commanders", "command", false},
		{"blocking", "blocked", true},
		{"blockes", "block", false},
		{"heroes", "hero", true},
	}
	for _, tc := range tests {
		if got := sameWord(tc.a, tc.b); got != tc.want {
			t.Errorf("sameWord(%q, %q) = %v; want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
