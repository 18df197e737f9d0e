package cmd

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

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
	cases := []startupCase{
		{"version", []string{"version"}, true},
		{"card-exact", []string{"card", "Lightning Bolt"}, true},
		{"card-partial", []string{"card", "goyf"}, true},
		{"card-typo", []string{"card", "snapcaster mgae"}, true},
	}
	wall, used := timeStartups(b, judge, env, cases)
	for _, c := range cases[1:] {
		b.ReportMetric(wall[c.name]/wall["version"], fmt.Sprintf("%s/version", c.name))
		b.ReportMetric(used[c.name]/used["version"], fmt.Sprintf("%s/version-cpu", c.name))
	}
}
