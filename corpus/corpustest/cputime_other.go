//go:build !unix

package corpustest

import "time"

// ProcessCPUTime is not measured outside unix; benchmarks then report wall
// time only.
func ProcessCPUTime() (cpu time.Duration, ok bool) { return 0, false }
