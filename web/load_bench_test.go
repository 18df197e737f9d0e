package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus"
	"github.com/judgekit/judge/corpus/corpustest"
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
// and reports throughput, the 99th-percentile latency, the peak heap in
// use and the process CPU time per request (server and load generator
// share the process), failing on any answer other than 200.
func runLoad(b *testing.B, base string, request benchRequest, warmUp int) {
	b.Helper()
	client := &http.Client{Transport: &http.Transport{
		MaxIdleConnsPerHost: loadConnections,
		MaxConnsPerHost:     loadConnections,
		DisableCompression:  false,
	}, Timeout: 10 * time.Second}
	defer client.CloseIdleConnections()
	// Warm up: open the connections and fill the caches, so the run
	// measures a server that has been up for a while.
	for range warmUp {
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
	cpuStart, cpuOK := corpustest.ProcessCPUTime()
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
	cpuEnd, _ := corpustest.ProcessCPUTime()
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
	if cpuOK {
		// Server and load generator together: on a shared machine the
		// wall-clock figures mostly measure the other processes, this
		// does not.
		b.ReportMetric(float64((cpuEnd-cpuStart).Microseconds())/float64(len(all)), "cpu-µs/req")
	}
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

// benchEdition is the real edition the load benchmarks read.
const benchEdition = "2026-04-17"

// benchServer is a server over a data directory holding the real 2026
// edition from ../shared/corpus (skipped where it is absent), its index
// built before the load starts.
func benchServer(b *testing.B, noCache bool) *Server {
	b.Helper()
	dir := b.TempDir()
	store, err := corpus.OpenStore(dir)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := store.Add("cr-"+benchEdition+".txt", corpustest.ReadEdition(b, "cr-"+benchEdition+".txt")); err != nil {
		b.Fatal(err)
	}
	s := newTestServer(b, Config{DataDir: dir, NoCache: noCache})
	edition, err := s.lib.Edition(benchEdition)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.lib.Index(edition); err != nil {
		b.Fatal(err)
	}
	return s
}

// cycle sends the paths in turn.
func cycle(paths []string) benchRequest {
	var next atomic.Int64
	return func(base string) (*http.Request, error) {
		return get(paths[int(next.Add(1)-1)%len(paths)])(base)
	}
}

// relevanceQueries are the judges' queries of the index's relevance set.
func relevanceQueries(b *testing.B) []string {
	b.Helper()
	data, err := os.ReadFile(filepath.Join("..", "index", "testdata", "relevance.json"))
	if err != nil {
		b.Fatal(err)
	}
	var cases []struct {
		Query string `json:"query"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		b.Fatal(err)
	}
	var queries []string
	for _, c := range cases {
		queries = append(queries, c.Query)
	}
	return queries
}

// BenchmarkLoadRulePage loads rule pages of the 2026 edition, every rule
// in turn, as many judges opening different rules do.
func BenchmarkLoadRulePage(b *testing.B) { benchRulePages(b, false) }

// BenchmarkLoadRulePageUncached renders every rule page afresh.
func BenchmarkLoadRulePageUncached(b *testing.B) { benchRulePages(b, true) }

func benchRulePages(b *testing.B, noCache bool) {
	s := benchServer(b, noCache)
	edition, _ := s.lib.Edition(benchEdition)
	var paths []string
	for _, rule := range edition.Rules {
		paths = append(paths, ruleURL(benchEdition, rule.ID))
	}
	runLoad(b, loadServer(b, s), cycle(paths), len(paths))
}

// BenchmarkLoadRulePageWithScenario loads the seed rule page with a
// paired scenario and its trace.
func BenchmarkLoadRulePageWithScenario(b *testing.B) {
	s := benchServer(b, false)
	runLoad(b, loadServer(b, s), get("/rules/seed/409.1h"), loadConnections)
}

// BenchmarkLoadRuleJSON loads rules of the 2026 edition from the API.
func BenchmarkLoadRuleJSON(b *testing.B) {
	s := benchServer(b, false)
	edition, _ := s.lib.Edition(benchEdition)
	var paths []string
	for _, rule := range edition.Rules {
		paths = append(paths, "/api/rules/"+benchEdition+"/"+url.PathEscape(rule.ID))
	}
	runLoad(b, loadServer(b, s), cycle(paths), len(paths))
}

// BenchmarkLoadSearch loads search result pages of the 2026 edition for
// the judges' queries of the relevance set, in turn: after the warm-up
// every answer comes from the cache, as a popular query's does.
func BenchmarkLoadSearch(b *testing.B) { benchSearches(b, false) }

// BenchmarkLoadSearchUncached runs every search afresh.
func BenchmarkLoadSearchUncached(b *testing.B) { benchSearches(b, true) }

func benchSearches(b *testing.B, noCache bool) {
	s := benchServer(b, noCache)
	var paths []string
	for _, q := range relevanceQueries(b) {
		paths = append(paths, "/search?"+url.Values{"q": {q}, "edition": {benchEdition}}.Encode())
	}
	runLoad(b, loadServer(b, s), cycle(paths), len(paths))
}

// BenchmarkLoadSearchAPIUncached runs the API search the page script
// calls as a judge types, for the same queries, each afresh.
func BenchmarkLoadSearchAPIUncached(b *testing.B) {
	s := benchServer(b, true)
	var paths []string
	for _, q := range relevanceQueries(b) {
		paths = append(paths, "/api/search?"+url.Values{"q": {q}, "edition": {benchEdition}, "limit": {"6"}}.Encode())
	}
	runLoad(b, loadServer(b, s), cycle(paths), len(paths))
}

// BenchmarkLoadCheck posts a built-in scenario to the checker.
func BenchmarkLoadCheck(b *testing.B) {
	s := benchServer(b, false)
	body, err := os.ReadFile(filepath.Join("..", "scenarios", "seed", "death-bomb.md"))
	if err != nil {
		b.Fatal(err)
	}
	// The benchmark measures the checker's throughput; waiting for a slot
	// is part of it, so give waits room rather than answering 503.
	s.checks.limits.Wait = 5 * time.Second
	runLoad(b, loadServer(b, s), func(base string) (*http.Request, error) {
		return http.NewRequest(http.MethodPost, base+"/api/check", bytes.NewReader(body))
	}, loadConnections)
}
