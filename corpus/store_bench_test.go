package corpus

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

// BenchmarkStoreLoadImportedEdition measures a lookup's cost of getting an
// imported edition: cold is a fresh process (find, read, parse), warm a
// long-running one whose store has parsed the file before (find, stat).
func BenchmarkStoreLoadImportedEdition(b *testing.B) {
	data := corpustest.ReadEdition(b, "cr-2026-04-17.txt")
	dir := b.TempDir()
	store, err := openStoreOnly(dir)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := store.Add("cr-2026-04-17.txt", data); err != nil {
		b.Fatal(err)
	}
	b.Run("cold", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			fresh, err := openStoreOnly(dir)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := fresh.Load(LatestID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("warm", func(b *testing.B) {
		for b.Loop() {
			if _, err := store.Load(LatestID); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkStoreAdd measures an import: parse, self-check, the synced
// writes of the file and its manifest (and the removal that makes the
// next import a new one).
func BenchmarkStoreAdd(b *testing.B) {
	data := corpustest.ReadEdition(b, "cr-2026-04-17.txt")
	store, err := openStoreOnly(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := store.Add("cr-2026-04-17.txt", data); err != nil {
			b.Fatal(err)
		}
		if err := store.Remove("2026-04-17"); err != nil {
			b.Fatal(err)
		}
	}
}

// storeWithEditions builds a store holding n copies of the 2026 edition
// under n dates, each with its manifest, as n imports would leave it; the
// copies are hard links where the file system allows, to spare the disk.
func storeWithEditions(b *testing.B, n int) string {
	b.Helper()
	data := corpustest.ReadEdition(b, "cr-2026-04-17.txt")
	dir := b.TempDir()
	store, err := openStoreOnly(dir)
	if err != nil {
		b.Fatal(err)
	}
	result, err := store.Import("cr-2026-04-17.txt", data, ImportOptions{Now: time.Now()})
	if err != nil {
		b.Fatal(err)
	}
	first := store.Path(result.Edition.ID)
	day := time.Date(2026, time.April, 17, 0, 0, 0, 0, time.UTC)
	for i := 1; i < n; i++ {
		id := day.AddDate(0, 0, -7*i).Format(time.DateOnly)
		if err := os.Link(first, store.Path(id)); err != nil {
			if err := os.WriteFile(store.Path(id), data, 0o644); err != nil {
				b.Fatal(err)
			}
		}
		file, err := os.Stat(store.Path(id))
		if err != nil {
			b.Fatal(err)
		}
		edition := *result.Edition
		edition.ID, edition.Effective = id, id
		if err := store.writeManifest(manifestFor(&edition, result.Report, file, "bench", nil, time.Now())); err != nil {
			b.Fatal(err)
		}
	}
	return dir
}

// BenchmarkLatest measures what `--edition latest` costs a fresh process
// with 1, 10 and 100 editions stored: info resolves the name to the newest
// edition and its hash (from its manifest), list reads every manifest (corpus
// list, completion), load also reads and parses the newest edition. Each
// reports cpu-ns/op beside ns/op, the wall time of a shared machine.
func BenchmarkLatest(b *testing.B) {
	for _, n := range []int{1, 10, 100} {
		dir := storeWithEditions(b, n)
		b.Run(fmt.Sprintf("editions=%d/info", n), func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				store, err := openStoreOnly(dir)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := store.Info(LatestID); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("editions=%d/list", n), func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				store, err := openStoreOnly(dir)
				if err != nil {
					b.Fatal(err)
				}
				if infos, err := store.List(); err != nil || len(infos) != n {
					b.Fatal(len(infos), err)
				}
			}
		})
		b.Run(fmt.Sprintf("editions=%d/load", n), func(b *testing.B) {
			defer reportCPU(b)()
			for b.Loop() {
				store, err := openStoreOnly(dir)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := store.Load(LatestID); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// reportCPU starts measuring the process CPU time; the function it returns
// reports it per operation as cpu-ns/op.
func reportCPU(b *testing.B) func() {
	start, measured := corpustest.ProcessCPUTime()
	return func() {
		if end, ok := corpustest.ProcessCPUTime(); measured && ok && b.N > 0 {
			b.ReportMetric(float64((end-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
		}
	}
}
