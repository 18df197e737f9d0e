package index

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// FuzzSearch feeds arbitrary input to both query readers. Every input must
// give results or a *QueryError; never a panic or an internal error.
func FuzzSearch(f *testing.F) {
	for _, seed := range []string{
		"trample", "601.2f", "rule 702.19", `"combat damage`, "-1/-1", "+1/+1",
		"title:trample", "+creature -trample", "/tr(am/", "tram*", "trampel~2",
		"a^", ":", "\"\\\"", "can’t", "\xff", "", strings.Repeat("x", 1100),
	} {
		f.Add(seed, false, 10)
		f.Add(seed, true, 3)
	}
	ix, err := NewMemory(smallEdition())
	if err != nil {
		f.Fatal(err)
	}
	defer ix.Close()
	f.Fuzz(func(t *testing.T, q string, syntax bool, limit int) {
		res, err := ix.Search(context.Background(), Request{Query: q, Syntax: syntax, Limit: limit})
		if err != nil {
			var qe *QueryError
			if !errors.As(err, &qe) {
				t.Fatalf("search %q (syntax %v): %v is not a *QueryError", q, syntax, err)
			}
			if qe.Offset < -1 || qe.Offset > len(q) {
				t.Fatalf("search %q: offset %d outside the query", q, qe.Offset)
			}
			return
		}
		want := limit
		if want == 0 {
			want = DefaultLimit
		}
		if len(res.Hits) > want {
			t.Fatalf("search %q: %d hits, limit %d", q, len(res.Hits), want)
		}
		for _, h := range res.Hits {
			if h.ID == "" || h.Kind == "" {
				t.Fatalf("search %q: hit without id or kind: %+v", q, h)
			}
		}
	})
}
