package cmd

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/cards/cardstest"
	"github.com/judgekit/judge/corpus/corpustest"
)

// BenchmarkCardStartup times `judge card` as a whole process against
// `judge version`, interleaved in one run so load on the machine falls on
// both alike, over a store of 30,000 cards (the fixture's real cards and
// generated ones, the size of Scryfall's oracle cards file) with two
// rulings each: a name typed exactly, a partial one and a misspelt one
// (which reads every name). The keyword rules of the default edition are
// cached first, as the first lookup leaves them. It reports each
// command's median wall and CPU time in ms and each card lookup's ratio
// to `judge version`, which must stay under 1.3.
func BenchmarkCardStartup(b *testing.B) {
	root := corpustest.ModuleRoot(b)
	dir := b.TempDir()
	judge := filepath.Join(dir, "judge")
	run(b, exec.Command("go", "build", "-o", judge, filepath.Join(root, "cmd", "judge")))
	cardsFile, rulingsFile := filepath.Join(dir, "oracle-cards.json"), filepath.Join(dir, "rulings.json")
	if err := os.WriteFile(cardsFile, cardstest.BulkCards(b, 30000), 0o644); err != nil {
		b.Fatal(err)
	}
	if err := os.WriteFile(rulingsFile, cardstest.BulkRulings(b, 30000, 2), 0o644); err != nil {
		b.Fatal(err)
	}
	env := append(os.Environ(), "JUDGE_DATA_DIR="+filepath.Join(dir, "data"))
	for _, args := range [][]string{{"cards", "add", cardsFile, rulingsFile}, {"card", "Lightning Bolt"}} {
		cmd := exec.Command(judge, args...)
		cmd.Env = env
		run(b, cmd)
	}
	cases := []struct{ name string }{{"version"}, {"card-exact"}, {"card-partial"}, {"card-typo"}}
	args := map[string][]string{
		"version":      {"version"},
		"card-exact":   {"card", "Lightning Bolt"},
		"card-partial": {"card", "goyf"},
		"card-typo":    {"card", "snapcaster mgae"},
	}
	times := make(map[string][]time.Duration, len(cases))
	cpu := make(map[string][]time.Duration, len(cases))
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			cmd := exec.Command(judge, args[c.name]...)
			cmd.Env = env
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
	wall, used := map[string]float64{}, map[string]float64{}
	for _, c := range cases {
		wall[c.name], used[c.name] = median(times[c.name]), median(cpu[c.name])
		b.ReportMetric(wall[c.name], c.name+"-ms")
		b.ReportMetric(used[c.name], c.name+"-cpu-ms")
	}
	for _, c := range cases[1:] {
		b.ReportMetric(wall[c.name]/wall["version"], fmt.Sprintf("%s/version", c.name))
		b.ReportMetric(used[c.name]/used["version"], fmt.Sprintf("%s/version-cpu", c.name))
	}
}
