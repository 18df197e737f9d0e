package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// FuzzParseProgram feeds the scenario language parser arbitrary blocks,
// seeded with every built-in scenario: it must never panic, and every
// error must be an *Error located inside the block. Programs that parse
// are also run, which must not panic either.
func FuzzParseProgram(f *testing.F) {
	files, _ := filepath.Glob("seed/*.md")
	for _, file := range files {
		src, _ := seedBlock(f, file)
		f.Add(src)
	}
	f.Add("card \"X\" {1} creature 1/1\nstate turn 1, alice main1\n  alice hand: X\ndo\n  alice plays \"X\"\nexpect\n  alice in play: X\n")
	lib := loadLibrary(f)
	f.Fuzz(func(t *testing.T, src string) {
		const first = 10
		lines := strings.Count(src, "\n") + 1
		prog, err := lang.ParseProgram("fuzz.md", first, src, lib)
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is not an *Error: %v", err)
			}
			if e.File != "fuzz.md" || e.Line < first || e.Line >= first+lines {
				t.Fatalf("error outside the block (lines %d-%d): %v", first, first+lines-1, err)
			}
			return
		}
		_, _ = prog.Run(rulings.Rules2006())
	})
}

// TestParseErrorsSayWhereAndWhat checks that malformed blocks are rejected
// with the line of the problem and what was expected there.
func TestParseErrorsSayWhereAndWhat(t *testing.T) {
	tests := []struct {
		name string
		src  string
		line int
		msg  string
	}{
		{"no state", "card \"X\" {1} creature 1/1\n", 1, "no \"state\" section"},
		{"unknown section", "state turn 1, alice main1\nsomething\n", 2, "expected card, players, state, do or expect"},
		{"bad mana cost", "card \"X\" {Q} creature 1/1\nstate turn 1, alice main1\n", 1, "unknown mana symbol {Q}"},
		{"no card type", "card \"X\" {1} 1/1\nstate turn 1, alice main1\n", 1, "has no card type"},
		{"unknown ability", "card \"X\" {1} creature 1/1\n  flies sometimes\nstate turn 1, alice main1\n", 2, "unknown ability"},
		{"unknown trigger", "card \"X\" {1} artifact\n  whenever the moon rises: draw a card\nstate turn 1, alice main1\n", 2, "unknown trigger condition"},
		{"unknown verb", "card \"X\" {1} instant\n  effect explode everything\nstate turn 1, alice main1\n", 2, "unknown subject"},
		{"the player with the most life without an answer for a tie", "card \"X\" {1} sorcery\n  effect the player with the most life loses 3 life\nstate turn 1, alice main1\n", 2, "no default for ties (413.2i)"},
		{"each player as the subject of an object verb", "card \"X\" {1} instant\n  target T: creature\n  effect each player destroys T\nstate turn 1, alice main1\n", 3, "no player performs"},
		{"a player verb whose subject is no player", "card \"X\" {1} artifact\n  activated {1}: this draws a card\nstate turn 1, alice main1\n", 2, "its subject names no player"},
		{"an optional player verb whose subject is no player", "card \"X\" {1} instant\n  effect you may draw a card; that card gains 1 life\nstate turn 1, alice main1\n", 2, "its subject names no player"},
		{"a player verb on a target that can only be a creature", "card \"X\" {1} instant\n  target T: creature\n  effect T draws a card\nstate turn 1, alice main1\n", 3, "T is a target that can only be a creature, never a player"},
		{"a player verb on a creature target written after the effect", "card \"X\" {1} instant\n  effect T loses 2 life\n  target T: creature\nstate turn 1, alice main1\n", 3, "T is a target that can only be a creature, never a player"},
		{"a player verb on a creature target of a triggered ability", "card \"X\" {1} artifact\n  whenever a creature comes into play: T discards his or her hand\n    target T: nonblack creature\nstate turn 1, alice main1\n", 3, "never a player"},
		{"an object verb on a target that can only be a player", "card \"X\" {1} sorcery\n  target P: player\n  effect destroy P\nstate turn 1, alice main1\n", 3, "P is a target that can only be a player"},
		{"an optional object verb on an opponent target", "card \"X\" {1} sorcery\n  target P: opponent\n  effect you may draw a card; tap P\nstate turn 1, alice main1\n", 3, "acts only on objects"},
		{"that player when this is dealt damage", "card \"X\" {1} creature 1/1\n  whenever this is dealt damage: that player loses 1 life\nstate turn 1, alice main1\n", 2, "no event that sets off this trigger names a player"},
		{"that player in a state trigger", "card \"X\" {1} artifact\n  whenever you have no cards in hand: that player draws a card\nstate turn 1, alice main1\n", 2, "no event that sets off this trigger names a player"},
		{"bad target line", "card \"X\" {1} instant\n  target nonblack creature\nstate turn 1, alice main1\n", 2, "expected \"target NAME: what\""},
		{"cards removed with this, and no ability that removes any", "card \"X\" {1} creature 1/1\n  activated {1}: put a creature card removed from the game with this into play under your control\nstate turn 1, alice main1\n", 1, "exactly one other ability that removes cards from the game to be linked to (217.7d)"},
		{"the top of a library, no number", "card \"X\" {1} artifact\n  activated {1}, remove the top many cards of your library from the game: draw a card\nstate turn 1, alice main1\n", 2, "expected a number of cards"},
		{"unknown card", "state turn 1, alice main1\n  alice hand: Nothing Such\n", 2, "unknown card \"Nothing Such\""},
		{"unknown player", "state turn 1, carol main1\n", 1, "unknown player \"carol\""},
		{"unknown step", "state turn 1, alice lunch\n", 1, "unknown step \"lunch\""},
		{"unknown action", "state turn 1, alice main1\ndo\n  alice dances\n", 3, "unknown action \"dances\""},
		{"unquoted card", "state turn 1, alice main1\ndo\n  alice plays Shock\n", 3, "expected a quoted card name"},
		{"bad clause", "state turn 1, alice main1\ndo\n  alice plays \"Shock\", quickly\n", 3, "unexpected \"quickly\""},
		{"bad rule", "state turn 1, alice main1\nexpect\n  cites four\n", 3, "expected a rule ID"},
		{"bad expectation", "state turn 1, alice main1\nexpect\n  alice feels fine\n", 3, "cannot read expectation"},
		{"tabs", "state turn 1, alice main1\n\talice hand: Shock\n", 2, "indent with spaces"},
		{"do before state", "do\n  all pass\n", 1, "expected a \"state\" section before \"do\""},
		{"an attack on a player with nothing", "players alice, bob, carol\nstate turn 1, alice main1\ndo\n  alice attacks carol with nothing\n", 4, "attacks no player"},
		{"a team of three", "players a, b, c, d\nvariant two-headed giant: a and b and c, d\nstate turn 1, a main1, mulligans\n", 2, "expected a team of two players"},
		{"an unknown variant", "variant emperor: a and b\nstate turn 1, alice main1\n", 1, "expected \"variant two-headed giant"},
		{"an unknown state clause", "state turn 1, alice main1, quickly\n", 1, "expected \"seed N\" or \"mulligans\""},
		{"control of permanents an Aura isn't attached to", "card \"X\" {1} enchantment\n  static you control all creatures\nstate turn 1, alice main1\n", 2, "can give control only of the permanent its Aura or Equipment is attached to"},
		{"control with a condition, as printed", "card \"X\" {1} enchantment — Aura\n  Enchant creature\n  You control enchanted creature as long as you control an Island.\nstate turn 1, alice main1\n", 3, "with no condition"},
		{"a granted control-changing ability", "card \"X\" {1} enchantment — Aura\n  enchant artifact\n  static enchanted artifact has \"you control equipped creature\"\nstate turn 1, alice main1\n", 3, "expected a granted ability"},
		{"lose life for each card of another zone", "card \"X\" {1} sorcery\n  effect you lose 1 life for each card in your hand\nstate turn 1, alice main1\n", 2, "in his or her graveyard"},
	}
	lib := loadLibrary(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := lang.ParseProgram("s.md", 1, tt.src, lib)
			wantErrorAt(t, err, "s.md", tt.line, tt.msg)
		})
	}
}

// TestRunErrorsNameTheActionLine checks that a game that can't be played
// as scripted reports the line of the action.
func TestRunErrorsNameTheActionLine(t *testing.T) {
	tests := []struct {
		name string
		src  string
		line int
		msg  string
	}{
		{"unscripted convoke color", `card "Guardian" {6}{G}{W} creature 4/7
  convoke
state turn 1, alice main1
  alice in play: Selesnya Evangel, Forest x7
  alice hand: Guardian
do
  alice plays "Guardian", convoking "Selesnya Evangel", tapping Forest x7
`, 7, "must decide what Selesnya Evangel"},
		{"card not in hand", "state turn 1, alice main1\ndo\n  alice plays \"Shock\"\n", 3, "no object named \"Shock\""},
		{"that player in a spell", `card "Odd Wisdom" {U} instant
  effect that player draws a card
state turn 1, alice main1
  alice in play: Island
  alice hand: Odd Wisdom
do
  alice plays "Odd Wisdom", tapping Island
  all pass
`, 8, "no player is \"that player\""},
		{"that player after damage dealt to a creature", `card "Spiteful Imp" {B} creature 1/1
  activated {0}: this deals 1 damage to T
    target T: creature
  whenever this deals damage: that player loses 1 life
state turn 1, alice main1
  alice in play: Spiteful Imp
  bob in play: Coral Eel
do
  alice activates "Spiteful Imp" targeting "Coral Eel"
  all pass
  all pass
`, 11, "no player is \"that player\""},
		{"choice never asked", "state turn 1, alice main1\ndo\n  alice chooses 4\n", 3, "never asked for"},
		{"an attack on an unknown player", "players alice, bob, carol\nstate turn 1, alice main1\n  alice in play: Grizzly Bears\ndo\n  alice attacks dan with \"Grizzly Bears\"\n", 5, "unknown player \"dan\""},
		{"teams without mulligans", "players a, b, c, d\nvariant two-headed giant: a and b, c and d\nstate turn 1, a main1\n", 2, "add \"mulligans\" to the state line"},
		{"two-headed giant with five players", "players a, b, c, d, e\nvariant two-headed giant: a and b, c and d\nstate turn 1, a main1, mulligans\n", 3, "two teams of two players each"},
		{"mulligans after the first turn", "state turn 2, alice main1, mulligans\n", 1, "before the first turn"},
		{"advance with a full stack", `state turn 1, alice main1
  alice in play: Mountain
  alice hand: Shock
  bob in play: Coral Eel
do
  alice plays "Shock" targeting "Coral Eel", tapping Mountain
  advance to bob upkeep
`, 7, "the stack is not empty"},
	}
	lib := loadLibrary(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog, err := lang.ParseProgram("s.md", 1, tt.src, lib)
			if err != nil {
				t.Fatal(err)
			}
			_, err = prog.Run(rulings.Rules2006())
			wantErrorAt(t, err, "s.md", tt.line, tt.msg)
		})
	}
}

// TestUnexpectedIllegalPlayIsAFailure checks that a rejected action is a
// failure unless an "illegal" expectation accounts for it.
func TestUnexpectedIllegalPlayIsAFailure(t *testing.T) {
	src := `state turn 1, alice main1
  alice hand: Shock
  bob in play: Coral Eel
do
  alice plays "Shock" targeting "Coral Eel"
expect
  alice hand: Shock
`
	prog, err := lang.ParseProgram("s.md", 1, src, loadLibrary(t))
	if err != nil {
		t.Fatal(err)
	}
	out, err := prog.Run(rulings.Rules2006())
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Failures) != 1 || out.Failures[0].Line != 5 || !strings.Contains(out.Failures[0].Got, "409.1h") {
		t.Fatalf("failures = %v, want one at line 5 about the unpaid cost (409.1h)", out.Failures)
	}
}

// BenchmarkRunSeedScenarios parses and runs every seed scenario once per
// iteration, under each edition it is written for, as the checker plays it.
func BenchmarkRunSeedScenarios(b *testing.B) {
	lib := loadLibrary(b)
	var plays []*Scenario
	files, _ := filepath.Glob("seed/*.md")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		s, err := Load(f, data)
		if err != nil {
			b.Fatal(err)
		}
		if len(s.Editions) == 0 {
			plays = append(plays, s)
		}
		for _, e := range s.Editions {
			plays = append(plays, s.For(e.ID))
		}
	}
	for b.Loop() {
		for _, s := range plays {
			if _, err := run(s, lib); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(plays)), "plays")
}

// wantErrorAt fails the test unless err is an *Error located at file:line
// whose message contains msg: every scenario error must say where.
func wantErrorAt(t *testing.T, err error, file string, line int, msg string) {
	t.Helper()
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("got %v, want an *Error", err)
	}
	if e.File != file || e.Line != line || !strings.Contains(e.Msg, msg) {
		t.Fatalf("got %v, want %s:%d: ...%s...", err, file, line, msg)
	}
}
