//go:build !race

package corpustest

import "testing"

// SkipUnderRace skips nothing without the race detector.
func SkipUnderRace(testing.TB, string) {}
