package scenarios

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// seedBlock reads the scenario block of a Markdown file through Load, the
// loader the checker uses, and returns it with the file line of its first
// line.
func seedBlock(t testing.TB, path string) (string, int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return s.Program, s.ProgramLine
}

// builtinTests is the built-in scenario set and its cards, loaded once for the
// tests of this package, and each scenario's result as Check gives it,
// reached once for the tests that read the results of the whole set. None
// of these tests changes a scenario or a result: a test that plays a
// changed scenario plays a copy.
var builtinTests struct {
	loadOnce sync.Once
	all      []*Scenario
	cards    *CardLibrary
	loadErr  error

	checkOnce sync.Once
	results   map[*Scenario]Result
}

// builtinSet returns every built-in scenario and the cards they share,
// loaded once per test binary: a list of its own for each caller, of the
// same scenarios.
func builtinSet(t testing.TB) ([]*Scenario, *CardLibrary) {
	t.Helper()
	builtinTests.loadOnce.Do(func() {
		var err, cardsErr error
		builtinTests.all, err = BuiltinScenarios()
		builtinTests.cards, cardsErr = BuiltinCards()
		builtinTests.loadErr = errors.Join(err, cardsErr)
	})
	if builtinTests.loadErr != nil {
		t.Fatal(builtinTests.loadErr)
	}
	return slices.Clone(builtinTests.all), builtinTests.cards
}

// builtinResult is Check(s, cards) for a scenario of builtinSet, the
// whole set checked once, the first time a test asks, on every core.
func builtinResult(t testing.TB, s *Scenario) Result {
	t.Helper()
	all, cards := builtinSet(t)
	builtinTests.checkOnce.Do(func() {
		each := make([]Result, len(all))
		eachAtOnce(len(all), func(i int) { each[i] = Check(all[i], cards) })
		results := make(map[*Scenario]Result, len(all))
		for i, s := range all {
			results[s] = each[i]
		}
		builtinTests.results = results
	})
	r, ok := builtinTests.results[s]
	if !ok {
		t.Fatalf("%s is not a scenario of builtinSet", s.File)
	}
	return r
}

// runUnder parses src as a scenario block of edition and plays it under
// rules, failing the test on an error of either.
func runUnder(t *testing.T, src, edition string, rules rulings.Rules) *lang.Outcome {
	t.Helper()
	prog, err := lang.ParseProgramUnder("s.md", 1, src, loadLibrary(t), edition)
	if err != nil {
		t.Fatal(err)
	}
	out, err := prog.Run(rules)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func loadLibrary(t testing.TB) *CardLibrary {
	lib, err := LoadCardLibrary(os.DirFS("cards"))
	if err != nil {
		t.Fatal(err)
	}
	return lib
}

// TestProgramRunsAreIndependent runs each parsed seed program several
// times at once: a program and its cards are read-only, so every run plays
// the same game and gives the same trace (run with -race).
func TestProgramRunsAreIndependent(t *testing.T) {
	lib := loadLibrary(t)
	files, _ := filepath.Glob("seed/*.md")
	for _, f := range files {
		src, line := seedBlock(t, f)
		prog, err := lang.ParseProgramUnder(f, line, src, lib, lang.SeedEdition)
		if err != nil {
			t.Fatal(err)
		}
		traces := make([]string, 3)
		var wg sync.WaitGroup
		for i := range traces {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if out, err := prog.Run(rulings.Rules2006()); err == nil {
					traces[i] = out.Trace.String()
				}
			}()
		}
		wg.Wait()
		if traces[0] == "" || traces[0] != traces[1] || traces[1] != traces[2] {
			t.Errorf("%s: concurrent runs differ", f)
		}
	}
}

// TestModernZoneWordsAndCasts checks that a scenario may write the zones
// and the verb in the words of the rules from 2009 ("battlefield", "exile",
// "casts") and that a land written as cast is refused at its line.
func TestModernZoneWordsAndCasts(t *testing.T) {
	lib := loadLibrary(t)
	src := "card \"Path\" {W} instant\n  Exile target creature.\n" +
		"state turn 1, alice main1\n  alice battlefield: Plains, Mountain\n  alice hand: Path, Shock\n  bob battlefield: Grizzly Bears, Hill Giant\n" +
		"do\n  alice casts \"Path\" targeting \"Grizzly Bears\", tapping Plains\n  all pass\n  alice casts \"Shock\" targeting \"Hill Giant\", tapping Mountain\n  all pass\n" +
		"expect\n  bob exile: Grizzly Bears\n  bob battlefield: Hill Giant\n"
	if out := runUnder(t, src, "2026-04-17", rulings.Rules2026()); len(out.Failures) != 0 {
		t.Errorf("failures: %v", out.Failures)
	}
	land := "state turn 1, alice main1\n  alice hand: Forest\ndo\n  alice casts \"Forest\"\n"
	prog, err := lang.ParseProgramUnder("s.md", 1, land, lib, "2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := prog.Run(rulings.Rules2026()); err == nil || !strings.Contains(err.Error(), "s.md:4: \"Forest\" is a land") {
		t.Errorf("casting a land: got %v, want an error at s.md:4", err)
	}
}

// TestCommaInCardNames checks that a card whose name holds a comma may be
// listed unquoted in a zone of the state and of an expectation, a tapped
// in front and a count behind it, and that a list still refuses a name no
// card has, and counters on a card in a zone where it keeps none, at its
// line.
func TestCommaInCardNames(t *testing.T) {
	lib := loadLibrary(t)
	src := "card \"Isamaru, Hound of Konda\" {W} creature — Dog 2/2\n" +
		"state turn 1, alice main1\n  alice battlefield: tapped Isamaru, Hound of Konda, Plains\n  bob battlefield: Isamaru, Hound of Konda x2, Hill Giant\n" +
		"do\n  all pass\n" +
		"expect\n  alice battlefield: tapped Isamaru, Hound of Konda, Plains\n  bob battlefield count 3\n"
	if out := runUnder(t, src, "2026-04-17", rulings.Rules2026()); len(out.Failures) != 0 {
		t.Errorf("failures: %v", out.Failures)
	}
	hand := "state turn 1, alice main1\n  alice hand: Hill Giant with 2 +1/+1 counters\n"
	if _, err := lang.ParseProgramUnder("s.md", 1, hand, lib, "2026-04-17"); err == nil || !strings.Contains(err.Error(), "s.md:2: \"Hill Giant with 2 +1/+1 counters\": only permanents in play") {
		t.Errorf("counters in a hand: got %v, want an error at s.md:2", err)
	}
	bad := "state turn 1, alice main1\n  alice battlefield: Isamaru, Hound of Kondo\n"
	if _, err := lang.ParseProgramUnder("s.md", 1, bad, lib, "2026-04-17"); err == nil || !strings.Contains(err.Error(), `s.md:2: unknown card "Isamaru"`) {
		t.Errorf("unknown name: got %v, want an error at s.md:2", err)
	}
}

// A redirection effect, which the engine doesn't play, is refused at its
// line naming the rule of the edition, never read as something else.
func TestRedirectionRefusedWithItsRule(t *testing.T) {
	lib := loadLibrary(t)
	src := "card \"Jade Monolith\" {4} artifact\n" +
		"  {1}: The next time a source of your choice would deal damage to target creature this turn, that source deals that damage to you instead.\n" +
		"state turn 1, alice main1\n  alice battlefield: Jade Monolith\n"
	for edition, rule := range map[string]string{"2006-10-01": "(419.6c)", "2026-04-17": "(614.9)"} {
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, edition)
		if err == nil || !strings.Contains(err.Error(), "s.md:2: ") || !strings.Contains(err.Error(), "is a redirection effect "+rule) {
			t.Errorf("%s: got %v, want a refusal at s.md:2 naming %s", edition, err, rule)
		}
	}
}

// TestKeywordActionsRefusedBeforeTheirEditions reads "Surveil 2." and
// "Investigate." under editions before each action came into the rules:
// each is refused at its line, saying since when the action exists; under
// 2026 surveil is read.
func TestKeywordActionsRefusedBeforeTheirEditions(t *testing.T) {
	lib := loadLibrary(t)
	src := "card \"Odd Spell\" {U} sorcery\n  Surveil 2.\nstate turn 1, alice main1\n  alice hand: Odd Spell\n"
	_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2009-07-11")
	if err == nil || !strings.Contains(err.Error(), "s.md:2: ") || !strings.Contains(err.Error(), "surveil is a keyword action of the rules from 2018-10-05 (701.25)") {
		t.Errorf("under 2009-07-11: got %v, want a refusal at s.md:2 naming 701.25", err)
	}
	if _, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17"); err != nil {
		t.Errorf("under 2026-04-17: %v", err)
	}
	investigate := strings.Replace(src, "Surveil 2.", "Investigate.", 1)
	_, err = lang.ParseProgramUnder("s.md", 1, investigate, lib, "2015-07-17")
	if err == nil || !strings.Contains(err.Error(), "s.md:2: ") || !strings.Contains(err.Error(), "investigate is a keyword action of the rules from 2016-04-08 (701.16)") {
		t.Errorf("investigate under 2015-07-17: got %v, want a refusal at s.md:2 naming 701.16", err)
	}
}

// TestStateStatusOfPermanents sets up damage, another owner, an attached
// Aura and a token, and refuses each where it means nothing, at its line.
func TestStateStatusOfPermanents(t *testing.T) {
	lib := loadLibrary(t)
	src := "card \"Holy Strength\" {W} enchantment — Aura\n  Enchant creature\n  Enchanted creature gets +1/+2.\n" +
		"state turn 1, alice main1\n  alice battlefield: Hill Giant owned by bob with 2 damage, Holy Strength attached to \"Hill Giant\", 1/1 white Soldier creature token with flying\n" +
		"do\n  all pass\n" +
		"expect\n  \"Hill Giant\" is 4/5\n  \"Soldier Token\" has flying\n  alice battlefield count 3\n"
	if out := runUnder(t, src, "2026-04-17", rulings.Rules2026()); len(out.Failures) != 0 {
		t.Errorf("failures: %v", out.Failures)
	}
	for _, tc := range []struct{ state, want string }{
		{"alice hand: Hill Giant with 2 damage", "only permanents in play have damage"},
		{"alice graveyard: 1/1 white Soldier creature token", "only permanents in play"},
		{"alice battlefield: Hill Giant owned by alice", "names another player"},
		{"alice battlefield: Hill Giant owned by carol", `unknown player "carol" after "owned by"`},
		{"alice battlefield: Hill Giant protected by carol", `unknown player "carol" after "protected by"`},
		{"alice hand: Hill Giant protected by bob", "only permanents in play have damage, another owner, a protector"},
	} {
		_, err := lang.ParseProgramUnder("s.md", 1, "state turn 1, alice main1\n  "+tc.state+"\n", lib, "2026-04-17")
		if err == nil || !strings.Contains(err.Error(), "s.md:2: ") || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error at s.md:2 saying %q", tc.state, err, tc.want)
		}
	}
	prog, err := lang.ParseProgramUnder("s.md", 1, "state turn 1, alice main1\n  alice battlefield: Hill Giant, Shock attached to \"Serra Angel\"\n", lib, "2026-04-17")
	if err == nil {
		_, err = prog.Run(rulings.Rules2026())
	}
	if err == nil || !strings.Contains(err.Error(), "no permanent of that name is in play") {
		t.Errorf("an attachment to nothing: got %v", err)
	}
}

// TestBattlesWrittenWrongRefused reads battles written wrong: each is
// refused at its line, saying what a battle must be.
func TestBattlesWrittenWrongRefused(t *testing.T) {
	lib := loadLibrary(t)
	for name, c := range map[string]struct{ card, state, edition, want string }{
		"not a battle type":  {"card \"Inv\" {2}{R} battle — Foo 5\n", "alice battlefield: Inv", "2026-04-17", `s.md:2: card "Inv": "Foo" is not a battle type; the only battle type is Siege (205.3q)`},
		"defense twice":      {"card \"Inv\" {2}{R} battle — Siege 5\n  defense 4\n", "alice battlefield: Inv", "2026-04-17", `s.md:3: card "Inv": line "defense 4"`},
		"defense on a bear":  {"card \"Inv\" {1}{G} creature — Bear 2/2\n  defense 4\n", "alice battlefield: Inv", "2026-04-17", "only a battle has a printed defense (310.4)"},
		"battle in 2006":     {"card \"Inv\" {2}{R} battle — Siege 5\n", "alice battlefield: Inv", "2006-10-01", `s.md:2: "battle" is card wording from 2023-04-14`},
		"protector of bears": {"", "alice battlefield: Grizzly Bears protected by bob", "2026-04-17", "s.md:3: Grizzly Bears is not a battle in play: only a battle has a protector (310.8)"},
	} {
		src := "# x\n" + c.card + "state turn 1, alice main1\n  " + c.state + "\n"
		prog, err := lang.ParseProgramUnder("s.md", 1, src, lib, c.edition)
		if err == nil {
			_, err = prog.Run(rulings.Rules2026())
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %s", name, err, c.want)
		}
	}
}

// TestBadBackFacesRefused reads double-faced cards written wrong: each is
// refused at its line, saying what a back face must be.
func TestBadBackFacesRefused(t *testing.T) {
	lib := loadLibrary(t)
	for name, c := range map[string]struct{ card, edition, want string }{
		"two back faces": {"card \"Ironsmith\" {1}{R} creature — Human 1/1\n  back \"Ironfang\" creature — Werewolf 3/1 red\n  back \"Other\" creature — Werewolf 2/2 red\n", "2026-04-17", "s.md:4: a double-faced card has one back face (712.2)"},
		"unnamed back":   {"card \"Ironsmith\" {1}{R} creature — Human 1/1\n  back creature — Werewolf 3/1 red\n", "2026-04-17", "s.md:3: expected `back \"Name\" TYPES P/T COLORS`"},
		"back and flip":  {"card \"Ironsmith\" {1}{R} creature — Human 1/1\n  flip \"Boss\" legendary creature — Human 2/2\n  back \"Ironfang\" creature — Werewolf 3/1 red\n", "2026-04-17", "it can't also have a flipped side"},
		"back in 2006":   {"card \"Ironsmith\" {1}{R} creature — Human 1/1\n  back \"Ironfang\" creature — Werewolf 3/1 red\n", "2006-10-01", "s.md:3: \"back\" is card wording from 2011-09-30"},
		"untyped back":   {"card \"Ironsmith\" {1}{R} creature — Human 1/1\n  back \"Ironfang\" red\n", "2026-04-17", "card \"Ironfang\" has no card type"},
	} {
		src := "# x\n" + c.card + "state turn 1, alice main1\n  alice hand: Ironsmith\n"
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, c.edition)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error saying %s", name, err, c.want)
		}
	}
}

// TestModeCostNeedsSpreeOrTiered: a mode written with a cost of its own
// on a card without spree or tiered is refused at its line, not read and
// never paid; with either keyword it is read.
func TestModeCostNeedsSpreeOrTiered(t *testing.T) {
	lib := loadLibrary(t)
	modes := "  mode \"burn\" +{2}\n    target P: player\n    effect this deals 2 damage to P\n  mode \"gain\" +{1}\n    effect you gain 2 life\n"
	for name, c := range map[string]struct{ keyword, want string }{
		"no keyword": {"", "s.md:3: card \"Charm\": a mode with a cost of its own"},
		"spree":      {"  Spree\n", ""},
		"tiered":     {"  Tiered\n", ""},
	} {
		src := "# x\ncard \"Charm\" {R} instant\n" + c.keyword + modes + "state turn 1, alice main1\n  alice hand: Charm\n"
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17")
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want an error saying %s", name, err, c.want)
		}
	}
}

// TestDungeonCardsRefusedWhenMalformed reads dungeon cards whose rooms
// can't be followed, and dungeon cards set up where they can't be: each
// is refused at its line with the rule (309.2, 309.4, 309.6).
func TestDungeonCardsRefusedWhenMalformed(t *testing.T) {
	lib := loadLibrary(t)
	for _, tc := range []struct{ src, want string }{
		{"card \"Pit\" dungeon\n  Door — You gain 1 life. (→ Hall)\n  Vault — Draw a card.\nstate turn 1, alice main1\n", `s.md:1: dungeon "Pit": room "Door" has an arrow to "Hall", which is no room of it`},
		{"card \"Pit\" dungeon\n  Door — You gain 1 life.\n  Vault — Draw a card. (→ Door)\nstate turn 1, alice main1\n", `room "Vault" has an arrow to "Door", which is not below it`},
		{"card \"Pit\" dungeon\n  Door — You gain 1 life. (→ Vault)\n  Vault — Draw a card.\nstate turn 1, alice main1\n  alice hand: Pit\n", `s.md:5: "Pit" is a dungeon card: dungeon cards begin outside the game`},
		{"card \"Pit\" dungeon\n  Door — You gain 1 life. (→ Vault)\n  Vault — Draw a card.\nstate turn 1, alice main1\n  alice command zone: Pit\n", `s.md:5: "Pit": only conspiracy cards are set up in the command zone`},
		{"card \"Pit\" dungeon\n  You gain 1 life.\nstate turn 1, alice main1\n", `a dungeon card's line is a room`},
	} {
		_, err := lang.ParseProgramUnder("s.md", 1, tc.src, lib, "2026-04-17")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error containing %s", tc.src, err, tc.want)
		}
	}
}

// TestConspiraciesRefusedWhenMisplacedOrMisnamed sets up conspiracy
// cards where they can't be, or with the wrong number of secretly chosen
// names: each is refused at its line with the rule (315.2, 315.3,
// 702.106a, 702.106f).
func TestConspiraciesRefusedWhenMisplacedOrMisnamed(t *testing.T) {
	lib := loadLibrary(t)
	const agenda = "card \"Plot\" conspiracy\n  hidden agenda\n  static creatures you control with the chosen name have haste\ncard \"Pair\" conspiracy\n  double agenda\n  static creatures you control with the chosen name have haste\nstate turn 1, alice main1\n"
	for _, tc := range []struct{ src, want string }{
		{agenda + "  alice hand: Plot\n", `s.md:8: "Plot" is a conspiracy card: conspiracy cards can't be included in a deck`},
		{agenda + "  alice command: Plot\n", `s.md:8: Plot: a conspiracy card with hidden agenda names 1 card(s)`},
		{agenda + "  alice command: Pair naming \"Grizzly Bears\"\n", `s.md:8: Pair: a conspiracy card with double agenda names 2 card(s)`},
		{agenda + "  alice command: Pair naming \"Grizzly Bears\" and \"Grizzly Bears\"\n", `s.md:8: Pair: double agenda names two different cards`},
		{agenda + "  alice contraption deck: Plot\n", `s.md:8: Plot is no Contraption`},
	} {
		prog, err := lang.ParseProgramUnder("s.md", 1, tc.src, lib, "2026-04-17")
		if err == nil {
			_, err = prog.Run(rulings.Rules2026())
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error containing %s", tc.src, err, tc.want)
		}
	}
}

// TestSchemesRefusedWhereTheyCantBe reads scheme cards, scheme decks and
// their instructions where the rules or the engine don't have them: each
// is refused at its line with the rule (205.4h, 314.3, 701.32a, 701.33a,
// 704.6e, 805, 904.3, 904.12) or the edition before Archenemy.
func TestSchemesRefusedWhereTheyCantBe(t *testing.T) {
	lib := loadLibrary(t)
	const cards = "card \"Skyward\" scheme\n  When you set this scheme in motion, you gain 2 life.\ncard \"Soil\" ongoing scheme\n  When a creature you control dies, abandon this scheme.\n"
	const state = "state turn 1, alice main1\n"
	for _, tc := range []struct{ src, want string }{
		{cards + state + "  alice scheme deck: Grizzly Bears\n", `s.md:6: "Grizzly Bears" is not a scheme card`},
		{cards + state + "  alice hand: Skyward\n", `s.md:6: "Skyward" is a scheme card: scheme cards remain in the command zone throughout the game and can't be cast (314.2)`},
		{cards + state + "  alice scheme deck: Skyward\n  alice face-up schemes: Skyward\n", `s.md:7: Skyward is not an ongoing scheme`},
		{cards + state + "  bob face-up schemes: Soil\n", `s.md:6: bob is not the archenemy`},
		{cards + state + "  alice scheme deck: Skyward\n  bob scheme deck: Soil\n", `s.md:7: alice is already the archenemy`},
		{cards + "players alice, bob, carol\n" + state + "  alice scheme deck: Skyward\n", `s.md:7: an Archenemy game against a team of 2 players uses the shared team turns option (904.2, 805)`},
		{"card \"Odd\" ongoing creature 2/2\n" + state, `s.md:1: card "Odd": ongoing is a supertype only scheme cards have (205.4h)`},
		{"card \"Odd\" scheme — Plot\n" + state, `s.md:1: card "Odd": a scheme card has no other card type and no subtypes (314.3)`},
		{"card \"Odd\" creature 2/2\n  When a creature you control dies, abandon this scheme.\n" + state, `only a face-up ongoing scheme may be abandoned (701.33a)`},
		{"card \"Odd\" enchantment\n  When you set this scheme in motion, you gain 2 life.\n" + state, `only a scheme card is set in motion (701.32a)`},
		{"card \"Plan\" {R} sorcery\n  Set one schemes in motion.\n" + state, `cannot read "set one schemes in motion": expected "set a scheme in motion" or "set N schemes in motion" (701.32)`},
	} {
		prog, err := lang.ParseProgramUnder("s.md", 1, tc.src, lib, "2026-04-17")
		if err == nil {
			_, err = prog.Run(rulings.Rules2026())
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error containing %s", tc.src, err, tc.want)
		}
	}
	old := map[string]string{
		"card \"Plan\" {R} sorcery\n  Set a scheme in motion.\n" + state: `set in motion is a keyword action of the rules from 2010-06-18 (701.32)`,
		"card \"Skyward\" scheme\n" + state:                              `s.md:1: "scheme" is card wording from 2010-06-18`,
	}
	for src, want := range old {
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2009-10-01")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("under 2009-10-01 %q: got %v, want an error containing %s", src, err, want)
		}
	}
}
