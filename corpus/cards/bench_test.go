package cards

import (
	"testing"
	"time"

	"github.com/judgekit/judge/corpus/cards/cardstest"
	"github.com/judgekit/judge/corpus/corpustest"
)

// importCards is the size of Scryfall's oracle cards file, near enough:
// the import of this many must take under 5 s.
const importCards = 30000

// BenchmarkImport imports an oracle cards file of 30,000 cards the size of
// Scryfall's (about 5 KB a card) with a rulings file of two rulings a card
// into a fresh store, and reports the seconds and CPU seconds each import
// takes and the file's size.
func BenchmarkImport(b *testing.B) {
	cardsFile := cardstest.BulkCards(b, importCards)
	rulingsFile := cardstest.BulkRulings(b, importCards, 2)
	b.SetBytes(int64(len(cardsFile) + len(rulingsFile)))
	var wall, cpu time.Duration
	for b.Loop() {
		b.StopTimer()
		store, err := OpenStore(b.TempDir())
		if err != nil {
			b.Fatal(err)
		}
		cpuBefore, _ := corpustest.ProcessCPUTime()
		start := time.Now()
		b.StartTimer()
		if _, err := store.Import(&Source{Name: "oracle-cards.json", Data: cardsFile}, &Source{Name: "rulings.json", Data: rulingsFile}, ImportOptions{Now: time.Now()}); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		wall += time.Since(start)
		cpuAfter, _ := corpustest.ProcessCPUTime()
		cpu += cpuAfter - cpuBefore
		b.StartTimer()
	}
	b.ReportMetric(wall.Seconds()/float64(b.N), "s/import")
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/import")
	b.ReportMetric(float64(len(cardsFile))/(1<<20), "cards-MB")
}
