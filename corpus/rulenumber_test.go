package corpus

import (
	"errors"
	"slices"
	"testing"
)

func TestRuleNumberReadingsForgiveJudgesSlips(t *testing.T) {
	tests := []struct {
		input string
		want  []string
	}{
		{"702.19", []string{"702.19"}},
		{"702.19.", []string{"702.19"}},
		{"702.19B", []string{"702.19b"}},
		{"70219", []string{"702.19"}},
		{"70219b", []string{"702.19b"}},
		{"702,19", []string{"702.19"}},
		{"702,19b", []string{"702.19b"}},
		{"7O2.19", []string{"702.19"}},
		{"7O2,19b", []string{"702.19b"}},
		{"CR 702.19", []string{"702.19"}},
		{"cr702.19", []string{"702.19"}},
		{"rule 702.19b", []string{"702.19b"}},
		{"§ 702.19", []string{"702.19"}},
		{"7", []string{"7"}},
		{"702", []string{"702"}},
		{"7021", []string{"702.1"}},
		// As typed first: a subrule "l" is a real number's form, though
		// no edition letters one so; the one it may mean comes next.
		{"702.1l", []string{"702.1l", "702.11"}},
		{"100.1o", []string{"100.1o", "100.10"}},
		{"l00.1", []string{"100.1"}},
		// No number at all.
		{"lol", nil},
		{"trample", nil},
		{"CR", nil},
		{"12", nil},
		{"", nil},
	}
	for _, tc := range tests {
		if got := RuleNumberReadings(tc.input); !slices.Equal(got, tc.want) {
			t.Errorf("RuleNumberReadings(%q) = %q; want %q", tc.input, got, tc.want)
		}
	}
}

func TestFindRuleReadsSlipsAndNeverTurnsARealNumberIntoAnother(t *testing.T) {
	latest := readEdition(t, "cr-2026-04-17.txt")
	old := readEdition(t, "cr-2006-10-01.txt")
	for _, tc := range []struct {
		edition *Edition
		input   string
		want    string
	}{
		{latest, "70219", "702.19"},
		{latest, "702,19", "702.19"},
		{latest, "7O2.19", "702.19"},
		{latest, "CR 702.19", "702.19"},
		{latest, "702.19b", "702.19b"},
		{latest, "7O2,19b", "702.19b"},
		{latest, "70219B", "702.19b"},
		{latest, "702.1", "702.1"},
		{latest, "7021", "702.1"},
		// A letter that may be a digit is read as the one the edition has.
		{latest, "702.1o", "702.10"},
		{latest, "702.1l", "702.11"},
		{old, "502,2", "502.2"},
	} {
		rule, err := tc.edition.FindRule(tc.input)
		if err != nil || rule.ID != tc.want {
			t.Errorf("%s: FindRule(%q) = %v, %v; want %s", tc.edition.ID, tc.input, rule, err, tc.want)
		}
	}
	// The 2006 rules have no 702.1: 7021 stays unknown, its nearest rules
	// those of the number it reads as.
	_, err := old.FindRule("7021")
	var unknown *UnknownRuleError
	if !errors.As(err, &unknown) {
		t.Fatalf("2006 FindRule(7021) = %v; want an *UnknownRuleError", err)
	}
	if unknown.ID != "7021" || len(unknown.Nearest) == 0 {
		t.Errorf("2006 FindRule(7021) = %+v; want the ID as typed and nearest rules", unknown)
	}
	want, _ := old.FindRule("702.1")
	if want != nil {
		t.Fatalf("the 2006 rules have a 702.1 now: the test needs another number")
	}
	wantNearest := old.Nearest("702.1", suggestCount)
	if !slices.Equal(unknown.Nearest, wantNearest) {
		t.Errorf("2006 FindRule(7021) nearest %v; want those of 702.1, %v", unknown.Nearest, wantNearest)
	}
}
