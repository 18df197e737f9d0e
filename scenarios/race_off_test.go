//go:build !race

package scenarios

// raceEnabled says whether the tests run under the race detector.
const raceEnabled = false
