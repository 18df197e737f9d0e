package web

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// loadConnections is how many connections the load generator keeps busy.
const loadConnections = 64

// loadTimeLimit bounds one benchmark run whatever b.N asks for.
const loadTimeLimit = 30 * time.Second

// benchRequest makes the request a load benchmark sends.
type benchRequest func(base string) (*http.Request, error)

// loadServer serves s on a loopback port and returns its base URL.
func loadServer(b *testing.B, s *Server) string {
	b.Helper()
	listener, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, listener) }()
	b.Cleanup(func() { cancel(); <-done })
	return "http://" + listener.Addr().String()
}

// runLoad sends b.N requests over loadConnections keep-alive connections
// and reports throughput, the 99th-percentile latency and the server
// process's heap, failing on any answer other than 200.
func runLoad(b *testing.B, base string, request benchRequest) {
	b.Helper()
	client := &http.Client{Transport: &http.Transport{
		MaxIdleConnsPerHost: loadConnections,
		MaxConnsPerHost:     loadConnections,
		DisableCompression:  false,
	}, Timeout: 10 * time.Second}
	defer client.CloseIdleConnections()
	// Warm up: open the connections, build indexes, fill caches.
	for range loadConnections {
		send(b, client, base, request)
	}
	ctx, cancel := context.WithTimeout(context.Background(), loadTimeLimit)
	defer cancel()
	var (
		next      atomic.Int64
		failures  atomic.Int64
		latencies = make([][]time.Duration, loadConnections)
		wait      sync.WaitGroup
		peakHeap  atomic.Uint64
	)
	stopSampling := make(chan struct{})
	go func() {
		var m runtime.MemStats
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-stopSampling:
				return
			case <-tick.C:
				runtime.ReadMemStats(&m)
				if m.HeapInuse > peakHeap.Load() {
					peakHeap.Store(m.HeapInuse)
				}
			}
		}
	}()
	b.ResetTimer()
	start := time.Now()
	for c := range loadConnections {
		wait.Go(func() {
			for next.Add(1) <= int64(b.N) && ctx.Err() == nil {
				began := time.Now()
				if err := send(nil, client, base, request); err != nil {
					if failures.Add(1) == 1 {
						b.Error(err)
					}
				}
				latencies[c] = append(latencies[c], time.Since(began))
			}
		})
	}
	wait.Wait()
	elapsed := time.Since(start)
	b.StopTimer()
	close(stopSampling)
	all := slices.Concat(latencies...)
	slices.Sort(all)
	if len(all) == 0 {
		return
	}
	p99 := all[min(len(all)-1, len(all)*99/100)]
	b.ReportMetric(float64(len(all))/elapsed.Seconds(), "req/s")
	b.ReportMetric(float64(p99.Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(peakHeap.Load())/(1<<20), "heap-MB")
	b.ReportMetric(float64(failures.Load()), "errors")
	if ctx.Err() != nil {
		b.Logf("stopped after %s with %d of %d requests sent", loadTimeLimit, len(all), b.N)
	}
}

// send makes one request and reads the whole answer.
func send(b *testing.B, client *http.Client, base string, request benchRequest) error {
	req, err := request(base)
	if err == nil {
		var resp *http.Response
		if resp, err = client.Do(req); err == nil {
			_, err = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if err == nil && resp.StatusCode != http.StatusOK {
				err = fmt.Errorf("%s %s: status %d", req.Method, req.URL.Path, resp.StatusCode)
			}
		}
	}
	if err != nil && b != nil {
		b.Fatal(err)
	}
	return err
}

func get(path string) benchRequest {
	return func(base string) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodGet, base+path, nil)
		if err == nil {
			// As a phone's browser asks.
			req.Header.Set("Accept-Encoding", "gzip")
		}
		return req, err
	}
}

// benchServer is a server over a data directory with the tiny fixture
// and, when ../shared/corpus has it, the real 2026-04-17 edition.
func benchServer(b *testing.B) *Server {
	b.Helper()
	cfg := Config{DataDir: dataDirWithTiny(b)}
	s := newTestServer(b, cfg)
	return s
}

// BenchmarkLoadRulePage loads the rule page judges open most (a rule with
// its subrules, cross-references and paired scenarios with traces).
func BenchmarkLoadRulePage(b *testing.B) {
	s := benchServer(b)
	runLoad(b, loadServer(b, s), get("/rules/seed/409.1"))
}

// BenchmarkLoadRuleJSON loads one rule from the API.
func BenchmarkLoadRuleJSON(b *testing.B) {
	s := benchServer(b)
	runLoad(b, loadServer(b, s), get("/api/rules/seed/409.1h"))
}

// BenchmarkLoadSearch loads a search results page, judges' words.
func BenchmarkLoadSearch(b *testing.B) {
	s := benchServer(b)
	runLoad(b, loadServer(b, s), get("/search?q=damage+on+the+stack&edition=seed"))
}

// BenchmarkLoadSearchAPI loads the API search the page script calls.
func BenchmarkLoadSearchAPI(b *testing.B) {
	s := benchServer(b)
	runLoad(b, loadServer(b, s), get("/api/search?q=damage+on+the+stack&edition=seed&limit=6"))
}

// BenchmarkLoadCheck posts a built-in scenario to the checker.
func BenchmarkLoadCheck(b *testing.B) {
	s := benchServer(b)
	body, err := os.ReadFile(filepath.Join("..", "scenarios", "seed", "death-bomb.md"))
	if err != nil {
		b.Fatal(err)
	}
	// The benchmark measures the checker's throughput; waiting for a slot
	// is part of it, so give waits room rather than answering 503.
	s.checks.limits.Wait = 5 * time.Second
	runLoad(b, loadServer(b, s), func(base string) (*http.Request, error) {
		return http.NewRequest(http.MethodPost, base+"/api/check", bytes.NewReader(body))
	})
}
