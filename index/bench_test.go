package index

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus"
)

// BenchmarkBuildMemory2026 indexes the 2026 edition in memory.
func BenchmarkBuildMemory2026(b *testing.B) {
	ed := loadEdition(b, edition2026)
	b.ResetTimer()
	for b.Loop() {
		ix, err := NewMemory(ed)
		if err != nil {
			b.Fatal(err)
		}
		ix.Close()
	}
}

// BenchmarkBuildDisk2026 builds the 2026 edition's on-disk index, the work
// of `judge index build`.
func BenchmarkBuildDisk2026(b *testing.B) {
	ed := loadEdition(b, edition2026)
	s := NewStore(b.TempDir())
	b.ResetTimer()
	for b.Loop() {
		if err := s.Build(ed, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen2026 opens a built on-disk index read-only, the fixed cost
// of every `judge search`.
func BenchmarkOpen2026(b *testing.B) {
	ed := loadEdition(b, edition2026)
	s := NewStore(b.TempDir())
	if err := s.Build(ed, nil); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		ix, err := s.OpenHash(ed.ID, ed.Hash, nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		ix.Close()
	}
}

// BenchmarkCheck2026 checks a built index's files against the checksums
// in its marker, the part of every open that finds damage.
func BenchmarkCheck2026(b *testing.B) {
	ed := loadEdition(b, edition2026)
	s := NewStore(b.TempDir())
	if err := s.Build(ed, nil); err != nil {
		b.Fatal(err)
	}
	path, _ := s.Path(ed)
	b.ResetTimer()
	for b.Loop() {
		if err := checkIndex(path, ed.ID, ed.Hash); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRebuildAfterDamage2026 flips bytes in the middle of the built
// 2026 index's segment, then opens it the way a search does: the open
// finds the damage, rebuilds the index and opens the new one.
func BenchmarkRebuildAfterDamage2026(b *testing.B) {
	ed := loadEdition(b, edition2026)
	s := NewStore(b.TempDir())
	if err := s.Build(ed, nil); err != nil {
		b.Fatal(err)
	}
	path, _ := s.Path(ed)
	load := func() (*corpus.Edition, error) { return ed, nil }
	rebuilds := 0
	s.Explain = func(error) { rebuilds++ }
	var cpu time.Duration
	b.ResetTimer()
	for b.Loop() {
		b.StopTimer()
		segments, err := filepath.Glob(filepath.Join(path, "store", "*.zap"))
		if err != nil || len(segments) == 0 {
			b.Fatalf("no segment in %s: %v", path, err)
		}
		data, err := os.ReadFile(segments[0])
		if err != nil {
			b.Fatal(err)
		}
		data[len(data)/2] ^= 0xff
		if err := os.WriteFile(segments[0], data, 0o644); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		cpuStart := processCPU(b)
		ix, err := s.OpenHash(ed.ID, ed.Hash, load, nil)
		if err != nil {
			b.Fatal(err)
		}
		ix.Close()
		cpu += processCPU(b) - cpuStart
	}
	// Wall time on a shared machine partly measures other processes.
	b.ReportMetric(float64(cpu.Milliseconds())/float64(b.N), "cpu-ms/op")
	if rebuilds != b.N {
		b.Fatalf("%d rebuilds in %d opens of a damaged index", rebuilds, b.N)
	}
}

// BenchmarkSearch2026 runs every relevance query, with highlighting, on the
// on-disk 2026 index and reports the median and 99th percentile of the
// single-query durations.
func BenchmarkSearch2026(b *testing.B) {
	ed := loadEdition(b, edition2026)
	s := NewStore(b.TempDir())
	ix, err := s.Open(ed, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer ix.Close()
	cases := loadRelevanceCases(b)
	ctx := context.Background()
	var durations []time.Duration
	b.ReportAllocs()
	cpuStart := processCPU(b)
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			start := time.Now()
			if _, err := ix.Search(ctx, Request{Query: c.Query}); err != nil {
				b.Fatal(err)
			}
			durations = append(durations, time.Since(start))
		}
	}
	b.StopTimer()
	cpu := processCPU(b) - cpuStart
	slices.Sort(durations)
	percentile := func(p float64) float64 {
		return float64(durations[int(p*float64(len(durations)-1))].Microseconds())
	}
	b.ReportMetric(percentile(0.50), "p50-µs")
	b.ReportMetric(percentile(0.99), "p99-µs")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(len(durations)), "ns/query")
	// Wall time on a shared machine partly measures other processes; the
	// process CPU time per query (garbage collection included) does not.
	b.ReportMetric(float64(cpu.Microseconds())/float64(len(durations)), "cpu-µs/query")
}

// processCPU is the CPU time, user and system, the test process has used.
func processCPU(b *testing.B) time.Duration {
	b.Helper()
	var usage syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &usage); err != nil {
		b.Fatal(err)
	}
	return time.Duration(usage.Utime.Nano() + usage.Stime.Nano())
}
