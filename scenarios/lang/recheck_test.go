package lang

import (
	"fmt"
	"slices"
	"testing"

	"github.com/judgekit/judge/rulings"
)

// TestRecheckEvaluatesAsARunWould plays programs that differ only in
// their expect section once each, and requires Recheck of each against
// the first one's finished game to give exactly the failures of its own
// run: the same lines, expected and got, with the rejections a check
// block already accounted for.
func TestRecheckEvaluatesAsARunWould(t *testing.T) {
	const play = "card \"Bear\" {1}{G} creature — Bear 2/2\ncard \"Grove\" land\n  {T}: Add {G}.\n\n" +
		"state turn 1, alice main1\n  alice hand: Bear, Bear\n  alice in play: Grove x2\n\n" +
		"do\n  alice casts \"Bear\", tapping Grove\n  check\n    alice hand: Bear, Bear\n%s" +
		"  alice casts \"Bear\", tapping Grove x2\n  all pass\n\nexpect\n%s"
	checks := []string{"", "    illegal 601.2h\n"}
	expects := []string{
		"  alice in play: tapped Grove x2, Bear\n  alice life 20\n",
		"  alice in play: Bear\n  alice life 19\n  alice hand: nothing\n",
		"  illegal 601.2h\n  alice life 20\n",
		"  illegal 601.3\n  stack: Bear\n",
		"  cites 601.2h\n  does not cite 302.2\n  bob life 20\n",
	}
	rules, err := rulings.RulesFor("2026-04-17")
	if err != nil {
		t.Fatal(err)
	}
	parse := func(src string) *Program {
		t.Helper()
		p, err := ParseProgramUnder("p.md", 1, src, nil, "2026-04-17")
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, check := range checks {
		first, err := parse(fmt.Sprintf(play, check, expects[0])).Run(rules)
		if err != nil {
			t.Fatal(err)
		}
		sawFailure := false
		for _, expect := range expects {
			src := fmt.Sprintf(play, check, expect)
			own, err := parse(src).Run(rules)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := first.Recheck(parse(src))
			if !ok {
				t.Fatal("a finished run kept no game")
			}
			if !slices.Equal(got, own.Failures) {
				t.Errorf("check %q, expect %q: Recheck gives %v, the program's own run %v", check, expect, got, own.Failures)
			}
			sawFailure = sawFailure || len(own.Failures) > 0
		}
		if !sawFailure {
			t.Errorf("check %q: no variant failed: the test compares nothing", check)
		}
	}
	if _, ok := (&Outcome{}).Recheck(nil); ok {
		t.Error("an outcome of a play that stopped short rechecked")
	}
}
