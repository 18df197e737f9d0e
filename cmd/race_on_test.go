//go:build race

package cmd

// raceEnabled says whether the tests run under the race detector, which
// makes playing the whole built-in scenario set several times slower:
// TestHelpExamplesAnswerOutOfTheBox then plays it once per command.
const raceEnabled = true
