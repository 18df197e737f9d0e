package scenarios

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// TestWrongScenarioFilesFail checks the scenario files of testdata/check,
// each wrong in one way, with the real engine and the built-in cards: each
// must fail, and say where.
func TestWrongScenarioFilesFail(t *testing.T) {
	all, err := LoadFS(os.DirFS("testdata/check"))
	if err != nil {
		t.Fatal(err)
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"wrong-expectation": "wrong-expectation.md:29: expected bob life 20, got bob life 18",
		"uncited-rule":      "uncited-rule.md:2: the scenario is about rule 409.1e but its trace never cites it",
		"cannot-run":        `cannot-run.md:9: unknown card "Death Bom": define it with a "card" line or in the card library; the built-in card fixture (corpus/cards/testdata/oracle-cards.json) has no card of that name`,
	}
	if len(all) != len(want) {
		t.Fatalf("loaded %d files from testdata/check, want %d", len(all), len(want))
	}
	for _, s := range all {
		t.Run(s.ID, func(t *testing.T) {
			r := Check(s, cards)
			if r.Passed || r.Error != want[s.ID] {
				t.Errorf("Check = passed %v, error %q; want failed with %q", r.Passed, r.Error, want[s.ID])
			}
		})
	}
}

// TestBuiltinScenariosPass checks every embedded scenario as `judge
// scenario check` does, rules: lists against the seed edition included,
// and that the set is not empty.
//
// A check is the play's verdict and the rules: lists read against the
// edition of each play (Checker.Check): the plays are builtinResult's,
// checked once per test binary, and the lists are read here.
func TestBuiltinScenariosPass(t *testing.T) {
	all, _ := builtinSet(t)
	if len(all) == 0 {
		t.Fatal("no built-in scenarios")
	}
	checker := seedChecker(t, "built-in scenarios")
	for _, s := range all {
		if r := builtinResult(t, s); !r.Passed {
			t.Errorf("%s failed:\n%s", r.File, r.Error)
		}
		plays := []*Scenario{s}
		if len(s.Editions) > 1 {
			plays = plays[:0]
			for _, e := range s.Editions {
				plays = append(plays, s.For(e.ID))
			}
		}
		for _, p := range plays {
			for _, problem := range checker.unknownRules(p) {
				t.Errorf("%s", problem)
			}
		}
	}
}

// seedChecker checks scenarios with the built-in cards, their rules: lists
// against the seed edition, a built-in one (2026-04-17), or a shared
// edition for a scenario played under another (eras/); a scenario naming
// an edition that is none of these is an error that says which (what
// names the scenarios, as in "built-in scenarios").
//
// Where the shared editions are absent, checking a scenario that needs one
// skips t (fails it when CI is set): use the checker only in t's own
// goroutine, and make one per subtest when the scenarios are checked in
// subtests, so that a missing edition skips that subtest alone.
func seedChecker(t *testing.T, what string) Checker {
	t.Helper()
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	editions := func(id string) (*corpus.Edition, error) {
		switch {
		case id == seed.ID:
			return seed, nil
		case corpus.IsBuiltin(id):
			return corpus.LoadBuiltin(id)
		}
		name := "cr-" + id + ".txt"
		if _, err := os.Stat(filepath.Join(corpustest.Dir(t), name)); err != nil {
			return nil, fmt.Errorf("%s cite the seed edition, a built-in one or a shared one, not %q", what, id)
		}
		return sharedEdition(t, name)
	}
	return Checker{Cards: cards, Edition: editions}
}

// sharedParsed holds each shared edition the tests parse, parsed once.
var sharedParsed sync.Map // file name -> *parsedEdition

type parsedEdition struct {
	once    sync.Once
	parsed  atomic.Bool
	edition *corpus.Edition
	err     error
}

// sharedEdition returns a shared edition file, such as "cr-2006-10-01.txt",
// read and parsed once however many tests ask: skipped where it is absent,
// a failure when CI is set. The file is read outside the Once only until
// it has been parsed, since a skip inside it would leave it done with no
// edition; reading a megabyte again for every scenario a checker asks
// about cost the scenario tests seconds.
func sharedEdition(t testing.TB, name string) (*corpus.Edition, error) {
	t.Helper()
	p, _ := sharedParsed.LoadOrStore(name, &parsedEdition{})
	e := p.(*parsedEdition)
	if !e.parsed.Load() {
		data := corpustest.ReadEdition(t, name)
		e.once.Do(func() {
			e.edition, e.err = corpus.Parse(name, data)
			e.parsed.Store(true)
		})
	}
	return e.edition, e.err
}
