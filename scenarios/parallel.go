package scenarios

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// eachAtOnce calls do(i) for every i below n, on as many goroutines as
// the process runs at once: the plays of a set are independent (each has
// its own game, the cards and editions they share are read-only once
// loaded), so checking the whole built-in set takes a fraction of the
// time on a machine with several cores. The caller puts each result at
// its index, which keeps the order of a check in one goroutine.
func eachAtOnce(n int, do func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for i := range n {
			do(i)
		}
		return
	}
	var (
		next atomic.Int64
		wg   sync.WaitGroup
	)
	for range workers {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				do(i)
			}
		})
	}
	wg.Wait()
}
