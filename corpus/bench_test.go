package corpus

import (
	"os"
	"path/filepath"
	"testing"
)

// benchmarkParse measures Parse on one real edition, decoding included.
func benchmarkParse(b *testing.B, name string) {
	data, err := os.ReadFile(filepath.Join(corpusDir(b), name))
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse(name, data); err != nil {
			b.Fatal(err)
		}
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
