//go:build !race

package corpus

import "testing"

// skipWholeEditionsUnderRace skips nothing without the race detector.
func skipWholeEditionsUnderRace(*testing.T) {}
