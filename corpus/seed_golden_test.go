package corpus

import (
	"io/fs"
	"os"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// firstDifference shows where got and want part, with a little context.
func firstDifference(got, want []byte) string {
	index := 0
	for index < len(got) && index < len(want) && got[index] == want[index] {
		index++
	}
	start := max(0, index-60)
	return "got:  ..." + string(got[start:min(len(got), index+60)]) + "\nwant: ..." + string(want[start:min(len(want), index+60)])
}

// sharedSeedDir is the shared copy of the seed scrapes, ../shared/seeds
// beside the module root. Without it the test is skipped, except in CI
// (CI set), where it must be present.
func sharedSeedDir(t *testing.T) fs.FS {
	t.Helper()
	return os.DirFS(corpustest.SharedDir(t, "seeds"))
}
