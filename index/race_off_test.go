//go:build !race

package index

// raceEnabled says whether the tests run under the race detector.
const raceEnabled = false
