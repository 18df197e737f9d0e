//go:build race

package index

// raceEnabled says whether the tests run under the race detector, which
// makes Bleve ten or more times slower: the process tests do less then.
const raceEnabled = true
