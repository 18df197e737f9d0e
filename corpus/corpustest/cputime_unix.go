//go:build unix

package corpustest

import (
	"syscall"
	"time"
)

// ProcessCPUTime is the user plus system CPU time this process has used so
// far, garbage collection included; ok is false when it cannot be read.
// Benchmarks report it per operation next to ns/op because on a shared
// machine wall time mostly measures the other processes.
func ProcessCPUTime() (cpu time.Duration, ok bool) {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		return 0, false
	}
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano()), true
}
