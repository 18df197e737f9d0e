package scenarios

import (
	"io/fs"
	"path"
	"runtime/debug"
	"slices"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

// BenchmarkCheckAll checks the whole built-in scenario set per iteration,
// as `judge scenario check` does in one process: load the shared cards,
// then load, parse and run every scenario file. It also reports the
// median time of one scenario (load, parse and run) and the process CPU
// time per iteration. It runs twice: with the garbage collector's target
// the command sets (gc=command, BatchGCPercent) and with Go's default
// (gc=default), which a program calling the package gets unless it sets
// its own.
func BenchmarkCheckAll(b *testing.B) {
	for _, gc := range []struct {
		name    string
		percent int
	}{{"command", BatchGCPercent}, {"default", 100}} {
		b.Run("gc="+gc.name, func(b *testing.B) {
			defer debug.SetGCPercent(debug.SetGCPercent(gc.percent))
			checkAll(b)
		})
	}
}

func checkAll(b *testing.B) {
	var files []string
	_ = fs.WalkDir(Builtin(), ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && path.Ext(name) == ".md" {
			files = append(files, name)
		}
		return nil
	})
	if len(files) == 0 {
		b.Fatal("no built-in scenarios to check")
	}
	b.ReportAllocs()
	var perScenario []time.Duration
	cpuStart, cpuOK := corpustest.ProcessCPUTime()
	for b.Loop() {
		cards, err := BuiltinCards()
		if err != nil {
			b.Fatal(err)
		}
		for _, name := range files {
			start := time.Now()
			data, err := fs.ReadFile(Builtin(), name)
			if err != nil {
				b.Fatal(err)
			}
			s, err := Load(name, data)
			if err != nil {
				b.Fatal(err)
			}
			if r := Check(s, cards); !r.Passed {
				b.Fatalf("%s failed:\n%s", name, r.Error)
			}
			perScenario = append(perScenario, time.Since(start))
		}
	}
	// Wall time on a shared machine mostly measures waiting for a core; the
	// process CPU time per iteration says what the check itself costs.
	if cpuEnd, ok := corpustest.ProcessCPUTime(); ok && cpuOK {
		b.ReportMetric(float64((cpuEnd-cpuStart).Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
	slices.Sort(perScenario)
	b.ReportMetric(float64(perScenario[len(perScenario)/2].Nanoseconds()), "ns/scenario-median")
	b.ReportMetric(float64(len(files)), "scenarios")
}
