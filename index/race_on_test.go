//go:build race

package index

import "testing"

// raceEnabled says whether the tests run under the race detector, which
// makes Bleve ten or more times slower: the process tests do less then.
const raceEnabled = true

// skipRankingUnderRace skips a test of ranking over real editions under
// the race detector: each builds or queries whole editions in one
// goroutine, which the detector makes ten times slower and in which it
// has nothing to find; .ci/run runs them in full without it. The tests of
// processes and readers working at once stay.
func skipRankingUnderRace(t *testing.T) {
	t.Helper()
	t.Skip("a ranking test over real editions: run without -race (.ci/run does)")
}
