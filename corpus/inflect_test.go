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
