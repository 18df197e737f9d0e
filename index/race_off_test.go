//go:build !race

package index

import "testing"

// raceEnabled says whether the tests run under the race detector.
const raceEnabled = false

// skipRankingUnderRace skips nothing without the race detector.
func skipRankingUnderRace(*testing.T) {}
