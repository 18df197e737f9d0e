package corpus

import (
	"slices"
	"strings"
	"testing"
)

// seedLike is cleaned seed text in CR line format, as the seed edition
// hands it to parseText: no date, no contents, no glossary, and stray text
// before the first rule.
const seedLike = `Magic The Gathering Comprehensive Rules Part 6
409.1h The player pays the total cost in any order. Partial payments are not allowed.
Example: You play Death Bomb, which costs {3}{B}. You pay {2}{B}, not {3}{B}.
409.1i Once the steps described in 409.1a-409.1h are completed, the spell or ability becomes played.
409.2. Some spells and abilities specify that one of their controller's opponents does something.
410. Handling Triggered Abilities
410.1. A triggered ability begins with the word "when," "whenever," or "at."
An unnumbered paragraph that belongs to 410.1.
415.7. Changing Targets
415.7a Some effects allow a player to change the target(s) of a spell (see rule 409.1c).
`

func TestFragmentParsesWithoutDateContentsOrGlossary(t *testing.T) {
	edition, err := parseText("seed/002.txt", seedLike, parseOptions{fragment: true})
	if err != nil {
		t.Fatal(err)
	}
	if edition.Effective != "" || edition.ID != "" || len(edition.Glossary) != 0 || len(edition.Contents) != 0 {
		t.Errorf("fragment got effective %q, id %q, %d glossary, %d contents", edition.Effective, edition.ID, len(edition.Glossary), len(edition.Contents))
	}
	var ids []string
	for _, rule := range edition.Rules {
		ids = append(ids, rule.ID)
	}
	if want := []string{"409.1h", "409.1i", "409.2", "410", "410.1", "415.7", "415.7a"}; !slices.Equal(ids, want) {
		t.Errorf("rules = %v, want %v", ids, want)
	}
	if len(edition.Warnings) != 1 || edition.Warnings[0].Line != 1 || edition.Warnings[0].Source != "seed/002.txt" ||
		!strings.Contains(edition.Warnings[0].Message, "before the first rule") {
		t.Errorf("warnings = %+v, want one for line 1", edition.Warnings)
	}
	title, _ := edition.Rule("415.7")
	if title.Title != "Changing Targets" || title.Text != "" || title.Parent != "" {
		t.Errorf("415.7 = %+v", title)
	}
	sub, _ := edition.Rule("415.7a")
	if sub.Parent != "415.7" {
		t.Errorf("415.7a parent = %q", sub.Parent)
	}
	rule, _ := edition.Rule("410.1")
	if !strings.HasSuffix(rule.Text, "\n\nAn unnumbered paragraph that belongs to 410.1.") || rule.Parent != "410" {
		t.Errorf("410.1 = %+v", rule)
	}
	played, _ := edition.Rule("409.1i")
	var refs []string
	for _, ref := range played.Refs {
		refs = append(refs, ref.ID)
		if ref.Outside != (ref.ID != "409.1h") {
			t.Errorf("ref %s Outside = %v", ref.ID, ref.Outside)
		}
	}
	if want := []string{"409.1a", "409.1b", "409.1c", "409.1d", "409.1e", "409.1f", "409.1g", "409.1h"}; !slices.Equal(refs, want) {
		t.Errorf("409.1i refs = %v, want %v", refs, want)
	}
}
