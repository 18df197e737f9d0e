package cmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// benchmarkEdition is the real edition the whole-process benchmarks search.
const benchmarkEdition = "cr-2026-04-17.txt"

// run runs a command and fails the benchmark on a non-zero exit.
func run(b *testing.B, cmd *exec.Cmd) {
	b.Helper()
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("%v: %v\n%s", cmd.Args, err, out)
	}
}

// BenchmarkSearchProcess2026 runs `judge search` as a whole process (start,
// find the edition, open its existing index read-only, search, highlight,
// print) the way a judge runs it from a shell.
func BenchmarkSearchProcess2026(b *testing.B) {
	root := corpustest.ModuleRoot(b)
	edition := corpustest.EditionPath(b, benchmarkEdition)
	dir := b.TempDir()
	judge := filepath.Join(dir, "judge")
	run(b, exec.Command("go", "build", "-o", judge, filepath.Join(root, "cmd", "judge")))
	env := append(os.Environ(), "JUDGE_DATA_DIR="+filepath.Join(dir, "data"))
	setup := [][]string{
		{"corpus", "add", edition},
		{"index", "build", "--edition", "2026-04-17"},
	}
	for _, args := range setup {
		cmd := exec.Command(judge, args...)
		cmd.Env = env
		run(b, cmd)
	}
	b.ResetTimer()
	for b.Loop() {
		cmd := exec.Command(judge, "search", "--edition", "2026-04-17", "damage on the stack")
		cmd.Env = env
		run(b, cmd)
	}
}

// BenchmarkGrepProcess2026 runs grep over the same edition text for
// comparison: it finds lines holding a word and ranks nothing.
func BenchmarkGrepProcess2026(b *testing.B) {
	grep, err := exec.LookPath("grep")
	if err != nil {
		b.Skip("no grep")
	}
	edition := corpustest.EditionPath(b, benchmarkEdition)
	for b.Loop() {
		run(b, exec.Command(grep, "-i", "-c", "-e", "damage", "-e", "stack", edition))
	}
}
