package scenarios

import (
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/cards"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// cardLine is the first line of a card definition in a program, at the
// left margin: the name it defines.
var cardLine = regexp.MustCompile(`^card "([^"]+)"`)

// definedCards returns the cards a program defines, each with the lines
// (0-based, in the program) its definition takes: the card line and the
// indented lines under it.
func definedCards(program string) map[string][2]int {
	lines := strings.Split(program, "\n")
	out := map[string][2]int{}
	for i := 0; i < len(lines); i++ {
		m := cardLine.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		end := i + 1
		for end < len(lines) && (strings.TrimSpace(lines[end]) == "" || strings.HasPrefix(lines[end], " ")) {
			end++
		}
		for end > i+1 && strings.TrimSpace(lines[end-1]) == "" {
			end--
		}
		out[m[1]] = [2]int{i, end}
	}
	return out
}

// perEdition reports whether a card's definition writes its text per
// edition ("under 2006-10-01").
func perEdition(program string, span [2]int) bool {
	lines := strings.Split(program, "\n")
	for _, l := range lines[span[0]+1 : span[1]] {
		if strings.HasPrefix(strings.TrimSpace(l), "under ") {
			return true
		}
	}
	return false
}

// withoutLines blanks lines [from, to) of a program, keeping the others
// at their line numbers.
func withoutLines(program string, span [2]int) string {
	lines := strings.Split(program, "\n")
	for i := span[0]; i < span[1]; i++ {
		lines[i] = ""
	}
	return strings.Join(lines, "\n")
}

// scenarioEditions are the editions a scenario is played under.
func scenarioEditions(s *Scenario) []string {
	if len(s.Editions) > 1 {
		var ids []string
		for _, e := range s.Editions {
			ids = append(ids, e.ID)
		}
		return ids
	}
	return []string{s.Edition}
}

// sameReading reports whether two cards read the same to the engine: the
// same characteristics and abilities, whatever words wrote them (the
// printed text each ability keeps for showing is not compared).
func sameReading(a, b any) bool {
	return sameValue(reflect.ValueOf(a), reflect.ValueOf(b), map[[2]uintptr]bool{})
}

func sameValue(a, b reflect.Value, seen map[[2]uintptr]bool) bool {
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		key := [2]uintptr{a.Pointer(), b.Pointer()}
		if seen[key] {
			return true
		}
		seen[key] = true
		return sameValue(a.Elem(), b.Elem(), seen)
	case reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem(), seen)
	case reflect.Struct:
		for i := range a.NumField() {
			if f := a.Type().Field(i); f.Name == "Text" && f.Type.Kind() == reflect.String {
				continue
			}
			if !sameValue(a.Field(i), b.Field(i), seen) {
				return false
			}
		}
		return true
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := range a.Len() {
			if !sameValue(a.Index(i), b.Index(i), seen) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.Len() != b.Len() {
			return false
		}
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() || !sameValue(a.MapIndex(k), bv, seen) {
				return false
			}
		}
		return true
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return a.IsNil() == b.IsNil()
	case reflect.String:
		return a.String() == b.String()
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	}
	return a.IsZero() == b.IsZero()
}

// restatedCard is a built-in scenario's definition of a real card that
// reads, under each of the scenario's editions, as the fixture's card.
type restatedCard struct {
	scenario *Scenario
	name     string
	span     [2]int
}

// restatedCards finds the built-in scenarios' definitions of real cards
// the engine reads as it reads the fixture's Oracle text for them. Cards
// of the shared card library are left out: dropped from a scenario, they
// would come from the library, not the fixture.
func restatedCards(t *testing.T) (found []restatedCard, defined int) {
	t.Helper()
	all, err := BuiltinScenarios()
	if err != nil {
		t.Fatal(err)
	}
	library, err := BuiltinLibrary()
	if err != nil {
		t.Fatal(err)
	}
	set, err := cards.FixtureSet()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		defs := definedCards(s.Program)
		names := make([]string, 0, len(defs))
		for name := range defs {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			real, ok := set.Named(name)
			if !ok || real.Name != name && !slices.Contains(real.FaceNames(), name) {
				continue
			}
			if _, inLibrary := library.Card(name); inLibrary {
				continue
			}
			if perEdition(s.Program, defs[name]) {
				// Written per edition, it restates each edition's printed
				// wording, not the one Oracle text.
				continue
			}
			defined++
			same := true
			for _, edition := range scenarioEditions(s) {
				prog, err := lang.ParseProgramUnder(s.File, s.ProgramLine, s.Program, library, edition)
				if err != nil {
					same = false
					break
				}
				own, _ := prog.Card(name)
				printed, _, err := lang.ReadPrintedCard(Printed(real), edition)
				if err != nil || !sameReading(own, printed) {
					same = false
					break
				}
			}
			if same {
				found = append(found, restatedCard{scenario: s, name: name, span: defs[name]})
			}
		}
	}
	return found, defined
}

// TestScenariosTakeRestatedCardsFromTheFixture: every built-in scenario
// that defines a real card as the engine reads the card's Oracle text
// (the fixture's) still passes with that definition dropped, the card
// then taken from the fixture by name.
func TestScenariosTakeRestatedCardsFromTheFixture(t *testing.T) {
	found, defined := restatedCards(t)
	lib, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	checker := Checker{Cards: lib}
	scenarios := map[string]bool{}
	passed := map[string]bool{}
	failed := map[string]bool{}
	results := make([]Result, len(found))
	eachAtOnce(len(found), func(i int) {
		s := *found[i].scenario
		s.Program = withoutLines(s.Program, found[i].span)
		results[i] = checker.Check(&s)
	})
	for i, r := range found {
		file := r.scenario.File
		scenarios[file] = true
		if res := results[i]; !res.Passed {
			failed[file] = true
			t.Errorf("%s without its definition of %q: %s", file, r.name, res.Error)
			continue
		}
		passed[file] = true
	}
	for f := range failed {
		delete(passed, f)
	}
	t.Logf("%d built-in definitions of fixture cards outside the card library; %d read as the fixture's Oracle text, in %d scenarios; %d of those scenarios pass with the definition dropped",
		defined, len(found), len(scenarios), len(passed))
	if len(found) == 0 {
		t.Fatal("no built-in scenario restates a fixture card: the comparison finds nothing")
	}
}

// TestSameReadingTellsCardsApart: the comparison the test above relies on
// tells a changed number, type or ability apart and ignores the words.
func TestSameReadingTellsCardsApart(t *testing.T) {
	read := func(src string) *rulings.CardDefinition {
		t.Helper()
		prog, err := lang.ParseProgramUnder("s.md", 1, src+"\nstate turn 1, alice main1\n", nil, "2026-04-17")
		if err != nil {
			t.Fatal(err)
		}
		def, _ := prog.Card("Bolt")
		return def
	}
	oracle := read("card \"Bolt\" {R} instant\n  Bolt deals 3 damage to any target.")
	if same := read("card \"Bolt\" {R} instant\n  This spell deals 3 damage to any target."); !sameReading(oracle, same) {
		t.Error("the same ability in other words reads differently")
	}
	for _, other := range []string{
		"card \"Bolt\" {R} instant\n  Bolt deals 2 damage to any target.",
		"card \"Bolt\" {R} sorcery\n  Bolt deals 3 damage to any target.",
		"card \"Bolt\" {1}{R} instant\n  Bolt deals 3 damage to any target.",
		"card \"Bolt\" {R} instant\n  Bolt deals 3 damage to target creature.",
	} {
		if sameReading(oracle, read(other)) {
			t.Errorf("%q reads as Lightning Bolt's text", other)
		}
	}
}

// TestRealCardsComeFromTheFixtureByName: a card a scenario names without
// defining is the fixture's, read from its Oracle text; a line of it the
// engine cannot play refuses the scenario at the line naming the card,
// naming the card and its line; a card of a kind the engine cannot hold
// is refused by name; a name no source has says where it looked.
func TestRealCardsComeFromTheFixtureByName(t *testing.T) {
	lib, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, edition := range []string{"2006-10-01", "2026-04-17"} {
		src := "state turn 1, alice main1\n  alice in play: Mountain\n  alice hand: Lightning Bolt\n  bob in play: Grizzly Bears\ndo\n  alice plays \"Lightning Bolt\" targeting \"Grizzly Bears\", tapping Mountain\n  all pass\nexpect\n  bob graveyard: Grizzly Bears\n"
		prog, err := lang.ParseProgramUnder("s.md", 1, src, lib, edition)
		if err != nil {
			t.Fatalf("%s: %v", edition, err)
		}
		rules, err := rulings.RulesFor(edition)
		if err != nil {
			t.Fatal(err)
		}
		out, err := prog.Run(rules)
		if err != nil || len(out.Failures) > 0 {
			t.Fatalf("%s: %v %+v", edition, err, out.Failures)
		}
	}
	for _, tt := range []struct{ card, want string }{
		{"Ponder", `s.md:3: card "Ponder": line "Look at the top three cards of your library, then put them back in any order. You may shuffle.": the engine cannot play this ability: `},
		{"Delver of Secrets", `s.md:3: card "Delver of Secrets // Insectile Aberration": the engine cannot play a transform card of 2 faces (the card as ` + cards.FixtureSource + ` gives it)`},
		{"Lightning Boltz", `s.md:3: unknown card "Lightning Boltz": define it with a "card" line or in the card library; ` + cards.FixtureSource + ` has no card of that name`},
	} {
		src := "state turn 1, alice main1\n  alice in play: Island\n  alice hand: " + tt.card + "\n"
		_, err := lang.ParseProgramUnder("s.md", 1, src, lib, "2026-04-17")
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: %v, want it to start %q", tt.card, err, tt.want)
		}
	}
}
