package index

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func mustSearch(tb testing.TB, ix *Index, req Request) *Result {
	tb.Helper()
	res, err := ix.Search(context.Background(), req)
	if err != nil {
		tb.Fatalf("search %q: %v", req.Query, err)
	}
	return res
}

func hitIDs(res *Result) []string {
	ids := make([]string, len(res.Hits))
	for i, h := range res.Hits {
		ids[i] = h.ID
	}
	return ids
}

func TestQueriesFindTheExpectedRecordFirst(t *testing.T) {
	ix := newSmallIndex(t)
	tests := []struct {
		name, query, first string
	}{
		{"rule number", "601.2f", "601.2f"},
		{"rule number in upper case with a period", "601.2F.", "601.2f"},
		{"rule number ahead of its subrules", "601.2", "601.2"},
		{"rule number with words around it", "rule 702.19 please", "702.19"},
		{"heading number", "704", "704"},
		{"lone section number", "6", "6"},
		{"keyword title", "trample", "702.19"},
		{"typo one edit", "trampel", "702.19"},
		{"typo two edits in a long word finds the keyword's definition", "convooke", "702.51a"},
		{"prefix as you type", "conv", "702.51"},
		{"stemmed plural", "blockings creatures trampled", "702.19b"},
		{"straight apostrophe finds curly", "can't happen", "101.2"},
		{"curly apostrophe finds curly", "can’t happen", "101.2"},
		{"section title", "state-based actions", "704"},
		{"glossary term without a rule", "mana burn", "glossary:Mana Burn"},
		{"example text", "fireball", "601.2f/example/1"},
		{"minus sign typed as hyphen", "-1/-1 counter removed", "704.5q"},
		{"plus counters", "+1/+1", "704.5q"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := mustSearch(t, ix, Request{Query: tt.query})
			if len(res.Hits) == 0 || res.Hits[0].ID != tt.first {
				t.Errorf("search %q: hits %v, want %s first", tt.query, hitIDs(res), tt.first)
			}
		})
	}
}

func TestSubrulesFollowTheTypedRuleNumber(t *testing.T) {
	res := mustSearch(t, newSmallIndex(t), Request{Query: "601.2"})
	got := strings.Join(hitIDs(res), " ")
	if !strings.HasPrefix(got, "601.2 601.2") {
		t.Errorf("hits %s, want 601.2 then its subrules", got)
	}
}

func TestHitsLinkBackToTheirRule(t *testing.T) {
	ix := newSmallIndex(t)
	tests := []struct {
		query, id string
		kind      Kind
		rule      string
	}{
		{"fireball", "601.2f/example/1", KindExample, "601.2f"},
		{"modifies how a creature assigns combat damage", "glossary:Trample", KindGlossary, "702.19"},
		{"keyword abilities", "702", KindSection, "702"},
		{"determines the total cost", "601.2f", KindRule, "601.2f"},
	}
	for _, tt := range tests {
		var found *Hit
		res := mustSearch(t, ix, Request{Query: tt.query, Limit: 20})
		for i := range res.Hits {
			if res.Hits[i].ID == tt.id {
				found = &res.Hits[i]
			}
		}
		if found == nil {
			t.Errorf("search %q: hits %v, want %s among them", tt.query, hitIDs(res), tt.id)
			continue
		}
		if found.Kind != tt.kind || found.Rule != tt.rule {
			t.Errorf("search %q: %s is kind %s rule %s, want kind %s rule %s",
				tt.query, tt.id, found.Kind, found.Rule, tt.kind, tt.rule)
		}
	}
}

func TestSnippetMarksTheMatchedWordsExactly(t *testing.T) {
	ix := newSmallIndex(t)
	tests := []struct {
		query, mark string
	}{
		// The curly apostrophes before "precedence" are three bytes each:
		// the mark must still land on the word.
		{"takes precedence", "<mark>precedence</mark>"},
		{"untapped creature", "<mark>untapped</mark>"},
		{"trampel", "<mark>Trample</mark>"},
	}
	for _, tt := range tests {
		res := mustSearch(t, ix, Request{Query: tt.query})
		if len(res.Hits) == 0 {
			t.Fatalf("search %q: no hits", tt.query)
		}
		if s := res.Hits[0].Snippet; !strings.Contains(s, tt.mark) {
			t.Errorf("search %q: snippet %q, want it to contain %q", tt.query, s, tt.mark)
		}
	}
}

func TestPlainSnippetUnescapesAndReplacesMarks(t *testing.T) {
	got := PlainSnippet("the <mark>can&#39;t</mark> effect &amp; more", "[", "]")
	if want := "the [can't] effect & more"; got != want {
		t.Errorf("PlainSnippet = %q, want %q", got, want)
	}
}

func TestBadQueriesGetClearErrorsOrSensibleResults(t *testing.T) {
	ix := newSmallIndex(t)
	tests := []struct {
		name   string
		req    Request
		offset int    // wanted QueryError offset; -2 when no error is wanted
		reason string // part of the wanted reason
	}{
		{"empty", Request{Query: ""}, -1, "empty"},
		{"only spaces", Request{Query: "  \t "}, -1, "empty"},
		{"10 KB of text", Request{Query: strings.Repeat("trample ", 1280)}, MaxQueryBytes, "limit"},
		{"invalid UTF-8", Request{Query: "tram\xffple"}, 4, "UTF-8"},
		{"negative limit", Request{Query: "trample", Limit: -1}, -1, "limit"},
		{"minus counters in plain words", Request{Query: "-1/-1"}, -2, ""},
		{"plus counters in plain words", Request{Query: "+1/+1"}, -2, ""},
		{"unbalanced quote in plain words", Request{Query: `"trample`}, -2, ""},
		{"stray operators in plain words", Request{Query: "+ - AND OR ^ ~ :"}, -2, ""},
		{"only stop words", Request{Query: "the of and"}, -2, ""},
		{"unbalanced quote in syntax", Request{Query: `text:"combat damage`, Syntax: true}, 5, "never closed"},
		{"stray plus in syntax", Request{Query: "trample + damage", Syntax: true}, 8, "operator +"},
		{"field without value", Request{Query: "title: trample", Syntax: true}, 5, "no value"},
		{"colon without field", Request{Query: ":trample", Syntax: true}, 0, "field name"},
		{"boost without number", Request{Query: "trample^", Syntax: true}, 7, "boost"},
		{"unclosed regexp", Request{Query: "/tram", Syntax: true}, 0, "never closed"},
		{"bad regexp", Request{Query: "/tr(am/", Syntax: true}, -1, ""},
		{"valid syntax", Request{Query: "+title:trample -convoke", Syntax: true}, -2, ""},
		{"minus counters in syntax", Request{Query: "-1/-1", Syntax: true}, -2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := ix.Search(context.Background(), tt.req)
			if tt.offset == -2 {
				if err != nil {
					t.Fatalf("search %q: %v, want results", tt.req.Query, err)
				}
				if res.Hits == nil {
					t.Errorf("search %q: nil hits, want a list (maybe empty)", tt.req.Query)
				}
				return
			}
			var qe *QueryError
			if !errors.As(err, &qe) {
				t.Fatalf("search %q: error %v, want a *QueryError", tt.req.Query, err)
			}
			if qe.Offset != tt.offset || !strings.Contains(qe.Error(), tt.reason) {
				t.Errorf("search %q: %q at offset %d, want offset %d and %q", tt.req.Query, qe.Error(), qe.Offset, tt.offset, tt.reason)
			}
		})
	}
}

func TestSyntaxModeReadsOperators(t *testing.T) {
	ix := newSmallIndex(t)
	res := mustSearch(t, ix, Request{Query: "+creature -trample", Syntax: true, Limit: 50})
	for _, h := range res.Hits {
		if strings.HasPrefix(h.Rule, "702.19") {
			t.Errorf("hit %s matches trample, which the query excludes", h.ID)
		}
	}
	if len(res.Hits) == 0 {
		t.Error("no hits for +creature -trample")
	}
}

func TestCancelledSearchStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := newSmallIndex(t).Search(ctx, Request{Query: "trample"})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("search with a cancelled context: %v, want context.Canceled", err)
	}
}

func TestFoldingMakesTypographicAndASCIIFormsEqual(t *testing.T) {
	ix := newSmallIndex(t)
	pairs := [][2]string{
		{"can’t", "can't"},
		{"doesn’t", "does not"},
		{"“convoke”", `"convoke"`},
		{"−1/−1", "-1/-1"},
		{"non‐token", "non-token"},
		{"Trample—damage", "trample-damage"},
	}
	for _, p := range pairs {
		a, b := ix.terms(p[0]), ix.terms(p[1])
		if strings.Join(a, " ") != strings.Join(b, " ") {
			t.Errorf("terms of %q are %q, of %q are %q; want equal", p[0], a, p[1], b)
		}
	}
}

func TestConcurrentSearchesGetTheSameResults(t *testing.T) {
	ix := newSmallIndex(t)
	want := hitIDs(mustSearch(t, ix, Request{Query: "convoke creature"}))
	errs := make(chan error, 8)
	for range 8 {
		go func() {
			res, err := ix.Search(context.Background(), Request{Query: "convoke creature"})
			if err == nil && strings.Join(hitIDs(res), " ") != strings.Join(want, " ") {
				err = fmt.Errorf("hits %v, want %v", hitIDs(res), want)
			}
			errs <- err
		}()
	}
	for range 8 {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// TestRequestCheckRefusesBadInputWithoutAnIndex checks that Request.Check
// refuses the input Search refuses before reading the index, with the same
// error, and passes everything Search reads the index for.
func TestRequestCheckRefusesBadInputWithoutAnIndex(t *testing.T) {
	ix := newSmallIndex(t)
	for _, tt := range []struct {
		req  Request
		want bool // Check refuses it
	}{
		{Request{Query: ""}, true},
		{Request{Query: "  \t "}, true},
		{Request{Query: strings.Repeat("trample ", 1280)}, true},
		{Request{Query: "tram\xffple"}, true},
		{Request{Query: "trample", Limit: -1}, true},
		{Request{Query: "trample", Limit: MaxLimit + 1}, true},
		{Request{Query: "trample", Limit: MaxLimit}, false},
		{Request{Query: "trample"}, false},
		{Request{Query: `text:"combat damage`, Syntax: true}, true},
		{Request{Query: "title: trample", Syntax: true}, true},
		{Request{Query: "+title:trample -convoke", Syntax: true}, false},
	} {
		err := tt.req.Check()
		if (err != nil) != tt.want {
			t.Errorf("Check(%.20q, limit %d) = %v, want refused %v", tt.req.Query, tt.req.Limit, err, tt.want)
			continue
		}
		if err == nil {
			continue
		}
		var qe *QueryError
		if !errors.As(err, &qe) {
			t.Errorf("Check(%.20q) = %v, want a *QueryError", tt.req.Query, err)
		}
		if _, searchErr := ix.Search(context.Background(), tt.req); searchErr == nil || searchErr.Error() != err.Error() {
			t.Errorf("Check(%.20q) = %v, but Search says %v", tt.req.Query, err, searchErr)
		}
	}
}
