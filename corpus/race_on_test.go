//go:build race

package corpus

import "testing"

// skipWholeEditionsUnderRace skips a test that reads a whole real edition
// rule by rule in one goroutine under the race detector, which makes it
// several times slower and has nothing to find there; .ci/run runs it in
// full without it. The tests of processes sharing a store stay.
func skipWholeEditionsUnderRace(t *testing.T) {
	t.Helper()
	t.Skip("reads a whole real edition in one goroutine: run without -race (.ci/run does)")
}
