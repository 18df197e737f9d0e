//go:build !race

package cmd

// raceEnabled says whether the tests run under the race detector.
const raceEnabled = false
