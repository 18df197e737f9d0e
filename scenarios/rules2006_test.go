package scenarios

import (
	"fmt"
	"os"
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// edition2006 parses the complete Comprehensive Rules of 2006-10-01 from
// the shared editions.
func edition2006(t testing.TB) *corpus.Edition {
	t.Helper()
	e, err := corpus.Parse("cr-2006-10-01.txt", corpustest.ReadEdition(t, "cr-2006-10-01.txt"))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// rules2006Scenarios loads testdata/rules2006: scenarios about rules of
// the complete 2006-10-01 edition that the seed fragments lack (combat,
// state-based effects, keywords of 502.2-502.42), whose rules: lists name
// those rules and so need the complete edition, which is read from the
// shared editions rather than embedded.
func rules2006Scenarios(t testing.TB) []*Scenario {
	t.Helper()
	all, err := LoadFS(os.DirFS("testdata/rules2006"))
	if err != nil {
		t.Fatal(err)
	}
	return all
}

func TestRules2006ScenariosPass(t *testing.T) {
	e := edition2006(t)
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	editions := func(id string) (*corpus.Edition, error) {
		if id != e.ID {
			return nil, fmt.Errorf("testdata/rules2006 cites edition %s, not %q", e.ID, id)
		}
		return e, nil
	}
	checker := Checker{Cards: cards, Edition: editions}
	all := rules2006Scenarios(t)
	if len(all) == 0 {
		t.Fatal("no scenarios in testdata/rules2006")
	}
	for _, r := range checker.CheckAll(all) {
		if !r.Passed {
			t.Errorf("%s failed:\n%s", r.File, r.Error)
		}
		for _, step := range r.Trace.Steps {
			if _, ok := e.Rule(step.Rule); !ok {
				t.Errorf("%s: the trace cites %s, which is not a rule of %s: %q", r.File, step.Rule, e.ID, step.Text)
			}
		}
	}
}
