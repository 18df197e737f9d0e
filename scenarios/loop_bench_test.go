package scenarios

import (
	"fmt"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
	"github.com/judgekit/judge/rulings"
	"github.com/judgekit/judge/scenarios/lang"
)

// loopProgram is a self-retriggering loop: each 0/0 token the Engine makes
// dies, and its death makes the next. Its controller gains a life each
// time, so no state repeats and the loop isn't ended as a draw (421.4);
// the board stays the same size. passes is how many times all players pass
// (one resolution each).
func loopProgram(passes int) string {
	var b strings.Builder
	b.WriteString(`card "Carrion Engine" {2}{B} enchantment
  whenever a creature is put into a graveyard from play: you create 1 0/0 black Minion creature tokens; you gain 1 life

state turn 1, alice main1
  alice in play: Carrion Engine, Grizzly Bears, Mountain
  alice hand: Shock

do
  alice plays "Shock" targeting "Grizzly Bears", tapping Mountain
`)
	for left := passes; left > 0; left -= 100 {
		fmt.Fprintf(&b, "  all pass x%d\n", min(left, 100))
	}
	return b.String()
}

// BenchmarkLoop plays a loop of 100, 1,000 and 10,000 passes: the cost per
// pass stays the same as the loop grows.
func BenchmarkLoop(b *testing.B) {
	cards, err := BuiltinCards()
	if err != nil {
		b.Fatal(err)
	}
	for _, passes := range []int{100, 1000, 10000} {
		prog, err := lang.ParseProgram("loop.md", 1, loopProgram(passes), cards)
		if err != nil {
			b.Fatal(err)
		}
		prog.SetStepLimit(20 * passes)
		b.Run(fmt.Sprintf("passes=%d", passes), func(b *testing.B) {
			cpuStart, cpuOK := corpustest.ProcessCPUTime()
			for b.Loop() {
				out, err := prog.Run(rulings.Rules2006())
				if err != nil {
					b.Fatal(err)
				}
				if n := out.Trace.Count("413.1", "resolves"); n != passes {
					b.Fatalf("%d resolutions, want %d", n, passes)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(passes), "ns/pass")
			// On a shared machine wall time mostly measures waiting for a
			// core; CPU time per pass says what the loop costs.
			if cpuEnd, ok := corpustest.ProcessCPUTime(); ok && cpuOK {
				b.ReportMetric(float64((cpuEnd-cpuStart).Nanoseconds())/float64(b.N)/float64(passes), "cpu-ns/pass")
			}
		})
	}
}
