package lang

import (
	"slices"
	"testing"
)

func TestWithoutReminder(t *testing.T) {
	for in, want := range map[string]string{
		"Flying (This creature can't be blocked except by creatures with flying or reach.)": "Flying",
		"Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)":  "Equip {1}",
		"({T}: Add {G}.)": "",
		"Trample (It can deal excess combat damage.) Haste": "Trample Haste",
		"Draw a card.": "Draw a card.",
	} {
		if got := withoutReminder(in); got != want {
			t.Errorf("withoutReminder(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCutAbilityWord(t *testing.T) {
	for _, tc := range []struct {
		in, word, rest string
		ok             bool
	}{
		{"Landfall — Whenever a land you control enters, draw a card.", "Landfall", "Whenever a land you control enters, draw a card.", true},
		{"Spell mastery — If there are two or more instant and/or sorcery cards in your graveyard, draw a card.", "Spell mastery", "If there are two or more instant and/or sorcery cards in your graveyard, draw a card.", true},
		{"Descend 4 — When this creature enters, draw a card.", "Descend 4", "When this creature enters, draw a card.", true},
		{"Choose one — Target player gains 3 life; or draw a card.", "", "", false},
		{"Ward—Pay 2 life.", "", "", false},
		{"forecast — activated {1}: draw a card", "", "", false},
		{"Target creature gets +1/+1 — and more.", "", "", false},
	} {
		word, rest, ok := cutAbilityWord(tc.in)
		if word != tc.word || rest != tc.rest || ok != tc.ok {
			t.Errorf("cutAbilityWord(%q) = %q, %q, %v; want %q, %q, %v", tc.in, word, rest, ok, tc.word, tc.rest, tc.ok)
		}
	}
}

func TestResolveAnaphora(t *testing.T) {
	for _, tc := range []struct {
		in, want []string
	}{
		{[]string{"untap T", "it gains haste until end of turn"}, []string{"untap T", "T gains haste until end of turn"}},
		{[]string{"untap T and gain control of it until end of turn", "that creature gains haste until end of turn"},
			[]string{"untap T", "gain control of T until end of turn", "T gains haste until end of turn"}},
		{[]string{"T gets +2/+2 until end of turn", "untap it"}, []string{"T gets +2/+2 until end of turn", "untap T"}},
		// No target before it: in a triggered ability, "it" is its
		// event's object, left as written.
		{[]string{"return it to its owner's hand"}, []string{"return it to its owner's hand"}},
		// "its" is no "it"; {T} is no target.
		{[]string{"destroy T", "its controller loses 2 life"}, []string{"destroy T", "its controller loses 2 life"}},
		{[]string{"destroy T and T2"}, []string{"destroy T and T2"}},
	} {
		if got := resolveAnaphora(tc.in); !slices.Equal(got, tc.want) {
			t.Errorf("resolveAnaphora(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := lastLabel("{T}: add {G}"); got != "" {
		t.Errorf("lastLabel read the tap symbol as a target: %q", got)
	}
}

func TestNumberedTargets(t *testing.T) {
	for _, tc := range []struct {
		before, rest string
		min, max     int
		ok           bool
	}{
		{"destroy two ", "destroy ", 2, 2, true},
		{"up to two ", "", 0, 2, true},
		{"tap up to three ", "tap ", 0, 3, true},
		{"return up to one ", "return ", 0, 1, true},
		{"this deals 2 damage to ", "this deals 2 damage to ", 0, 0, false},
		{"destroy one ", "destroy one ", 0, 0, false},
		{"", "", 0, 0, false},
	} {
		rest, lo, hi, ok := numberedTargets(tc.before)
		if rest != tc.rest || lo != tc.min || hi != tc.max || ok != tc.ok {
			t.Errorf("numberedTargets(%q) = %q, %d, %d, %v; want %q, %d, %d, %v", tc.before, rest, lo, hi, ok, tc.rest, tc.min, tc.max, tc.ok)
		}
	}
}

func TestExpandClause(t *testing.T) {
	for in, want := range map[string][]string{
		"T gets +2/+2 and gains trample until end of turn":                                                   {"T gets +2/+2 until end of turn", "T gains trample until end of turn"},
		"all creatures you control get +3/+3 and gain trample until end of turn":                             {"all creatures you control get +3/+3 until end of turn", "all creatures you control gain trample until end of turn"},
		"T gains flying and first strike until end of turn":                                                  {"T gains flying until end of turn", "T gains first strike until end of turn"},
		"T gains flying, vigilance, and lifelink until end of turn":                                          {"T gains flying until end of turn", "T gains vigilance until end of turn", "T gains lifelink until end of turn"},
		"T gains protection from white and from blue until end of turn":                                      {"T gains protection from white and from blue until end of turn"},
		"you gain control of T until end of turn":                                                            {"you gain control of T until end of turn"},
		"T gets +1/+1 until end of turn":                                                                     {"T gets +1/+1 until end of turn"},
		"T loses all abilities and becomes 1/1 until end of turn":                                            {"T loses all abilities until end of turn", "T becomes 1/1 until end of turn"},
		"all creatures lose all abilities and become 0/1 until end of turn":                                  {"all creatures lose all abilities until end of turn", "all creatures become 0/1 until end of turn"},
		"T loses all abilities until end of turn":                                                            {"T loses all abilities until end of turn"},
		"until end of turn, T loses all abilities and becomes a blue Frog with base power and toughness 1/1": {"T loses all abilities until end of turn", "until end of turn, T becomes a blue Frog with base power and toughness 1/1"},
		"until end of turn, T becomes a 3/3 creature that's still a land":                                    {"until end of turn, T becomes a 3/3 creature that's still a land"},
	} {
		if got := expandClause(in); !slices.Equal(got, want) {
			t.Errorf("expandClause(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestEntersWithCounters(t *testing.T) {
	for in, want := range map[string]string{
		"this enters with three +1/+1 counters on it":            "comes into play with 3 +1/+1 counters",
		"this enters the battlefield with a +1/+1 counter on it": "comes into play with 1 +1/+1 counter",
		"this comes into play with 2 +1/+1 counters on it":       "comes into play with 2 +1/+1 counters",
		"this enters with X +1/+1 counters on it":                "comes into play with X +1/+1 counters",
		"this enters tapped":                                     "",
	} {
		got, _, ok := entersWithCounters(in)
		if got != want || ok != (want != "") {
			t.Errorf("entersWithCounters(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestNumberedTargetsKeepTheSentencesAfter checks that reading "each" of
// "up to two target creatures each get" leaves the next sentence's "each"
// alone.
func TestNumberedTargetsKeepTheSentencesAfter(t *testing.T) {
	for line, want := range map[string]string{
		"Destroy two target lands. Each player loses 2 life.":          "destroy T; each player loses 2 life",
		"Up to two target creatures each get +1/+2 until end of turn.": "T get +1/+2 until end of turn",
	} {
		src := "card \"Probe\" {4}{R}{R} sorcery\n  " + line + "\nstate turn 1, alice main1\n"
		prog, err := ParseProgramUnder("p.md", 1, src, nil, "2026-04-17")
		if err != nil {
			t.Fatal(err)
		}
		if got := prog.cards["Probe"].Faces[0].Abilities[0].Text; got != want {
			t.Errorf("%q read as %q, want %q", line, got, want)
		}
	}
}

func TestAlternativeCostParts(t *testing.T) {
	for in, want := range map[string]string{
		"sacrifice two Mountains":              "sacrifice a Mountain, sacrifice a Mountain",
		"sacrifice three creatures":            "sacrifice a creature, sacrifice a creature, sacrifice a creature",
		"sacrifice a Forest":                   "sacrifice a Forest",
		"pay 1 life and sacrifice two Islands": "pay 1 life, sacrifice an Island, sacrifice an Island",
		"exile a blue card from your hand":     "exile a blue card from your hand",
	} {
		if got := alternativeCostParts(in); got != want {
			t.Errorf("alternativeCostParts(%q) = %q, want %q", in, got, want)
		}
	}
}
