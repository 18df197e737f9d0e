package corpus

import (
	"testing"

	"github.com/judgekit/judge/corpus/corpustest"
)

// BenchmarkStoreLoadImportedEdition measures a lookup's cost of getting an
// imported edition: cold is a fresh process (find, read, parse), warm a
// long-running one whose store has parsed the file before (find, stat).
func BenchmarkStoreLoadImportedEdition(b *testing.B) {
	data := corpustest.ReadEdition(b, "cr-2026-04-17.txt")
	dir := b.TempDir()
	store, err := OpenStore(dir)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := store.Add("cr-2026-04-17.txt", data); err != nil {
		b.Fatal(err)
	}
	b.Run("cold", func(b *testing.B) {
		b.SetBytes(int64(len(data)))
		for b.Loop() {
			fresh, err := OpenStore(dir)
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

// BenchmarkStoreAdd measures an import: parse, self-check and the synced
// write.
func BenchmarkStoreAdd(b *testing.B) {
	data := corpustest.ReadEdition(b, "cr-2026-04-17.txt")
	store, err := OpenStore(b.TempDir())
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := store.Add("cr-2026-04-17.txt", data); err != nil {
			b.Fatal(err)
		}
	}
}
