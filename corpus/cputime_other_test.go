//go:build !unix

package corpus

import "time"

// processCPUTime is not measured outside unix; benchmarks then report
// wall time only.
func processCPUTime() (time.Duration, bool) { return 0, false }
