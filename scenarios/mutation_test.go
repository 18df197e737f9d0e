package scenarios

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/judgekit/judge/scenarios/lang"
)

// expectationMutations turn one expectation into a wrong one. Each pattern
// matches a whole expectation line (indentation removed); mutate returns
// the wrong line.
var expectationMutations = []struct {
	pattern *regexp.Regexp
	mutate  func(m []string) string
}{
	{regexp.MustCompile(`^(\S+) can see (.+)$`), func(m []string) string { return m[1] + " cannot see " + m[2] }},
	{regexp.MustCompile(`^(\S+) cannot see (.+)$`), func(m []string) string { return m[1] + " can see " + m[2] }},
	{regexp.MustCompile(`^(\S+) life (-?\d+)$`), func(m []string) string { return m[1] + " life " + plusOne(m[2]) }},
	{regexp.MustCompile(`^(\S+) poison (\d+)$`), func(m []string) string { return m[1] + " poison " + plusOne(m[2]) }},
	{regexp.MustCompile(`^(\S+) speed (\d+)$`), func(m []string) string { return m[1] + " speed " + plusOne(m[2]) }},
	{regexp.MustCompile(`^(\S+ .+) count (\d+)$`), func(m []string) string { return m[1] + " count " + plusOne(m[2]) }},
	{regexp.MustCompile(`^(\S+) pool (.+)$`), func(m []string) string {
		if m[2] == "empty" {
			return m[1] + " pool {W}"
		}
		return m[1] + " pool empty"
	}},
	{regexp.MustCompile(`^(stack|plane|\S+ [a-z -]+):\s*(.*)$`), func(m []string) string { return m[1] + ": " + dropFirstCard(m[2]) }},
	{regexp.MustCompile(`^cites (\S+)(.*) x(\d+)$`), func(m []string) string { return "cites " + m[1] + m[2] + " x" + plusOne(m[3]) }},
	{regexp.MustCompile(`^cites (.*)$`), func(m []string) string { return "does not cite " + m[1] }},
	{regexp.MustCompile(`^does not cite (.*)$`), func(m []string) string { return "cites " + m[1] }},
	// A rejection must be expected under the rule it was rejected by.
	{regexp.MustCompile(`^illegal (\S+)(.*)$`), func(m []string) string { return "illegal 101.1" + m[2] }},
	{regexp.MustCompile(`^(.*") protected by (\S+)$`), func(m []string) string {
		if m[2] == "nobody" {
			return m[1] + " protected by alice"
		}
		return m[1] + " protected by nobody"
	}},
	{regexp.MustCompile(`^(.*") tapped$`), func(m []string) string { return m[1] + " untapped" }},
	{regexp.MustCompile(`^(.*") untapped$`), func(m []string) string { return m[1] + " tapped" }},
	{regexp.MustCompile(`^(.*"(?: in \w+)?) is (-?\d+)/(-?\d+)$`), func(m []string) string { return m[1] + " is " + plusOne(m[2]) + "/" + m[3] }},
	{regexp.MustCompile(`^(.*"(?: in \w+)?) types: (.*)$`), func(m []string) string {
		if strings.Contains(m[2], "artifact") {
			return m[1] + " types: " + strings.ReplaceAll(m[2], "artifact", "enchantment")
		}
		return m[1] + " types: " + m[2] + " artifact"
	}},
	{regexp.MustCompile(`^(.*"(?: in \w+)?) subtypes: (.*)$`), func(m []string) string {
		if strings.Contains(m[2], "Goblin") {
			return m[1] + " subtypes: " + strings.ReplaceAll(m[2], "Goblin", "Elf")
		}
		return m[1] + " subtypes: " + m[2] + " Goblin"
	}},
	{regexp.MustCompile(`^(.*") has no (.+)$`), func(m []string) string { return m[1] + " has " + m[2] }},
	{regexp.MustCompile(`^(.*") has (.+) x(\d+)$`), func(m []string) string { return m[1] + " has " + m[2] + " x" + plusOne(m[3]) }},
	{regexp.MustCompile(`^(.*") has (.+)$`), func(m []string) string { return m[1] + " has no " + m[2] }},
	{regexp.MustCompile(`^(.*"(?: in \w+)?) is (\w+)$`), func(m []string) string {
		if m[2] == "green" {
			return m[1] + " is red"
		}
		return m[1] + " is green"
	}},
}

func plusOne(n string) string {
	v, _ := strconv.Atoi(n)
	return strconv.Itoa(v + 1)
}

// dropFirstCard removes the first card of an expected list, or names a card
// where nothing was expected.
func dropFirstCard(list string) string {
	list = strings.TrimSpace(list)
	if list == "nothing" || list == "" {
		return "Grizzly Bears"
	}
	_, rest, ok := strings.Cut(list, ",")
	if !ok {
		if name, n := lang.SplitCount(list); n > 1 {
			return fmt.Sprintf("%s x%d", name, n-1)
		}
		return "nothing"
	}
	return strings.TrimSpace(rest)
}

// mutated returns the wrong form of an expectation line, or false when no
// mutation knows its form.
func mutated(line string) (string, bool) {
	for _, mu := range expectationMutations {
		if m := mu.pattern.FindStringSubmatch(line); m != nil {
			return mu.mutate(m), true
		}
	}
	return "", false
}

// expectationLines returns the indexes, within a program's lines, of the
// lines of its expect section and of its check blocks.
func expectationLines(lines []string) []int {
	var out []int
	inExpect := false
	checkIndent := -1
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") {
			continue
		}
		indent := len(l) - len(strings.TrimLeft(l, " "))
		if l == trimmed {
			inExpect = trimmed == "expect"
			checkIndent = -1
			continue
		}
		switch {
		case strings.HasPrefix(trimmed, lang.UnderKeyword+" "):
			// An "under EDITION" line heads expectations; it is none
			// itself. One no deeper than a check block ends it: its
			// lines are actions again.
			if checkIndent >= 0 && indent <= checkIndent {
				checkIndent = -1
			}
			continue
		case checkIndent >= 0 && indent > checkIndent:
			out = append(out, i)
			continue
		case trimmed == "check":
			checkIndent = indent
			continue
		}
		checkIndent = -1
		if inExpect {
			out = append(out, i)
		}
	}
	return out
}

// TestBuiltinScenariosFailWithAnyWrongExpectation makes every expectation
// of every built-in and judge-written scenario wrong, one at a time (a life total off by one,
// a card dropped from a zone, a cited rule denied, a rejection put under
// another rule, tapped for untapped, a power raised), and requires the
// scenario to fail at exactly that line. A scenario then passes only
// because the engine computed the outcome it states.
func TestBuiltinScenariosFailWithAnyWrongExpectation(t *testing.T) {
	all, cards := builtinSet(t)
	builtins := len(all)
	judged, err := LoadFS(os.DirFS("testdata/judge"))
	if err != nil {
		t.Fatal(err)
	}
	all = append(all, judged...)
	var mutants atomic.Int64
	// The scenarios are independent: two at once fill both cores when
	// this package is the last one running.
	t.Run("each", func(t *testing.T) {
		for i, s := range all {
			t.Run(s.ID, func(t *testing.T) {
				t.Parallel()
				var r Result
				if i < builtins {
					r = builtinResult(t, s)
				} else {
					r = Check(s, cards)
				}
				if !r.Passed {
					t.Fatalf("%s fails before any change:\n%s", s.File, r.Error)
				}
				lines := strings.Split(s.Program, "\n")
				expects := expectationLines(lines)
				// Every wrong copy defines the cards as s does, on the same
				// lines: each card is read once for all of them, as for the
				// editions of one scenario.
				shared := lang.NewShared()
				if len(expects) == 0 {
					t.Fatalf("%s has no expectations", s.File)
				}
				final := finalExpectationLines(lines)
				played := playEras(t, s, cards, shared)
				for _, i := range expects {
					indent := lines[i][:len(lines[i])-len(strings.TrimLeft(lines[i], " "))]
					wrong, ok := mutated(strings.TrimSpace(lines[i]))
					if !ok {
						t.Errorf("%s:%d: no mutation for the expectation %q: add one to expectationMutations", s.File, s.ProgramLine+i, lines[i])
						continue
					}
					changed := slices.Clone(lines)
					changed[i] = indent + wrong
					m := *s
					m.Program = strings.Join(changed, "\n")
					m.shared = shared
					at := fmt.Sprintf("%s:%d: ", s.File, s.ProgramLine+i)
					mutants.Add(1)
					if final[i] {
						// The play is the same line for line: the wrong
						// expectation is evaluated against the games the
						// scenario finished, as its run would evaluate it.
						if failedAt, why := recheckFinal(played, &m, cards, s.ProgramLine+i); !failedAt {
							t.Errorf("%s with %q for %q: %s; want a failure at %s", s.File, wrong, strings.TrimSpace(lines[i]), why, at)
						}
						continue
					}
					r := Check(&m, cards)
					if r.Passed || !strings.Contains(r.Error, at) {
						t.Errorf("%s with %q for %q: passed %v, error %q; want a failure at %s", s.File, wrong, strings.TrimSpace(lines[i]), r.Passed, r.Error, at)
					}
				}
			})
		}
	})
	t.Logf("%d wrong expectations in %d scenarios, each failed", mutants.Load(), len(all))
}

// finalExpectationLines marks the lines of a program's expect section
// (not its check blocks): a wrong one changes nothing the play does.
func finalExpectationLines(lines []string) map[int]bool {
	final := map[int]bool{}
	inExpect := false
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		switch {
		case trimmed == "" || strings.HasPrefix(trimmed, "#"):
		case l == trimmed:
			inExpect = trimmed == "expect"
		case inExpect:
			final[i] = true
		}
	}
	return final
}

// eraPlay is one edition's finished play of a scenario.
type eraPlay struct {
	edition string
	outcome *lang.Outcome
}

// playEras plays s once under each of its editions and keeps each
// finished game.
func playEras(t *testing.T, s *Scenario, cards *CardLibrary, shared *lang.Shared) []eraPlay {
	t.Helper()
	editions := []string{s.Edition}
	if len(s.Editions) > 0 {
		editions = editions[:0]
		for _, e := range s.Editions {
			editions = append(editions, e.ID)
		}
	}
	var played []eraPlay
	for _, e := range editions {
		era := s.For(e)
		era.shared = shared
		out, err := run(era, cards)
		if err != nil {
			t.Fatalf("%s under %s: %v", s.File, e, err)
		}
		played = append(played, eraPlay{e, out})
	}
	return played
}

// recheckFinal reads m, a scenario whose play is the played one's with
// other final expectations, under each edition and evaluates its
// expectations against the finished games. It reports whether m fails at
// line under some edition, and what happened when it doesn't.
func recheckFinal(played []eraPlay, m *Scenario, cards *CardLibrary, line int) (bool, string) {
	var got []string
	for _, p := range played {
		prog, err := lang.ParseProgramShared(m.File, m.ProgramLine, m.Program, cards, p.edition, m.shared)
		if err != nil {
			if strings.Contains(err.Error(), fmt.Sprintf("%s:%d: ", m.File, line)) {
				return true, ""
			}
			return false, fmt.Sprintf("under %s it does not read: %v", p.edition, err)
		}
		failures, ok := p.outcome.Recheck(prog)
		if !ok {
			return false, "the play kept no finished game"
		}
		for _, f := range failures {
			if f.File == m.File && f.Line == line {
				return true, ""
			}
			got = append(got, f.Error())
		}
	}
	return false, fmt.Sprintf("failures %q", got)
}

// setUpAndPlayLines returns the indexes, within a program's lines, of every
// line that defines a card, sets up the game or plays it (not the section
// headers or expectations); card reports which are lines of a card.
func setUpAndPlayLines(lines []string) (out []int, card map[int]bool) {
	card = map[int]bool{}
	section := ""
	checks := map[int]bool{}
	for _, i := range expectationLines(lines) {
		checks[i] = true
	}
	for i, l := range lines {
		trimmed := strings.TrimSpace(l)
		if trimmed == "" || strings.HasPrefix(trimmed, "#") || trimmed == "check" || strings.HasPrefix(trimmed, lang.UnderKeyword+" ") || checks[i] {
			continue
		}
		if l == trimmed {
			section, _, _ = strings.Cut(trimmed, " ")
			if section == "players" {
				out = append(out, i)
			}
			continue
		}
		if section != "expect" {
			out = append(out, i)
			card[i] = section == "card"
		}
	}
	return out, card
}

// TestBuiltinScenariosDependOnEverySetUpAndPlayLine deletes, one at a
// time, each line that sets up or plays a built-in scenario. (The plays judges wrote, in testdata/judge, are kept
// as written.) Without a state line or an action (a card in a zone, a life
// total, a pass) the scenario must fail (or no longer load): it passes only
// because of every line of its play. Without one of a card's ability lines
// the trace must differ (or the scenario fail): the engine read the line.
// A line that changes nothing is one the engine silently ignores, or one the
// scenario doesn't need.
//
// Under the race detector it plays every fourth scenario only: its ~14,000
// plays test the scenarios, not concurrency, and would be most of the race
// run; CI runs it whole without the detector (.ci/run).
func TestBuiltinScenariosDependOnEverySetUpAndPlayLine(t *testing.T) {
	all, cards := builtinSet(t)
	var deleted atomic.Int64
	played := 0
	t.Run("each", func(t *testing.T) {
		for i, s := range all {
			if isProbe(s) || raceEnabled && i%4 != 0 {
				continue
			}
			played++
			t.Run(s.ID, func(t *testing.T) {
				t.Parallel()
				whole := builtinResult(t, s)
				lines := strings.Split(s.Program, "\n")
				indexes, card := setUpAndPlayLines(lines)
				for _, i := range indexes {
					changed := slices.Delete(slices.Clone(lines), i, i+1)
					m := *s
					m.Program = strings.Join(changed, "\n")
					// Only whether the variant passes counts, and its
					// traces when it does: a failing edition ends it.
					r := Checker{Cards: cards, firstFailure: true}.Check(&m)
					deleted.Add(1)
					switch {
					case !r.Passed:
					case card[i] && eraTraces(r) != eraTraces(whole):
					case card[i]:
						t.Errorf("%s:%d: without the card line %q the trace is the same: the engine never reads it here", s.File, s.ProgramLine+i, strings.TrimSpace(lines[i]))
					default:
						t.Errorf("%s:%d: the scenario still passes without %q: nothing it checks depends on the line", s.File, s.ProgramLine+i, strings.TrimSpace(lines[i]))
					}
				}
			})
		}
	})
	t.Logf("%d set-up and play lines deleted one at a time in %d scenarios (of %d), each mattered", deleted.Load(), played, len(all))
}

// eraTraces is the trace of a result, or of each edition's result of a
// scenario played under several, one after the other.
func eraTraces(r Result) string {
	var b strings.Builder
	for _, e := range eraResults([]Result{r}) {
		b.WriteString(e.Trace.String())
	}
	return b.String()
}

// isProbe reports whether s is one of the disputed plays under probes/,
// kept as their authors wrote them from the rules text: a card's whole
// Oracle text, and set-up a judge would give, whether or not the ruling
// turns on each line. Their expectations are still mutated above.
func isProbe(s *Scenario) bool {
	return strings.HasPrefix(s.File, builtinPrefix+"probes/")
}

// TestExpectationLinesEndACheckBlockAtAnUnderLine reads a check block
// followed by an "under" block of actions at the check's own depth: the
// actions are no expectations, though they are indented deeper than the
// check line.
func TestExpectationLinesEndACheckBlockAtAnUnderLine(t *testing.T) {
	lines := strings.Split("do\n  all pass\n  check\n    under 2006-10-01\n      bob life 20\n  under 2006-10-01\n    all pass\n    check\n      bob life 18\n  all pass\nexpect\n  bob life 16", "\n")
	got := expectationLines(lines)
	if want := []int{4, 8, 11}; !slices.Equal(got, want) {
		t.Errorf("expectation lines %v, want %v", got, want)
	}
}
