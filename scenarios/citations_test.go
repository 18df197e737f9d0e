package scenarios

import (
	"testing"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
)

// TestBuiltinTracesCiteOnlyRulesOfTheirEdition runs every built-in
// scenario and requires every number its trace cites to be a rule of the
// scenario's edition. The seed edition is fragments of the Comprehensive
// Rules of 2006-10-01; a number the fragments lack must be a rule of that
// complete edition, never a number from a later one.
func TestBuiltinTracesCiteOnlyRulesOfTheirEdition(t *testing.T) {
	seed, err := corpus.Seed()
	if err != nil {
		t.Fatal(err)
	}
	full, err := corpus.Parse("cr-2006-10-01.txt", corpustest.ReadEdition(t, "cr-2006-10-01.txt"))
	if err != nil {
		t.Fatal(err)
	}
	all, err := BuiltinScenarios()
	if err != nil {
		t.Fatal(err)
	}
	cards, err := BuiltinCards()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		if s.Edition != seed.ID && s.Edition != full.ID {
			t.Errorf("%s: edition %q: this test knows only the 2006-10-01 rules", s.File, s.Edition)
			continue
		}
		r := Check(s, cards)
		if r.Trace == nil {
			t.Errorf("%s: no trace: %s", s.File, r.Error)
			continue
		}
		for _, step := range r.Trace.Steps {
			if _, ok := seed.Rule(step.Rule); ok {
				continue
			}
			if _, ok := full.Rule(step.Rule); !ok {
				t.Errorf("%s: the trace cites %s, which is not a rule of the 2006-10-01 edition: %q", s.File, step.Rule, step.Text)
			}
		}
	}
}
