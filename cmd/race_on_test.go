//go:build race

package cmd

import "testing"

// raceEnabled says whether the tests run under the race detector, which
// makes playing the whole built-in scenario set several times slower:
// TestHelpExamplesAnswerOutOfTheBox then plays it once per command.
const raceEnabled = true

// skipWholeEditionsUnderRace skips a test that imports or reads whole
// real editions in one goroutine under the race detector, which makes it
// several times slower and has nothing to find there; .ci/run runs it in
// full without it.
func skipWholeEditionsUnderRace(t *testing.T) {
	t.Helper()
	t.Skip("reads whole real editions in one goroutine: run without -race (.ci/run does)")
}
