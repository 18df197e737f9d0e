//go:build !race

package cmd

import "testing"

// raceEnabled says whether the tests run under the race detector.
const raceEnabled = false

// skipWholeEditionsUnderRace skips nothing without the race detector.
func skipWholeEditionsUnderRace(*testing.T) {}
