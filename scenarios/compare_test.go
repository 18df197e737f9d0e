package scenarios

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/scenarios/lang"
)

// TestSamePlayInTwoErasMarksWhatChanged plays the mana burn scenario under
// both eras and requires the life total and the step that burns to be
// marked, and the steps that differ only in words ("plays", "activates")
// to be matched.
func TestSamePlayInTwoErasMarksWhatChanged(t *testing.T) {
	s, ok := BuiltinScenario("mana-burn-unused")
	if !ok {
		t.Fatal("no built-in scenario mana-burn-unused")
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	cmp := Checker{Cards: cards}.Compare(s, []string{"2006-10-01", "2026-04-17"})
	if !cmp.Passed() {
		t.Fatalf("the scenario fails under some era: %v, %v", cmp.Runs[0].Error, cmp.Runs[1].Error)
	}
	var differing []StateRow
	for _, row := range cmp.State {
		if row.Differs {
			differing = append(differing, row)
		}
	}
	if len(differing) != 1 || differing[0].What != "alice life" || differing[0].Values[0] != "18" || differing[0].Values[1] != "20" {
		t.Errorf("the final states should differ in alice's life only, 18 against 20: %+v", differing)
	}
	// Steps citing rules of 2026 that have no counterpart in 2006 (who
	// receives priority and by which rules, all players passing in
	// succession, what a mana ability is and that it doesn't use the
	// stack, mana going into the pool and announced as its player passes,
	// the mana pool's emptying as a turn-based action) appear under 2026
	// alone; they differ too.
	laterOnly := map[string]bool{"117.3": true, "117.3a": true, "117.4": true, "113.4": true, "106.4": true, "703.4": true, "703.4q": true, "106.4b": true, "605.1": true, "605.3": true}
	var only2006, only2026, later, shared int
	for _, row := range cmp.Steps {
		switch {
		case !row.Differs:
			shared++
			if row.Steps[0].Rule == row.Steps[1].Rule && row.Steps[0].Rule == "411.1" {
				t.Errorf("411.1 should be cited as 605.3b in 2026: %+v", row.Steps)
			}
		case row.Steps[0] != nil && row.Steps[0].Rule == "300.3":
			only2006++
		case row.Steps[1] != nil && row.Steps[1].Rule == "500.5":
			only2026++
		case row.Steps[0] == nil && row.Steps[1] != nil && laterOnly[row.Steps[1].Rule]:
			later++
		default:
			t.Errorf("unexpected differing step: %+v %+v", row.Steps[0], row.Steps[1])
		}
	}
	if only2006 != 1 || only2026 != 1 || shared == 0 {
		t.Errorf("want one step per era differing and the rest shared; got %d, %d, %d shared", only2006, only2026, shared)
	}

	var text bytes.Buffer
	if err := WriteComparison(&text, cmp); err != nil {
		t.Fatal(err)
	}
	differ := fmt.Sprintf("1 of the final state's facts and %d steps differ", 2+later)
	for _, want := range []string{"* alice life", "2006-10-01 [300.3]", "2026-04-17 [500.5]", differ} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("the text should say %q:\n%s", want, text.String())
		}
	}
	data, err := json.Marshal(NewComparisonOutput(cmp, nil))
	if err != nil {
		t.Fatal(err)
	}
	var out ComparisonOutput
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if !out.Passed || out.StateDiffering != 1 || out.StepsDiffering != 2+later || len(out.Runs) != 2 {
		t.Errorf("JSON: passed %v, %d state and %d steps differing, %d runs", out.Passed, out.StateDiffering, out.StepsDiffering, len(out.Runs))
	}
}

// TestUnderBlocksApplyToTheirEditionOnly checks that the lines of an
// "under EDITION" block are read only when the program is played under
// that edition, and that a malformed block says where.
func TestUnderBlocksApplyToTheirEditionOnly(t *testing.T) {
	lib := loadLibrary(t)
	src := "state turn 1, alice main1\n  alice life 5\n  under 2026-04-17\n    alice life 7\ndo\n  all pass\nexpect\n  under seed\n    alice life 5\n  under 2026-04-17\n    alice life 7\n"
	for _, edition := range []string{"seed", "2026-04-17"} {
		prog, err := lang.ParseProgramUnder("s.md", 1, src, lib, edition)
		if err != nil {
			t.Fatalf("%s: %v", edition, err)
		}
		if n := prog.Expectations(); n != 1 {
			t.Errorf("%s: %d expectations, want the one of its block", edition, n)
		}
	}
	for _, tc := range []struct{ src, want string }{
		{"state turn 1, alice main1\n  under 2026-04-17\ndo\n  all pass\n", "s.md:2: \"under 2026-04-17\" holds no lines"},
		{"state turn 1, alice main1\n  under tomorrow\n    alice life 2\n", "s.md:2: expected \"under EDITION\""},
		{"card \"Deathtouch Bear\" {1}{G} creature — Bear 2/2\n  deathtouch\nstate turn 1, alice main1\n", "s.md:2: deathtouch is a keyword of the rules from 2009-07-11"},
		{"card \"Doomed Traveler\" {W} creature — Human 1/1\n  When this creature dies, you gain 2 life.\nstate turn 1, alice main1\n", "s.md:2: \"dies\" is card wording from 2011-07-15"},
		{"card \"Path\" {W} instant\n  Exile target creature.\nstate turn 1, alice main1\n", "s.md:2: \"exile\" is card wording from 2009-07-11"},
		{"card \"Sisters\" {B} creature 1/1\n  activated {1}: remove T from the game\n    target T: creature\n  activated {2}: put a creature card exiled with this onto the battlefield under your control\nstate turn 1, alice main1\n", "s.md:4: \"exiled with this onto the battlefield under your control\" is card wording from 2009-07-11"},
		{"card \"Slogger\" {R} creature 1/1\n  {R}, Exile the top ten cards of your library: This creature deals 2 damage to target creature or player.\nstate turn 1, alice main1\n", "s.md:2: \"exile\" is card wording from 2009-07-11"},
		{"card \"Jace\" {U} planeswalker — Jace\n  loyalty 3\nstate turn 1, alice main1\n", "s.md:1: \"planeswalker\" is card wording from 2009-07-11"},
		{"card \"Elves\" {G} creature — Elf 1/1\n  {T}: Add {G}.\nstate turn 1, alice main1\n", "without \\\"to your mana pool\\\"\" is card wording from 2017-04-28"},
		{"card \"Procession\" {2/W}{2/W}{2/W} sorcery\n  effect you gain 1 life\nstate turn 1, alice main1\n", "s.md:1: \"{2/W}{2/W}{2/W}\" holds a monocolored hybrid mana symbol, from 2008-05-02: edition 2006-10-01 has no such symbol"},
		{"card \"Shade\" {B} creature — Shade 1/1\n  activated {2/B}: this gets +1/+1 until end of turn\nstate turn 1, alice main1\n", "s.md:2: \"{2/B}\" holds a monocolored hybrid mana symbol, from 2008-05-02: edition 2006-10-01 has no such symbol"},
		{"card \"Mite\" {B/P} creature — Mite 1/1\nstate turn 1, alice main1\n", "s.md:1: \"{B/P}\" is card wording from 2011-05-13"},
	} {
		_, err := lang.ParseProgramUnder("s.md", 1, tc.src, lib, "2006-10-01")
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.src, err, tc.want)
		}
	}
}

// TestEditionsFrontMatterGivesEachEditionItsRules loads a scenario played
// under two editions and refuses the forms that mix them up.
func TestEditionsFrontMatterGivesEachEditionItsRules(t *testing.T) {
	body := "\n```scenario\nstate turn 1, alice main1\ndo\n  all pass\nexpect\n  alice life 20\n```\n"
	s, err := Load("two.md", []byte("---\neditions:\n  2006-10-01: [300.3]\n  2026-04-17: [500.5, 500.2]\n---"+body))
	if err != nil {
		t.Fatal(err)
	}
	if s.Edition != "2006-10-01" || len(s.Editions) != 2 || strings.Join(s.For("2026-04-17").Rules, " ") != "500.5 500.2" || s.For("2026-04-17").EditionLine != 4 {
		t.Errorf("loaded %+v", s)
	}
	if r := s.For("2022-10-07"); len(r.Rules) != 0 {
		t.Errorf("an edition the scenario doesn't list has no rules to cite: %v", r.Rules)
	}
	for _, tc := range []struct{ front, want string }{
		{"editions:\n  2006-10-01: [300.3]\nrules: [300.3]", "leave out edition: and rules:"},
		{"editions:\n  yesterday: [300.3]", "two.md:3: front matter: editions: \"yesterday\" is not an edition date"},
		{"editions:\n  2006-10-01: [300.3]\n  2006-10-01: [300.2]", "listed twice"},
		{"editions: [2006-10-01]", "expected one \"EDITION: [RULES]\" line per edition"},
	} {
		_, err := Load("two.md", []byte("---\n"+tc.front+"\n---"+body))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want %q", tc.front, err, tc.want)
		}
	}
}

// TestSourceNamesAnExampleOfTheFirstEdition checks a scenario played
// under two editions whose source names an Example by its 2006 number:
// its 2006 run plays that Example, and its 2026 run plays no Example of
// the 2026 rule that happens to bear the number.
func TestSourceNamesAnExampleOfTheFirstEdition(t *testing.T) {
	body := "\n```scenario\nstate turn 1, alice main1\n  alice in play: Swamp\ndo\n  alice activates \"Swamp\"\n  all pass\nexpect\n  alice pool empty\n```\n"
	s, err := Load("two.md", []byte("---\neditions:\n  2006-10-01: [300.3]\n  2026-04-17: [500.5]\nsource: example in 702.19b\n---"+body))
	if err != nil {
		t.Fatal(err)
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	r := Check(s, cards)
	if len(r.Eras) != 2 {
		t.Fatalf("want a result under each edition, got %+v", r)
	}
	if r.Eras[0].Source != "example in 702.19b" || r.Eras[1].Source != "" {
		t.Errorf("sources under 2006 and 2026: %q, %q; want the Example under the first edition only", r.Eras[0].Source, r.Eras[1].Source)
	}
	e2026, err := corpus.LoadBuiltin("2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	if played := Coverage(e2026, []Result{r}).ExamplesPlayed; played != 0 {
		t.Errorf("the 2026 run counts %d Examples of 2026 rule 702.19b as played", played)
	}
}

// TestTwentyBuiltinPlaysChangedAcrossEras plays every built-in scenario
// checked under both the 2006 and the 2026 rules and requires at least 20
// of them to end differently: some fact of the final state, or an action
// one era refuses and the other allows.
func TestTwentyBuiltinPlaysChangedAcrossEras(t *testing.T) {
	all, _ := builtinSet(t)
	changed := 0
	editions := []string{"2006-10-01", "2026-04-17"}
	for _, s := range all {
		// Each edition's play as builtinResult checked it, which is
		// the run Compare makes of it.
		runs := make([]Checked, 0, len(editions))
		for _, id := range editions {
			for _, r := range builtinResult(t, s).Eras {
				if r.Edition == id {
					runs = append(runs, Checked{Scenario: s.For(id), Result: r})
				}
			}
		}
		if len(runs) != len(editions) {
			continue
		}
		cmp := comparison(s, editions, runs)
		if !cmp.Passed() {
			t.Errorf("%s fails under some era", s.File)
			continue
		}
		differs := false
		for _, row := range cmp.State {
			differs = differs || row.Differs
		}
		for _, row := range cmp.Steps {
			for _, st := range row.Steps {
				differs = differs || row.Differs && st != nil && strings.Contains(st.Text, "returns to the moment before")
			}
		}
		if differs {
			changed++
		}
	}
	if changed < 20 {
		t.Errorf("%d built-in plays end differently under the 2006 and the 2026 rules, want at least 20", changed)
	}
	t.Logf("%d built-in plays end differently under the 2006 and the 2026 rules", changed)
}

// TestBuiltinScenarioParsesEveryFileThatHoldsItsID requires the files
// BuiltinScenario parses for an ID to include the file of every built-in
// scenario with that ID, so it finds what the whole set finds; a few
// lookups, a name the front matter sets and an unknown ID play it out.
func TestBuiltinScenarioParsesEveryFileThatHoldsItsID(t *testing.T) {
	all, err := BuiltinScenarios()
	if err != nil {
		t.Fatal(err)
	}
	byFile := make(map[string]*Scenario, len(all))
	for _, s := range all {
		byFile[s.File] = s
	}
	files := 0
	for _, folder := range builtinFiles() {
		for i, name := range folder.names {
			s := byFile[builtinPrefix+name]
			if s == nil {
				t.Fatalf("%s%s is not in the built-in set", builtinPrefix, name)
			}
			files++
			if !mayHoldID(s.ID, name, folder.data[i]) {
				t.Errorf("BuiltinScenario(%q) would not parse %s, which holds it", s.ID, s.File)
			}
		}
	}
	if files != len(all) {
		t.Errorf("read %d built-in files, the set has %d scenarios", files, len(all))
	}
	for i := 0; i < len(all); i += 97 {
		if got, ok := BuiltinScenario(all[i].ID); !ok || got.File != all[i].File || got.Program != all[i].Program {
			t.Errorf("BuiltinScenario(%q) = %v, %v; want %s", all[i].ID, got, ok, all[i].File)
		}
	}
	if !mayHoldID("locked-in", "seed/other-name.md", []byte("---\nid: locked-in\nrules: [409.1h]\n---\n")) {
		t.Error("a file whose front matter sets the ID is not parsed for it")
	}
	if mayHoldID("locked-in", "seed/other-name.md", []byte("---\nrules: [409.1h]\n---\nlocked-in\n")) {
		t.Error("a file naming the ID only below its front matter is parsed for it")
	}
	if s, ok := BuiltinScenario("no-such-scenario"); ok {
		t.Errorf("BuiltinScenario(no-such-scenario) = %s", s.File)
	}
}
