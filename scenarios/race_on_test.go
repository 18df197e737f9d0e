//go:build race

package scenarios

// raceEnabled says whether the tests run under the race detector, which
// makes the engine several times slower: the set-up line deletion test
// then plays a fixed quarter of the built-in set (CI plays it whole
// without the detector, .ci/run).
const raceEnabled = true
