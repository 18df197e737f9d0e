package scenarios

import (
	"strings"
	"testing"

	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// TestKeywordActionLinesReadOnlyFromTheirEditions reads a card line of each
// keyword action the language writes as its own clause: under 2026 it is
// read, and under 2008-02-01 each action the
// rules then lacked is refused at its line, saying since when it exists.
func TestKeywordActionLinesReadOnlyFromTheirEditions(t *testing.T) {
	lib := loadLibrary(t)
	for text, name := range map[string]string{
		"Proliferate.":            "proliferate",
		"Populate.":               "populate",
		"Bolster 2.":              "bolster",
		"Blight 1.":               "blight",
		"Amass Zombies 2.":        "amass",
		"Double your life total.": "double",
		"Triple target creature's power until end of turn.":   "triple",
		"Suspect target creature.":                            "suspect",
		"Detain target creature.":                             "detain",
		"Goad target creature.":                               "goad",
		"Earthbend 2.":                                        "earthbend",
		"Airbend target creature.":                            "airbend",
		"Harness this creature.":                              "harness",
		"Exert target creature.":                              "exert",
		"Manifest the top card of your library.":              "manifest",
		"Cloak the top card of your library.":                 "cloak",
		"Manifest dread.":                                     "manifest dread",
		"Support 2.":                                          "support",
		"Time travel.":                                        "time travel",
		"Forage.":                                             "forage",
		"Discover 3.":                                         "discover",
		"You may behold a Goblin. If you do, draw a card.":    "behold",
		"You may collect evidence 4. If you do, draw a card.": "collect evidence",
		"Open an Attraction.":                                 "open an attraction",
		"Roll to visit your Attractions.":                     "roll to visit your attractions",
	} {
		src := "card \"Odd Spell\" {1}{R} sorcery\n  " + text + "\nstate turn 1, alice main1\n  alice hand: Odd Spell\n"
		if _, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17"); err != nil {
			t.Errorf("%q under 2026-04-17: %v", text, err)
		}
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2008-02-01")
		if err == nil || !strings.Contains(err.Error(), "s.md:2: ") || !strings.Contains(err.Error(), name+" is a keyword action of the rules from") {
			t.Errorf("%q under 2008-02-01: got %v, want a refusal at s.md:2 naming %s", text, err, name)
		}
	}
}

// TestDieRollsAreStatedByTheScenario plays a die roll the scenario
// doesn't state, which fails at the action naming the player and the
// die, and a result no roll takes, which fails at its line.
func TestDieRollsAreStatedByTheScenario(t *testing.T) {
	lib := loadLibrary(t)
	const cards = "card \"Lucky Toss\" {R} sorcery\n  Roll a d20.\n  1-9 | You gain 1 life.\n  10-20 | You gain 3 life.\n"
	for _, tt := range []struct{ play, want string }{
		{"do\n  alice casts \"Lucky Toss\", tapping Mountain\n  all pass\n", `s.md:10: alice rolls a 20-sided die (d20) ("roll a d20" of Lucky Toss), but the scenario states no result for it`},
		{"do\n  alice rolls 21\n  alice casts \"Lucky Toss\", tapping Mountain\n  all pass\n", "the outcomes of an N-sided die are numbered from 1 to N, so this one's are 1 to 20 (706.1a)"},
		{"do\n  alice rolls 4\n  alice rolls 5\n  alice casts \"Lucky Toss\", tapping Mountain\n  all pass\n", `s.md:10: alice's roll "5" was never made`},
		{"do\n  alice rolls four five\n", `expected "alice rolls RESULT"`},
	} {
		src := cards + "state turn 1, alice main1\n  alice battlefield: Mountain\n  alice hand: Lucky Toss\n" + tt.play + "expect\n  alice life 21\n"
		prog, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17")
		if err == nil {
			_, err = prog.Run(rulings.Rules2026())
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an error saying %s", tt.play, err, tt.want)
		}
	}
}
