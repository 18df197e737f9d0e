package scenarios

import (
	"fmt"
	"strings"
	"testing"

	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// TestOracleLinesTheEngineCannotPlayAreRefusedByName walks the places
// where the reader of printed text gives up on a line, one line for each:
// the forms an ability line can take (a keyword, a static ability, a
// trigger, a cost and effect, a spell's effect), the parts an
// instruction is read into (subject, verb, object, filter, amount, cost,
// condition) and the lines that were once accepted and then performed as
// nothing (damage to players, "it" naming nothing, a target's name read
// as a kind of object, a group of players where only permanents are acted
// on). Each must be refused at its line, naming the card and the line.
func TestOracleLinesTheEngineCannotPlayAreRefusedByName(t *testing.T) {
	tests := []struct {
		name, typ, line, why string
	}{
		{"an unknown kind of line", "{1}{U} creature — Human 1/1", "This creature can't be tickled.", "unknown Oracle ability"},
		{"a static ability with a condition", "{1}{G} creature — Bear 2/2", "This creature gets +2/+2 as long as you control a Forest.", "unknown Oracle ability"},
		{"a condition before a static ability", "{1}{G} creature — Bear 2/2", "As long as you control an artifact, this creature has flying.", "unknown Oracle ability"},
		{"a word written as a keyword that is none", "{1}{G} creature — Elf 2/2", "Gigantism", "unknown Oracle ability"},
		{"a keyword with an argument it doesn't take", "{1}{G} creature — Elf 2/2", "Protection from everything", "is not \"from COLOR\""},
		{"an unknown trigger condition", "{2} artifact", "Whenever the moon rises, draw a card.", "unknown trigger condition"},
		{"an unknown intervening if", "{1}{R} creature — Goblin 1/1", "Raid — When this creature enters, if you attacked this turn, draw a card.", "unknown condition"},
		{"an unknown verb", "{1}{U} instant", "Tap target creature. It doesn't untap during its controller's next untap step.", "expected a verb"},
		{"an unknown subject", "{1}{B} sorcery", "The moon gets -1/-1 until end of turn.", "unknown subject"},
		{"an object that is a group", "{1}{G} instant", "Regenerate all creatures you control.", "expected a target name"},
		{"an unknown filter word", "{2}{W}{W} sorcery", "Destroy all creatures with hats.", "unknown word \"with\""},
		{"a name written out in a filter", "{1}{B} sorcery", "Destroy target creature named Grizzly Bears.", "found \"T Grizzly Bears\""},
		{"a target's name read as a kind of object", "{W} instant", "Prevent all damage target creature would deal this turn.", "names a target, not a kind of object"},
		{"an unknown amount", "{1}{U} sorcery", "Target player mills cards equal to the moon.", "unknown amount"},
		{"an unknown cost", "{1} artifact", "{1}, Exile this artifact: Draw a card.", "unknown cost"},
		{"a restriction on activating", "{1}{R} creature — Goblin 1/1", "{T}: Add {R}. Activate only during a full moon.", "unknown subject \"activate\""},
		{"a token with an activated ability in words", "{1}{W} sorcery", "Create a 1/1 white Soldier creature token with \"{T}: Draw a card.\"", "expected a token ability"},
		{"a token with an ability that isn't a keyword", "{1}{W} sorcery", "Create a 1/1 white Soldier creature token with indomitable spirit.", "not a keyword ability"},
		{"an unknown ability word's ability", "{1}{R} creature — Goblin 1/1", "Metalcraft — This creature gets +2/+2 as long as you control three or more artifacts.", "unknown Oracle ability"},
		{"\"it\" naming nothing in a spell", "{U} instant", "Return it to its owner's hand.", "\"it\" names no object here"},
		{"\"it\" naming nothing in an activated ability", "{2} artifact", "{T}: Untap it.", "\"it\" names no object here"},
		{"\"it\" in a trigger whose event has no object", "{2}{B} creature — Zombie 2/2", "At the beginning of your upkeep, untap it.", "\"it\" names no object here"},
		{"a group of players destroyed", "{3}{B} sorcery", "Destroy all opponents.", "names only players"},
		{"a sacrifice by a target creature", "{1}{B} sorcery", "Target creature sacrifices a creature.", "no player would do it"},
		{"a keyword after without that is none", "{2}{R} sorcery", "This spell deals 2 damage to each creature without friends.", "expected a keyword ability after \"without\""},
		{"X in a spell without {X}", "{1}{R} sorcery", "This spell deals X damage to any target.", "nothing defines X here"},
		{"X in an ability without {X}", "{2} artifact", "{T}: This artifact deals X damage to any target.", "nothing defines X here"},
		{"X in a triggered ability", "{2}{R} creature — Goblin 2/2", "When this creature enters, it deals X damage to any target.", "nothing defines X here"},
		{"an enchanted creature on a creature", "{1}{G} creature — Bear 2/2", "Enchanted creature gets +1/+1.", "is no Aura or Equipment"},
	}
	lib := loadLibrary(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := fmt.Sprintf("card \"Probe\" %s\n  %s\nstate turn 1, alice main1\n", tt.typ, tt.line)
			_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17")
			wantErrorAt(t, err, "s.md", 2, fmt.Sprintf("card \"Probe\": line %q: the engine cannot play this ability: ", tt.line))
			if !strings.Contains(err.Error(), tt.why) {
				t.Fatalf("got %v, want the reason %q", err, tt.why)
			}
		})
	}
}

// TestOracleLineUnderAnAbilityNamesThatLine checks that a refused line
// under an ability line (a target line) is the line named.
func TestOracleLineUnderAnAbilityNamesThatLine(t *testing.T) {
	src := "card \"Probe\" {1} artifact\n  activated {1}: destroy T\n    target T: creature with hats\nstate turn 1, alice main1\n"
	_, err := lang.ParseProgramUnder("s.md", 1, src, loadLibrary(t), "2026-04-17")
	wantErrorAt(t, err, "s.md", 3, `card "Probe": line "target T: creature with hats": the engine cannot play this ability: `)
}

// TestOracleWordingsOfTheirEra checks that each wording this reader
// learned is read under the editions that printed it and refused, as an
// anachronism rather than a line the engine cannot play, under an earlier
// one; the wording of the earlier era is read there.
func TestOracleWordingsOfTheirEra(t *testing.T) {
	tests := []struct {
		typ, line, since string
	}{
		{"basic land", "{T}: Add {C} to your mana pool.", "2016-01-22"},
		{"{2}{C} creature — Eldrazi 3/2", "", "2016-01-22"},
		{"{1}{G}{G} creature — Spike 0/0", "This creature enters with two +1/+1 counters on it.", "2024-08-02"},
		{"{1}{G}{G} creature — Spike 0/0", "This creature enters the battlefield with two +1/+1 counters on it.", "2009-07-11"},
		{"{7}{G} creature — Treefolk 10/10", "This spell costs {1} less to cast for each creature card in your graveyard.", "2009-07-11"},
		{"{1}{U} sorcery", "Target player mills three cards.", "2020-07-03"},
		{"{1}{U}{U} creature — Illusion Warrior 2/2", "This creature can't be blocked.", "2013-07-13"},
		{"{1}{G} creature — Ogre 2/2", "{2}: Put a +1/+1 counter on this creature. Activate only as a sorcery.", "2022-04-29"},
		{"{1}{G} creature — Ogre 2/2", "{2}: Put a +1/+1 counter on this creature. Activate this ability only any time you could cast a sorcery.", "2009-07-11"},
		{"{3}{U} enchantment", "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.", "2021-04-23"},
	}
	lib := loadLibrary(t)
	for _, tt := range tests {
		src := fmt.Sprintf("card \"Probe\" %s\n  %s\nstate turn 1, alice main1\n", tt.typ, tt.line)
		if tt.line == "" {
			src = fmt.Sprintf("card \"Probe\" %s\nstate turn 1, alice main1\n", tt.typ)
		}
		if _, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17"); err != nil {
			t.Errorf("%q under 2026-04-17: %v", tt.line, err)
		}
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2006-10-01")
		if err == nil || !strings.Contains(err.Error(), "from "+tt.since) || strings.Contains(err.Error(), "cannot play") {
			t.Errorf("%q under 2006-10-01: got %v, want it refused as wording from %s", tt.line, err, tt.since)
		}
	}
	for _, old := range []string{
		"Probe comes into play with two +1/+1 counters on it.",
		"This spell costs {1} less to play for each creature card in your graveyard.",
		"Each noncreature artifact is an artifact creature with power and toughness each equal to its converted mana cost.",
		"{T}: Add {1} to your mana pool.",
		"Probe is unblockable.",
		"{T}: Target player puts the top two cards of his or her library into his or her graveyard.",
	} {
		src := fmt.Sprintf("card \"Probe\" {7}{G} creature — Treefolk 0/0\n  %s\nstate turn 1, alice main1\n", old)
		if strings.Contains(old, "less to play") {
			src = strings.Replace(src, "creature — Treefolk 0/0", "sorcery", 1)
		}
		if _, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2006-10-01"); err != nil {
			t.Errorf("%q under 2006-10-01: %v", old, err)
		}
	}
}

// TestPowerAndToughnessEachItsManaValue plays the characteristic-defining
// ability "This creature's power and toughness are each equal to its
// mana value."
func TestPowerAndToughnessEachItsManaValue(t *testing.T) {
	src := `card "Golem of Cost" {3}{G} artifact creature — Golem 0/0
  This creature's power and toughness are each equal to its mana value.
state turn 1, alice main1
  alice in play: Golem of Cost
expect
  "Golem of Cost" is 4/4
`
	out := runUnder(t, src, "2026-04-17", rulings.Rules2026())
	if len(out.Failures) > 0 {
		t.Fatal(out.Failures)
	}
}

// TestAnotherNamesADifferentObject checks that "another" in a play's
// targets names an object of that name other than those named before it,
// and that with none left the play is refused at its line.
func TestAnotherNamesADifferentObject(t *testing.T) {
	src := `card "Rain of Salt" {4}{R}{R} sorcery
  Destroy two target lands.
state turn 1, alice main1
  alice in play: Mountain x6
  alice hand: Rain of Salt
  bob in play: Forest, Island
do
  alice plays "Rain of Salt" targeting "Forest" and another "Forest", tapping Mountain x6
`
	prog, err := lang.ParseProgramUnder("s.md", 1, src, loadLibrary(t), "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	_, err = prog.Run(rulings.Rules2026())
	wantErrorAt(t, err, "s.md", 8, "no other \"Forest\"")
}
