//go:build !unix

package scenarios

import "time"

// processCPUTime cannot be read here; benchmarks then skip the metric.
func processCPUTime() (time.Duration, bool) { return 0, false }
