package rulings

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

func TestRulesForDatesEachChange(t *testing.T) {
	for _, tc := range []struct {
		edition                  string
		burn, stack, order, stat bool
		legend                   LegendRule
		uniqueness               UniquenessRule
		cites                    string
	}{
		{"2006-10-01", true, true, false, false, LegendAllGo, NoUniqueness, ReferenceEdition},
		{"2009-07-10", true, true, false, false, LegendAllGo, NoUniqueness, ReferenceEdition},
		{"2009-07-11", false, false, true, true, LegendAllGo, UniquenessAllGo, Edition2026},
		{"2009-10-01", false, false, true, true, LegendAllGo, UniquenessAllGo, Edition2026},
		{"2013-07-13", false, false, true, true, LegendControllerKeepsOne, UniquenessControllerKeepsOne, Edition2026},
		{"2017-09-29", false, false, true, true, LegendControllerKeepsOne, NoUniqueness, Edition2026},
		{"2024-02-02", false, false, true, true, LegendControllerKeepsOne, NoUniqueness, Edition2026},
		{"2024-11-08", false, false, false, true, LegendControllerKeepsOne, NoUniqueness, Edition2026},
		{"2026-04-17", false, false, false, true, LegendControllerKeepsOne, NoUniqueness, Edition2026},
	} {
		r, err := RulesFor(tc.edition)
		if err != nil {
			t.Errorf("RulesFor(%s): %v", tc.edition, err)
			continue
		}
		if r.ManaBurn != tc.burn || r.CombatDamageOnStack != tc.stack || r.DamageAssignmentOrder != tc.order ||
			r.StaticDamageKeywords != tc.stat || r.Legend != tc.legend || r.PlaneswalkerUniqueness != tc.uniqueness || r.Edition != tc.cites {
			t.Errorf("RulesFor(%s) = %+v, want %+v", tc.edition, r, tc)
		}
	}
}

// eraSigns are phrases of rule text that show which form of a changed rule
// an edition prints.
var eraSigns = struct {
	removedOutside, burn, stack, order, legendKeepsOne, legendAllGo, uniquenessAllGo, uniquenessKeepsOne, convokePays, choicesLinked, splitCombined, secondStep, enteringCounters, tokenWord, spellCopyToken, creatureTypedArtifact *regexp.Regexp
}{
	tokenWord:             regexp.MustCompile(`its name is the same as its subtype\(s\) plus the word .Token`),
	spellCopyToken:        regexp.MustCompile(`copy of a permanent spell becomes a token`),
	creatureTypedArtifact: regexp.MustCompile(`\[creature type or types\] artifact creature`),
	enteringCounters:      regexp.MustCompile(`given counters as it enters`),
	secondStep:            regexp.MustCompile(`had neither first strike nor double strike as the first combat damage step began`),
	convokePays:           regexp.MustCompile(`convoke ability isn.t an additional or alternative cost`),
	choicesLinked:         regexp.MustCompile(`doesn.t copy that ability.s linked ability`),
	splitCombined:         regexp.MustCompile(`characteristics of a split card are those of its two halves combined`),
	removedOutside:        regexp.MustCompile(`outside the game if it.s in the removed-from-the-game zone`),
	burn:                  regexp.MustCompile(`This is called mana burn`),
	stack:                 regexp.MustCompile(`combat damage go on the stack|Combat damage resolves as an object on the stack|combat damage is put on the stack`),
	order:                 regexp.MustCompile(`damage assignment order`),
	legendKeepsOne:        regexp.MustCompile(`legendary permanents with the same name are controlled by the same player, that player chooses one`),
	legendAllGo:           regexp.MustCompile(`legendary permanents with the same name are (in play|on the battlefield), all are put`),
	uniquenessAllGo:       regexp.MustCompile(`planeswalkers that share a planeswalker type are (in play|on the battlefield), all are put`),
	uniquenessKeepsOne:    regexp.MustCompile(`controls two or more planeswalkers that share a planeswalker type, that player chooses one`),
}

// TestErasAgreeWithTheSharedEditions reads each shared edition and requires
// the rules RulesFor gives its date to be the rules its text prints.
func TestErasAgreeWithTheSharedEditions(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(corpustest.Dir(t), "cr-*.txt"))
	if len(files) == 0 {
		t.Fatal("no shared editions")
	}
	for _, file := range files {
		e, err := corpus.Parse(filepath.Base(file), corpustest.ReadEdition(t, filepath.Base(file)))
		if err != nil {
			t.Fatal(err)
		}
		var text strings.Builder
		for _, r := range e.Rules {
			text.WriteString(strings.Join(strings.Fields(r.Text), " "))
			text.WriteByte('\n')
		}
		has := func(re *regexp.Regexp) bool { return re.MatchString(text.String()) }
		r, err := RulesFor(e.ID)
		if err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		checks := []struct {
			what       string
			rules, txt bool
		}{
			{"removed-from-the-game cards are outside the game", r.RemovedIsOutsideGame, has(eraSigns.removedOutside)},
			{"mana burn", r.ManaBurn, has(eraSigns.burn)},
			{"combat damage on the stack", r.CombatDamageOnStack, has(eraSigns.stack)},
			{"damage assignment order", r.DamageAssignmentOrder, has(eraSigns.order)},
			{"legend rule: all go", r.Legend == LegendAllGo, has(eraSigns.legendAllGo)},
			{"legend rule: each player keeps one", r.Legend == LegendControllerKeepsOne, has(eraSigns.legendKeepsOne)},
			{"planeswalker uniqueness: all go", r.PlaneswalkerUniqueness == UniquenessAllGo, has(eraSigns.uniquenessAllGo)},
			{"planeswalker uniqueness: each player keeps one", r.PlaneswalkerUniqueness == UniquenessControllerKeepsOne, has(eraSigns.uniquenessKeepsOne)},
			{"convoke pays the total cost", r.ConvokePaysTotalCost, has(eraSigns.convokePays)},
			{"a choice is linked to the ability that made it", r.ChoicesLinkedToAbility, has(eraSigns.choicesLinked)},
			{"a split card's halves are combined outside the stack", r.SplitCardsCombined, has(eraSigns.splitCombined)},
			{"the second combat damage step goes to creatures without first strike as the first began", r.SecondStepByFirstStrike, has(eraSigns.secondStep)},
			{"counters a permanent enters with are put on it", r.EnteringCountersArePut, has(eraSigns.enteringCounters)},
			{"a token's name adds the word Token", r.TokenNameAddsToken, has(eraSigns.tokenWord)},
			{"a copy of a permanent spell becomes a token", r.PermanentSpellCopiesBecomeTokens, has(eraSigns.spellCopyToken)},
			{"a [creature types] artifact creature has those creature types alone", r.ArtifactCreatureSetsCreatureTypes, has(eraSigns.creatureTypedArtifact)},
		}
		for _, c := range checks {
			// The 2006 era's value serves the editions up to 2009, and
			// planeswalkers arrived in 2007 without an engine model
			// before the 2009 numbering.
			if strings.HasPrefix(c.what, "planeswalker") && r.Edition == ReferenceEdition {
				continue
			}
			if c.rules != c.txt {
				t.Errorf("%s: the rules say %s is %v, the edition's text says %v", e.ID, c.what, c.rules, c.txt)
			}
		}
	}
}

// TestEvery2026NumberIsARuleOfItsEdition requires every number the 2026
// rules cite to be a rule of the 2026-04-17 edition, and every number it
// translates to be a rule of the reference edition (or, for the few the
// engine names by their 2008 numbers, of 2008-02-01).
func TestEvery2026NumberIsARuleOfItsEdition(t *testing.T) {
	modern := parseShared(t, "cr-2026-04-17.txt")
	old := []*corpus.Edition{parseShared(t, "cr-2006-10-01.txt")}
	for ref, n := range Rules2026().Numbers {
		if _, ok := modern.Rule(n); !ok {
			t.Errorf("%s maps to %s, which is not a rule of %s", ref, n, modern.ID)
		}
		if base, _, _ := strings.Cut(ref, "#"); !anyHas(old, base) {
			t.Errorf("%s is not a rule of 2006-10-01", ref)
		}
	}
}

// TestEveryRuleTheEngineCitesHasA2026Number reads the engine's source and
// requires each rule number written in it to have a 2026 number: an old
// number must be in the map, and a number the map lacks must be a 2026
// rule already (a rule that exists only in later editions, named by its
// own number). Rules gone from the game are listed.
func TestEveryRuleTheEngineCitesHasA2026Number(t *testing.T) {
	// Substance, and combat damage on the stack being no spell or ability
	// (310.3), which only the rules of 2006 put there.
	gone := map[string]bool{"502.49": true, "502.49a": true, "310.3": true}
	// Numbers of 2026 that are also 2006 numbers of other rules, written
	// for their 2026 meaning in the one file named, code only the later
	// rules reach: 306.4 of 2026 describes the planeswalker uniqueness
	// rule, 606 holds loyalty abilities (606 of 2006 and 2008 is a
	// multiplayer variant), 601.4 choosing modes a later choice allows
	// (601 of 2006 is a multiplayer option), 609.4 "as though" effects
	// (a glossary entry of 2006 without a number), 503.1 and 511.1 the
	// upkeep and end of combat steps giving the active player priority
	// (503.1 of 2006 is copying objects, 511.1 flipping coins), 305.4 a
	// land put onto the battlefield (305 of 2006 is the main phase),
	// 607.1 linked abilities (607 of 2006 is the Emperor variant), and
	// 608.2a an intervening "if" rechecked on resolution (608 of 2006 is
	// the Grand Melee variant), 208.2 a star for power and toughness and
	// 208.3 a noncreature permanent having no power or toughness (208.2
	// and 208.3 of 2006 say the same, but only the 2026 numbers cite
	// them), 209.1 the printed loyalty number (209.1 of 2006
	// is the illustration credit), 400.2 the public zones (400.2 of
	// 2006 is about effects), 100.1a and 100.1b two-player and
	// multiplayer games (subrules of 2006's 100.1 on deck sizes), and
	// 102.2 a two-player game's opponent (102.2 of 2006 is winning).
	later := map[string]string{"306.4": "planeswalker.go", "606.1": "planeswalker.go", "606.2": "planeswalker.go", "305.4": "effects_zones.go", "607.1": "linked_removed.go", "606.3": "planeswalker.go", "606.4": "planeswalker.go", "606.5": "planeswalker.go", "606.6": "planeswalker.go", "601.4": "kicker_modes.go", "609.4": "as_though2026.go", "503.1": "turn.go", "511.1": "turn.go", "608.2a": "stack.go", "208.3": "noncreature_pt2026.go", "209.1": "loyalty_kinds2026.go", "400.2": "look_zones.go", "208.2": "multilayer.go", "100.1a": "mulligan2026.go", "100.1b": "mulligan2026.go", "102.2": "targets.go"}
	// Steps of 603-609 of 2026, recorded only under the 2026 numbering
	// (effects500_2026.go): 603-609 of 2006 are multiplayer rules.
	for _, n := range []string{"603.1", "604.1", "605.1", "605.3", "605.4", "607.2", "608.3", "609.1", "609.6"} {
		later[n] = "effects500_2026.go"
	}
	// 405.1 of 2026 says what goes on the stack (405.1 of 2006 is static
	// abilities).
	later["405.1"] = "zones_effects2026.go"
	// 603.2 of 2026, a triggered ability's trigger event, recorded only
	// under 2026 where a permanent is turned face up (603 of 2006 is a
	// multiplayer rule).
	later["603.2"] = "face_up_trigger.go"
	modern := parseShared(t, "cr-2026-04-17.txt")
	old := []*corpus.Edition{parseShared(t, "cr-2006-10-01.txt")}
	numbers := Rules2026().Numbers
	ruleID := regexp.MustCompile(`^[1-9][0-9]{2}(\.[0-9]+[a-z]?)?(#[a-z]+)?$`)
	files, _ := filepath.Glob("*.go")
	for _, file := range files {
		if strings.HasSuffix(file, "_test.go") || file == "rules2026.go" {
			continue
		}
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, file, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err != nil || !ruleID.MatchString(s) || gone[s] || later[s] == file {
				return true
			}
			if _, mapped := numbers[s]; mapped {
				return true
			}
			if strings.Contains(s, "#") {
				t.Errorf("%s: the engine cites the case %s of a rule, which has no 2026 number in rules2026.go", fset.Position(lit.Pos()), s)
			} else if anyHas(old, s) {
				t.Errorf("%s: the engine cites %s, which has no 2026 number in rules2026.go", fset.Position(lit.Pos()), s)
			} else if _, ok := modern.Rule(s); !ok {
				t.Errorf("%s: %s is a rule of neither the reference edition nor 2026", fset.Position(lit.Pos()), s)
			}
			return true
		})
	}
}

func parseShared(t *testing.T, name string) *corpus.Edition {
	t.Helper()
	e, err := corpus.Parse(name, corpustest.ReadEdition(t, name))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func anyHas(editions []*corpus.Edition, id string) bool {
	for _, e := range editions {
		if _, ok := e.Rule(id); ok {
			return true
		}
	}
	return false
}

// TestPlaneswalkerUniquenessIsARuleOfTheEra puts two Jaces of alice's and
// one of bob's in play under each era's planeswalker uniqueness rule.
func TestPlaneswalkerUniquenessIsARuleOfTheEra(t *testing.T) {
	jace := permanent("Jace", []string{"planeswalker"})
	jace.Faces[0].Subtypes = []string{"Jace"}
	play := func(edition, answer string) (*Game, error) {
		t.Helper()
		rules, err := RulesFor(edition)
		if err != nil {
			t.Fatal(err)
		}
		g := NewGame(rules, []string{"alice", "bob"}, 1)
		g.SetTurn(1, 0, Main1)
		for _, id := range append(add(g, 0, ZoneInPlay, jace, 2), add(g, 1, ZoneInPlay, jace, 1)...) {
			g.AddCounters(id, "loyalty", 3)
		}
		if answer != "" {
			g.Choose(0, answer)
		}
		return g, g.Start()
	}
	g, err := play("2009-10-01", "")
	if err != nil || len(g.inPlay) != 0 || !g.Trace().Cited("306.4", "all are put") {
		t.Errorf("2009: every Jace goes: %v, in play %d\n%s", err, len(g.inPlay), g.Trace())
	}
	var decision *DecisionError
	if _, err := play("2014-07-18", ""); !errors.As(err, &decision) || decision.Kind != ChooseObject {
		t.Errorf("2014: alice chooses the Jace she keeps: got %v", err)
	}
	g, err = play("2014-07-18", "2 of 2")
	if err != nil || len(g.inPlay) != 2 {
		t.Errorf("2014: alice keeps one and bob's stays: %v, in play %d\n%s", err, len(g.inPlay), g.Trace())
	}
	g, err = play("2026-04-17", "")
	if err != nil || len(g.inPlay) != 3 || g.Trace().Cited("306.4", "") {
		t.Errorf("2026: no uniqueness rule: %v, in play %d\n%s", err, len(g.inPlay), g.Trace())
	}
}
