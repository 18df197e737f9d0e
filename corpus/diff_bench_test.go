package corpus

import (
	"fmt"
	"regexp"
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/corpustest"
)

// BenchmarkDiffModern pairs and diffs two modern editions, as `judge corpus
// diff 2024-02-02 2026-04-17` does without a cached pairing; parsing is
// outside the loop.
func BenchmarkDiffModern(b *testing.B) {
	old := readEdition(b, "cr-2024-02-02.txt")
	new := readEdition(b, "cr-2026-04-17.txt")
	b.ReportAllocs()
	start, measured := corpustest.ProcessCPUTime()
	for b.Loop() {
		Diff(old, new)
	}
	if end, ok := corpustest.ProcessCPUTime(); measured && ok {
		b.ReportMetric(float64((end-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

// datePhrase is the date phrase of every shared edition.
var datePhrase = regexp.MustCompile(`(effective|current) as of [A-Z][a-z]+ \d{1,2}, \d{4}`)

// BenchmarkHistory100Editions follows a rule through 100 stored editions
// whose consecutive pairings are cached: the shared editions in order,
// each stored as about fourteen copies under successive dates. Each
// iteration opens the store afresh, as a new judge process would.
func BenchmarkHistory100Editions(b *testing.B) {
	const count = 100
	dir := b.TempDir()
	store, err := openStoreOnly(dir)
	if err != nil {
		b.Fatal(err)
	}
	day := time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)
	var newest string
	for i := range count {
		file := sharedFiles[i*len(sharedFiles)/count]
		data := corpustest.ReadEdition(b, file)
		date := day.AddDate(0, 0, i)
		phrase := []byte(fmt.Sprintf("effective as of %s %d, %d", date.Month(), date.Day(), date.Year()))
		copied := datePhrase.ReplaceAllLiteral(data, phrase)
		edition, err := store.Add(file, copied)
		if err != nil {
			b.Fatal(err)
		}
		newest = edition.ID
	}
	// The first history computes and caches the pairings.
	if _, err := store.History(newest, "601.2f"); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	start, measured := corpustest.ProcessCPUTime()
	for b.Loop() {
		fresh, err := openStoreOnly(dir)
		if err != nil {
			b.Fatal(err)
		}
		h, err := fresh.History(newest, "601.2f")
		if err != nil {
			b.Fatal(err)
		}
		if len(h.Steps) != count {
			b.Fatalf("history has %d steps, want %d", len(h.Steps), count)
		}
	}
	if end, ok := corpustest.ProcessCPUTime(); measured && ok {
		b.ReportMetric(float64((end-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}
