package index

import (
	"testing"
)

func BenchmarkZZColdSearch(b *testing.B) {
	s := NewStore("/tmp/jd-n")
	for b.Loop() {
		ix, err := s.OpenHash("2026-04-17", "3e42bdb44e887efc6c4faef44e7092fd0e435c7836872b1cb1eb93207e775f24", nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := ix.Search(b.Context(), Request{Query: "damage on the stack"}); err != nil {
			b.Fatal(err)
		}
		ix.Close()
	}
}
