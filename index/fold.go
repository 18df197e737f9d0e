package index

import (
	"bytes"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/registry"
)

// foldFilterType names the token filter that folds typographic quotes,
// dashes and the minus sign to their ASCII forms, so "can't" finds "can’t"
// (the 2026 CR prints curly apostrophes; judges type straight ones) and
// "−1" finds "-1".
//
// It is a token filter, not a char filter, on purpose: a char filter that
// turns the three-byte "’" into the one-byte "'" shifts every later offset,
// and the highlighter then marks the wrong characters of the stored text.
// Folding inside tokens leaves offsets alone.
const foldFilterType = "judge_fold_punctuation"

// The filter type must be known to bleve's registry in every process that
// opens an index naming it, so it is registered when the package loads,
// the way bleve registers its own analysis components.
func init() {
	registry.RegisterTokenFilter(foldFilterType, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return foldFilter{}, nil
	})
}

// foldFilter folds punctuation inside tokens; see foldFilterType.
type foldFilter struct{}

// Filter folds each token's term in place.
func (foldFilter) Filter(input analysis.TokenStream) analysis.TokenStream {
	for _, tok := range input {
		if bytes.IndexFunc(tok.Term, func(r rune) bool { return foldRune(r) != r }) >= 0 {
			tok.Term = fold(tok.Term)
		}
	}
	return input
}

// fold returns term with every foldable rune replaced.
func fold(term []byte) []byte {
	out := make([]byte, 0, len(term))
	for len(term) > 0 {
		r, size := utf8.DecodeRune(term)
		out = utf8.AppendRune(out, foldRune(r))
		term = term[size:]
	}
	return out
}

// foldRune maps a typographic quote, dash or minus sign to its ASCII form.
func foldRune(r rune) rune {
	switch r {
	case '\u2018', '\u2019', '\u201A', '\u201B', '\u2032', '\u02BC', '\uFF07':
		return '\''
	case '\u201C', '\u201D', '\u201E', '\u201F', '\u2033', '\uFF02':
		return '"'
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\u2212', '\uFE63', '\uFF0D':
		return '-'
	}
	return r
}

// negationFilterType names the token filter that reads every "n't"
// contraction as "not": the rules say "doesn't use the stack" where a judge
// asks "don't use the stack", and "isn't cast" where a judge writes "is not
// cast". "Can't" is the exception, read as "cannot": it names the rules'
// own kind of effect (101.2, "the 'can't' effect takes precedence"), which
// a plain "not" would lose among thousands. It runs after folding and
// lower-casing.
const negationFilterType = "judge_negation"

func init() {
	registry.RegisterTokenFilter(negationFilterType, func(map[string]interface{}, *registry.Cache) (analysis.TokenFilter, error) {
		return negationFilter{}, nil
	})
}

// negationFilter rewrites contracted negations; see negationFilterType.
type negationFilter struct{}

// Filter replaces "can't" by "cannot" and every other "n't" contraction by
// "not".
func (negationFilter) Filter(input analysis.TokenStream) analysis.TokenStream {
	for _, tok := range input {
		switch {
		case bytes.Equal(tok.Term, []byte("can't")):
			tok.Term = []byte("cannot")
		case bytes.HasSuffix(tok.Term, []byte("n't")):
			tok.Term = []byte("not")
		}
	}
	return input
}
