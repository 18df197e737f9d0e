package corpus

import (
	"fmt"
	"strings"
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// benchmarkParse measures Parse on one real edition, decoding included.
// Besides ns/op it reports cpu-ns/op, the process CPU time per parse
// (garbage collection included), which stays meaningful when other
// processes compete for the cores.
func benchmarkParse(b *testing.B, name string) {
	data := corpustest.ReadEdition(b, name)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	start, measured := corpustest.ProcessCPUTime()
	for b.Loop() {
		if _, err := Parse(name, data); err != nil {
			b.Fatal(err)
		}
	}
	if end, ok := corpustest.ProcessCPUTime(); measured && ok {
		b.ReportMetric(float64((end-start).Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

func BenchmarkParse2026(b *testing.B) { benchmarkParse(b, "cr-2026-04-17.txt") }
func BenchmarkParse2023(b *testing.B) { benchmarkParse(b, "cr-2023-11-17.txt") }
func BenchmarkParse2022(b *testing.B) { benchmarkParse(b, "cr-2022-10-07.txt") }
func BenchmarkParse2008(b *testing.B) { benchmarkParse(b, "cr-2008-02-01.txt") }

// BenchmarkCheck measures the self-check, which rescans every text for
// reference mentions.
func BenchmarkCheck(b *testing.B) {
	edition := readEdition(b, "cr-2026-04-17.txt")
	b.ReportAllocs()
	for b.Loop() {
		edition.Check()
	}
}

// BenchmarkParseLongRule parses one rule with thousands of continuation
// paragraphs and range references, input that once made the parser
// quadratic; ns/op should grow linearly with the repeat count.
func BenchmarkParseLongRule(b *testing.B) {
	var text strings.Builder
	text.WriteString("100. General\n100.1. A rule.\n")
	for i := range 5000 {
		fmt.Fprintf(&text, "See rules %d-%d and 100.%d-%d and 100.1a-z.\n", 100+i%800, 150+i%800, 1+i%50, 51+i%50)
	}
	input := text.String()
	b.SetBytes(int64(len(input)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := parseText("long.txt", input, parseOptions{fragment: true}); err != nil {
			b.Fatal(err)
		}
	}
}
