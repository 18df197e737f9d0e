//go:build race

package corpustest

import "testing"

// SkipUnderRace skips a test under the race detector. It is for a test
// that reads or ranks whole real editions in one goroutine: the detector
// has nothing to find there and makes it several times slower. what says
// what the test does; .ci/run runs such tests in full without -race.
func SkipUnderRace(t testing.TB, what string) {
	t.Helper()
	t.Skip(what + ": run without -race (.ci/run does)")
}
