package lang

import "testing"

// TestSingularOfSubtypes checks the singular a filter reads for plural
// subtypes: creature types the rules list are found whatever English
// makes of their plural, and a word that is a creature type as it stands
// stays as it is.
func TestSingularOfSubtypes(t *testing.T) {
	for plural, want := range map[string]string{
		"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Allies": "Ally",
		"Faeries": "Faerie", "Sphinxes": "Sphinx", "Foxes": "Fox", "Horses": "Horse", "Fungi": "Fungus",
		"Mice": "Mouse", "Oxen": "Ox", "Knights": "Knight", "Octopuses": "Octopus",
		"Cyclops": "Cyclops", "Aurochs": "Aurochs", "Forests": "Forest", "creatures": "creature", "sorceries": "sorcery",
	} {
		if got := singular(plural); got != want {
			t.Errorf("singular(%q) = %q, want %q", plural, got, want)
		}
	}
}
