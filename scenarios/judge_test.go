package scenarios

import (
	"os"
	"strings"
	"testing"
)

// TestJudgeWrittenScenarios runs the scenarios of testdata/judge: plays
// written the way a judge writes a new scenario, with cards of their own
// that no built-in scenario uses, so each passes only if the engine applies
// the rules in general. Each must pass, its rules: list checked against the
// seed edition.
func TestJudgeWrittenScenarios(t *testing.T) {
	all, err := LoadFS(os.DirFS("testdata/judge"))
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 12 {
		t.Fatalf("loaded %d judge-written scenarios, want at least 12", len(all))
	}
	for _, s := range all {
		t.Run(s.ID, func(t *testing.T) {
			// A checker of the subtest's own: one that needs a shared
			// edition the machine lacks skips this subtest alone.
			r := seedChecker(t, "judge-written scenarios").Check(s)
			if !r.Passed {
				trace := "(no trace)"
				if r.Trace != nil {
					trace = r.Trace.String()
				}
				t.Errorf("%s failed:\n%s\ntrace:\n%s", r.File, r.Error, trace)
			}
		})
	}
}

// TestJudgeUnscriptedDecisionsAreLocatedErrors runs judge-written plays
// that leave a decision to the engine: each must be an error at the line
// of the action that needed it, naming the decision, never a guess.
func TestJudgeUnscriptedDecisionsAreLocatedErrors(t *testing.T) {
	const head = "---\nrules: [410.4]\nedition: seed\n---\n\n```scenario\n"
	tests := []struct {
		name, program, want string
	}{
		{
			name: "a trigger's target with two legal creatures",
			program: `card "Pike Sentry" {2}{W} creature — Human Soldier 1/1
  when this comes into play: tap T
    target T: creature an opponent controls
state turn 1, alice main1
  alice in play: Plains x3
  alice hand: Pike Sentry
  bob in play: Grizzly Bears, Coral Eel
do
  alice plays "Pike Sentry", tapping Plains x3
  all pass
`,
			want: "judge.md:16: alice must decide the target creature an opponent controls",
		},
		{
			name: "the order of two different triggers of one player",
			program: `card "Dawn Chime" {1} artifact
  at the beginning of your upkeep: you gain 1 life
card "Dusk Chime" {1} artifact
  at the beginning of your upkeep: you lose 1 life
state turn 1, bob end of turn
  alice in play: Dawn Chime, Dusk Chime
do
  advance to alice upkeep
`,
			want: "judge.md:14: alice must decide which triggered ability goes on the stack next",
		},
		{
			name: "an optional draw",
			program: `card "Tidal Whisper" {U} instant
  effect you may draw a card
state turn 1, alice main1
  alice in play: Island
  alice hand: Tidal Whisper
  alice library: Coral Eel
do
  alice plays "Tidal Whisper", tapping Island
  all pass
`,
			want: "judge.md:15: alice must decide whether to draw a card",
		},
		{
			name: "two defending players' blockers: the one earlier in APNAP order is asked first",
			program: `card "Guardian Ogre" {2}{W} creature — Ogre 2/4
  static this can block an additional creature
card "Sentinel Ogre" {2}{W} creature — Ogre 2/4
  static this can block an additional creature
players alice, bob, carol
state turn 1, alice main1
  alice in play: Hill Giant, Scathe Zombies, Grizzly Bears, Goblin Piker
  carol in play: Sentinel Ogre
  bob in play: Guardian Ogre
do
  alice attacks bob with "Hill Giant", "Scathe Zombies"
  alice attacks carol with "Grizzly Bears", "Goblin Piker"
  bob blocks "Hill Giant" and "Scathe Zombies" with "Guardian Ogre"
  carol blocks "Grizzly Bears" and "Goblin Piker" with "Sentinel Ogre"
  all pass
`,
			want: "judge.md:21: bob must decide how Guardian Ogre divides 2 combat damage",
		},
		{
			name: "a division of combat damage written after the passes that began the step",
			program: `state turn 1, alice main1
  alice in play: Craw Wurm
  bob in play: Hill Giant, Grizzly Bears
do
  alice attacks with "Craw Wurm"
  bob blocks "Craw Wurm" with "Hill Giant", "Grizzly Bears"
  all pass
  alice assigns "Craw Wurm" damage: 1 to "Hill Giant", 5 to "Grizzly Bears"
`,
			want: `judge.md:13: alice must decide how Craw Wurm divides 6 combat damage among Hill Giant, Grizzly Bears (options ["Hill Giant" "Grizzly Bears"]); script it with "alice assigns "CREATURE" damage: N to "NAME", ..." before the passes that begin the combat damage step`,
		},
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Load("judge.md", []byte(head+tc.program+"```\n"))
			if err != nil {
				t.Fatal(err)
			}
			r := Check(s, cards)
			if r.Passed || !strings.HasPrefix(r.Error, tc.want) {
				t.Errorf("Check = passed %v, error %q; want a failure starting %q", r.Passed, r.Error, tc.want)
			}
		})
	}
}

// TestJudgeMalformedFilesSayWhere loads and checks malformed files a judge
// might write: each must fail with an error at the line of the mistake,
// never a panic and never a pass.
func TestJudgeMalformedFilesSayWhere(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"unclosed front matter list", "---\nrules: [409.1f\n---\n```scenario\nstate turn 1, alice main1\n```\n", "bad.md:2: front matter"},
		{"no scenario block", "---\nrules: [409.1f]\n---\nno block here\n", "bad.md:4: no fenced \"scenario\" block"},
		{"tab indentation", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\n\talice life 3\n```\n", "bad.md:6: indent with spaces"},
		{"X too large", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\n  alice hand: Shock\ndo\n  alice plays \"Shock\" targeting bob, with X = 99999999999999999999\n```\n", "bad.md:8: expected a number after \"with X =\""},
		{"too many passes", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\ndo\n  all pass x100000000\n```\n", "bad.md:7: expected \"all pass\" or \"all pass xN\""},
		{"life out of range", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\n  alice life 99999999999999999999999\n```\n", "bad.md:6: expected \"alice life N\""},
		{"advance for an unknown player", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\ndo\n  advance to carol upkeep\n```\n", "bad.md:7: "},
		{"expectation for an unknown player", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\nexpect\n  dave life 20\n```\n", "bad.md:7: expected an expectation"},
		{"too many copies", "---\nrules: [409.1f]\n---\n```scenario\nstate turn 1, alice main1\n  alice hand: Grizzly Bears x1001\n```\n", "bad.md:6: bad count"},
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Load("bad.md", []byte(tc.src))
			if err != nil {
				if !strings.HasPrefix(err.Error(), tc.want) {
					t.Errorf("Load error %q, want one starting %q", err, tc.want)
				}
				return
			}
			r := Check(s, cards)
			if r.Passed || !strings.HasPrefix(r.Error, tc.want) {
				t.Errorf("Check = passed %v, error %q; want a failure starting %q", r.Passed, r.Error, tc.want)
			}
		})
	}
}

// TestNinjaAttackingAPlayerWhoLeftSaysWhere plays ninjutsu returning a
// creature that attacks a player who has lost the game: under the 2026
// rules the ninja enters never attacking (508.4a); the 2006 rules have no
// such rule and the engine doesn't apply their leaving rules (600.4), so
// it refuses the play at the line that resolves the ability.
func TestNinjaAttackingAPlayerWhoLeftSaysWhere(t *testing.T) {
	const play = "```scenario\n" + `card "Ninja of the Deep Hours" {3}{U} creature — Human Ninja 3/2
  ninjutsu {1}{U}
card "Striker" {R} creature — Human 2/2
  first strike
players alice, bob, carol
state turn 1, alice main1
  alice ZONE: Grizzly Bears, Striker, Island x2
  alice hand: Ninja of the Deep Hours
  bob life 2
do
  alice attacks bob with "Grizzly Bears", "Striker"
  all pass xPASSES
  alice activates ninjutsu of "Ninja of the Deep Hours", returning "Grizzly Bears", tapping Island x2
  all pass
expect
  cites 508.4a "bob, the player it would attack, has left the game"
` + "```\n"
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ edition, zone, passes, want string }{
		{"2026-04-17", "battlefield", "2", ""},
		{"2006-10-01", "in play", "3", "judge.md:20: Ninja of the Deep Hours would attack bob, who has left the game"},
	} {
		src := "---\nrules: [508.1]\nedition: " + tc.edition + "\n---\n\n" + strings.NewReplacer("ZONE", tc.zone, "PASSES", tc.passes).Replace(play)
		s, err := Load("judge.md", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		r := Check(s, cards)
		switch {
		case tc.want == "" && !r.Passed:
			t.Errorf("%s: failed: %s", tc.edition, r.Error)
		case tc.want != "" && (r.Passed || !strings.HasPrefix(r.Error, tc.want)):
			t.Errorf("%s: passed %v, error %q; want a failure starting %q", tc.edition, r.Passed, r.Error, tc.want)
		}
	}
}
