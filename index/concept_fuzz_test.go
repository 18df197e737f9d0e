package index

import (
	"context"
	"errors"
	"testing"
)

// FuzzConceptTable feeds arbitrary bytes to the concept table reader: a
// damaged table is an error, never a panic, and a table it reads matches
// any query without one.
func FuzzConceptTable(f *testing.F) {
	f.Add([]byte("c\tTrample\ttrampl\t702.19\nh\t702.19\nv\tCommander\tcommand|casual\t903\n"))
	f.Add([]byte("c\tX\t\t\n"))
	f.Add([]byte("h\t\n\n\nv\t\t|\t\n"))
	f.Add([]byte("c\ta\tb c\t1,2\nc\ta\ta\t\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := decodeConcepts(data)
		if err != nil {
			return
		}
		for _, q := range [][]string{{"trampl"}, {"a", "b", "c"}, {"command"}, {""}} {
			for _, k := range c.match(q) {
				_ = c.list[k].rules()
			}
			c.named(q)
		}
		c.variantOf("702.19b")
	})
}

// FuzzSlang feeds arbitrary text to the slang reader: a malformed table
// is an error naming its line, never a panic, and a table it reads spells
// any words.
func FuzzSlang(f *testing.F) {
	f.Add("etb = enters the battlefield | comes into play\nkill ~ destroy; dies\n", "etb kill it")
	f.Add("a, , b ~ ;|; c\n", "a b c")
	f.Add("= \n~\n", "")
	f.Add("does * stack ~ multiple instances; redundant\n* on the stack, who controls * = controller\n", "does etb stack on the stack who controls")
	f.Add("does * work with * -\n* * ~ x\n", "does a b c d work with")
	f.Add("* a * b * ~ c\n", "a a a b b b b")
	f.Add("do * stack ~ multiple instances of * | *\nx * y * = * z *\n", "do etb stack x a y b")
	f.Fuzz(func(t *testing.T, text, words string) {
		table, err := parseSlang(text)
		if err != nil {
			return
		}
		first := func(w []string) string { return w[0] }
		spellSlang(table, splitWords(words), first, func(string) bool { return len(words)%2 == 0 })
	})
}

// FuzzExplainedSearch runs explained searches of arbitrary words on the
// fixture with variants: an explanation never panics, and every hit has
// one.
func FuzzExplainedSearch(f *testing.F) {
	for _, seed := range []string{"deathtouch with trample", "2hg poison", "etb", "flip a coin", "multiplayer", "x vs y and z"} {
		f.Add(seed)
	}
	ix, err := NewMemory(fixtureEditionF(f))
	if err != nil {
		f.Fatal(err)
	}
	defer ix.Close()
	f.Fuzz(func(t *testing.T, q string) {
		res, err := ix.Search(context.Background(), Request{Query: q, Explain: true})
		if err != nil {
			var qe *QueryError
			if !errors.As(err, &qe) {
				t.Fatalf("search %q: %v is not a *QueryError", q, err)
			}
			return
		}
		for _, h := range res.Hits {
			if h.Explain == nil {
				t.Fatalf("search %q: hit %s has no explanation", q, h.ID)
			}
		}
	})
}
