package corpus

import "testing"

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
