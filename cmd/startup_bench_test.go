package cmd

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

// startupCase is one command BenchmarkStartup times as a whole process.
type startupCase struct {
	name string
	args []string
	// judge says whether args run the judge binary (with the benchmark's
	// data directory) rather than a program on the PATH.
	judge bool
}

// BenchmarkStartup times short commands as whole processes, each against
// its baseline, interleaved in the same run so load on the machine falls
// on all alike: `judge version` against a Go hello-world, `judge rule`
// against grep for the rule's line, `judge search` against `grep -i -c`,
// over the same edition file (2026-04-17, the built-in default, indexed and
// its lookup cache built first), `judge rule` against `judge version` (the
// start-up every judge process pays), and
// a hello-world that links Bleve (cmd/testdata/hellobleve) for what
// Bleve's initialisation alone costs, and a program that links only Bleve,
// opens an index of the edition's lines and runs one match query
// (cmd/testdata/searchbleve): the least a search with Bleve costs as a
// process. It reports each command's median wall and CPU time in ms and
// the ratios of the medians.
func BenchmarkStartup(b *testing.B) {
	root := corpustest.ModuleRoot(b)
	edition := corpustest.EditionPath(b, benchmarkEdition)
	grep, err := exec.LookPath("grep")
	if err != nil {
		b.Skip("no grep")
	}
	dir := b.TempDir()
	judge, hello, helloBleve := filepath.Join(dir, "judge"), filepath.Join(dir, "hello"), filepath.Join(dir, "hellobleve")
	searchBleve, bleveIndex := filepath.Join(dir, "searchbleve"), filepath.Join(dir, "bleve-index")
	run(b, exec.Command("go", "build", "-o", judge, filepath.Join(root, "cmd", "judge")))
	run(b, exec.Command("go", "build", "-o", hello, filepath.Join(root, "cmd", "testdata", "hello")))
	run(b, exec.Command("go", "build", "-o", helloBleve, filepath.Join(root, "cmd", "testdata", "hellobleve")))
	run(b, exec.Command("go", "build", "-o", searchBleve, filepath.Join(root, "cmd", "testdata", "searchbleve")))
	run(b, exec.Command(searchBleve, "build", bleveIndex, edition))
	env := append(os.Environ(), "JUDGE_DATA_DIR="+filepath.Join(dir, "data"))
	for _, args := range [][]string{
		{"index", "build"},
		{"index", "build", "--edition", "seed"},
		// The first lookup of an edition builds its lookup cache, and the
		// first of a rule caches its scenarios' verdicts; the cases time
		// lookups with both warm.
		{"rule", "702.19"},
		{"rule", "409.1h", "--edition", "seed"},
	} {
		cmd := exec.Command(judge, args...)
		cmd.Env = env
		run(b, cmd)
	}
	cases := []startupCase{
		{"hello", []string{hello}, false},
		{"hello-bleve", []string{helloBleve}, false},
		{"version", []string{"version"}, true},
		{"grep-rule", []string{grep, "-e", `^702\.19`, edition}, false},
		{"rule", []string{"rule", "702.19"}, true},
		{"rule-seed", []string{"rule", "409.1h", "--edition", "seed"}, true},
		{"grep-count", []string{grep, "-i", "-c", "-e", "damage", "-e", "stack", edition}, false},
		{"search", []string{"search", "damage on the stack"}, true},
		{"search-seed", []string{"search", "--edition", "seed", "damage on the stack"}, true},
		{"bleve-search", []string{searchBleve, "search", bleveIndex, "damage on the stack"}, false},
	}
	wall, used := timeStartups(b, judge, env, cases)
	for _, ratio := range [][2]string{{"version", "hello"}, {"hello-bleve", "hello"}, {"rule", "version"}, {"rule-seed", "version"}, {"rule", "grep-rule"}, {"search", "grep-count"}, {"bleve-search", "grep-count"}, {"search", "bleve-search"}} {
		b.ReportMetric(wall[ratio[0]]/wall[ratio[1]], fmt.Sprintf("%s/%s", ratio[0], ratio[1]))
		b.ReportMetric(used[ratio[0]]/used[ratio[1]], fmt.Sprintf("%s/%s-cpu", ratio[0], ratio[1]))
	}
}

// timeStartups runs every case's process once an iteration, interleaved so
// load falls on all alike, reports each one's median wall and CPU time as
// NAME-ms and NAME-cpu-ms, and returns them for ratios. Wall time on a
// shared machine partly measures other processes; the processes' own CPU
// time (user and system) does not, so both are reported.
func timeStartups(b *testing.B, judge string, env []string, cases []startupCase) (wall, used map[string]float64) {
	times := make(map[string][]time.Duration, len(cases))
	cpu := make(map[string][]time.Duration, len(cases))
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			cmd := exec.Command(c.args[0], c.args[1:]...)
			if c.judge {
				cmd = exec.Command(judge, c.args...)
				cmd.Env = env
			}
			start := time.Now()
			run(b, cmd)
			times[c.name] = append(times[c.name], time.Since(start))
			cpu[c.name] = append(cpu[c.name], cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime())
		}
	}
	b.StopTimer()
	median := func(ds []time.Duration) float64 {
		slices.Sort(ds)
		return float64(ds[len(ds)/2].Microseconds()) / 1000
	}
	wall, used = make(map[string]float64), make(map[string]float64)
	for _, c := range cases {
		wall[c.name], used[c.name] = median(times[c.name]), median(cpu[c.name])
		b.ReportMetric(wall[c.name], c.name+"-ms")
		b.ReportMetric(used[c.name], c.name+"-cpu-ms")
	}
	return wall, used
}
