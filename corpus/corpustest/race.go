package corpustest

import (
	"os"
	"strings"
)

// HelperGORACE is the GORACE setting for a process a test starts from a
// binary built with -race (a testscript command, a helper process): the
// test's own GORACE, with the race detector's pause at exit turned off
// unless that setting names it.
//
// Every process built with -race sleeps a second as it exits
// (atexit_sleep_ms, 1000 by default), so that goroutines still running can
// report what they do; a test that starts hundreds of short commands spends
// minutes asleep. Races found while a command runs are reported and fail
// it as before; only that last second is given up.
func HelperGORACE() string {
	gorace := os.Getenv("GORACE")
	if strings.Contains(gorace, "atexit_sleep_ms") {
		return gorace
	}
	return strings.TrimSpace(gorace + " atexit_sleep_ms=0")
}
