package corpus

import (
	"strings"
	"testing"
)

func TestRenumberTextRenamesCitedRules(t *testing.T) {
	renames := map[string]string{
		"409.1f": "601.2f", "409.1b": "601.2b", "409.1i": "601.2j", "409": "601",
		"420.5e": "704.5k", "4": "6", "212.4d": "303.4d", "212.4k": "303.4k",
	}
	rename := func(id string) (string, bool) {
		to, ok := renames[id]
		return to, ok
	}
	tests := []struct{ text, want string }{
		{"See rule 409.1f.", "See rule 601.2f."},
		{"(See rule 409, \"Playing Spells.\")", "(See rule 601, \"Playing Spells.\")"},
		{"see rules 409.1b-i", "see rules 601.2b-j"},
		{"see rules 212.4d–k", "see rules 303.4d–k"},
		{"See section 4.", "See section 6."},
		{"Put 4 counters on it.", "Put 4 counters on it."},
		{"Unknown 999.9z and 100.1 stay.", "Unknown 999.9z and 100.1 stay."},
		{"Years like 2009 and 409x are not rules.", "Years like 2009 and 409x are not rules."},
		{"rule 420.5e, then 409.1f", "rule 704.5k, then 601.2f"},
	}
	for _, tc := range tests {
		if got := renumberText(tc.text, rename); got != tc.want {
			t.Errorf("renumberText(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestComparableTextFoldsTypography(t *testing.T) {
	a := comparableText("the \u201clegend rule\u201d \u2014 owner\u2019s  graveyard\n")
	b := comparableText("the \"legend rule\" - owner's graveyard")
	if a != b {
		t.Errorf("%q != %q", a, b)
	}
}

// FuzzRenumberText checks the reference rewriter on any text: no panic,
// renaming every number to itself changes nothing, and renaming through a
// real mapping keeps every character that is not part of a number.
func FuzzRenumberText(f *testing.F) {
	for _, seed := range []string{
		"See rule 409.1f.", "rules 409.1b-i and 212.4d–k", "See section 4.", "100.1a-", "999.",
		"409.1b–", "section 4", "601.2f\u2013h", "1.2.3 409..1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		same := func(id string) (string, bool) { return id, true }
		if got := renumberText(text, same); got != text {
			t.Errorf("identity rename changed %q to %q", text, got)
		}
		shift := func(id string) (string, bool) {
			if id == "" || id[0] != '4' {
				return "", false
			}
			return "6" + id[1:], true
		}
		got := renumberText(text, shift)
		if len(got) != len(text) {
			t.Errorf("renaming 4xx to 6xx changed the length of %q to %q", text, got)
		}
		var rebuilt []string
		for _, span := range WordDiff(text, got) {
			if span.Op != DiffInsert {
				rebuilt = append(rebuilt, span.Text)
			}
		}
		if want := strings.Join(strings.Fields(text), " "); strings.Join(rebuilt, " ") != want {
			t.Errorf("word diff of %q does not rebuild it", text)
		}
	})
}
