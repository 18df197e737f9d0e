//go:build unix

package corpus

import (
	"syscall"
	"time"
)

// processCPUTime is the user plus system CPU time this process has used.
// Benchmarks report it per operation next to ns/op because on a shared
// machine wall time mostly measures the other processes.
func processCPUTime() (time.Duration, bool) {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		return 0, false
	}
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano()), true
}
