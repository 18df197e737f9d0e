//go:build unix

package scenarios

import (
	"syscall"
	"time"
)

// processCPUTime returns the user and system CPU time the process has used
// so far, garbage collection included; ok is false when it cannot be read.
func processCPUTime() (time.Duration, bool) {
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		return 0, false
	}
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano()), true
}
