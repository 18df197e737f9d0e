package index

import (
	"sort"
	stdunicode "unicode"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/analysis/tokenizer/unicode"
	"github.com/blevesearch/bleve/v2/registry"
)

// tokenizerType names the tokenizer of text and words: Unicode word
// boundaries, except that a power/toughness modifier ("+1/+1", "-1/-1",
// "−X/−0", "+X/+Y") is one token, signs and all. Word boundaries drop the
// signs and the slash, so "+1/+1 counters" and "-1/-1 counters" were the
// same search, and both matched any "1".
const tokenizerType = "judge_tokenizer"

func init() {
	registry.RegisterTokenizer(tokenizerType, func(map[string]interface{}, *registry.Cache) (analysis.Tokenizer, error) {
		return modifierTokenizer{words: unicode.NewUnicodeTokenizer()}, nil
	})
}

// modifierTokenizer is the tokenizer tokenizerType names.
type modifierTokenizer struct {
	words analysis.Tokenizer
}

// Tokenize splits input at word boundaries and keeps each modifier whole:
// the word tokens inside a modifier give way to one token for it, its
// signs folded to ASCII ("−1/−1" is "-1/-1"), offsets those of the input
// so the highlighter marks the whole modifier.
func (t modifierTokenizer) Tokenize(input []byte) analysis.TokenStream {
	tokens := t.words.Tokenize(input)
	spans := modifiers(input)
	if len(spans) == 0 {
		return tokens
	}
	out := make(analysis.TokenStream, 0, len(tokens))
	for _, tok := range tokens {
		inside := false
		for _, s := range spans {
			if tok.Start >= s[0] && tok.End <= s[1] {
				inside = true
				break
			}
		}
		if !inside {
			out = append(out, tok)
		}
	}
	for _, s := range spans {
		out = append(out, &analysis.Token{
			Term:  fold(input[s[0]:s[1]]),
			Start: s[0],
			End:   s[1],
			Type:  analysis.AlphaNumeric,
		})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	for i, tok := range out {
		tok.Position = i + 1
	}
	return out
}

// modifiers are the byte spans of the power/toughness modifiers in input:
// a sign, a number or X, Y, N or *, a slash, a sign and another, not
// inside a longer word ("a+1/+1b" is none).
func modifiers(input []byte) [][2]int {
	var spans [][2]int
	for i := 0; i < len(input); {
		end, ok := modifierAt(input, i)
		if !ok {
			_, size := utf8.DecodeRune(input[i:])
			i += size
			continue
		}
		if i > 0 {
			if r, _ := utf8.DecodeLastRune(input[:i]); isWordRune(r) {
				i = end
				continue
			}
		}
		if end < len(input) {
			if r, _ := utf8.DecodeRune(input[end:]); isWordRune(r) {
				i = end
				continue
			}
		}
		spans = append(spans, [2]int{i, end})
		i = end
	}
	return spans
}

// modifierAt reports whether a modifier starts at input[i], and where it
// ends.
func modifierAt(input []byte, i int) (int, bool) {
	end, ok := signedAmount(input, i)
	if !ok || end >= len(input) || input[end] != '/' {
		return 0, false
	}
	return signedAmount(input, end+1)
}

// signedAmount reads a sign and an amount at input[i]: "+1", "-10",
// "−X"; it returns where the amount ends.
func signedAmount(input []byte, i int) (int, bool) {
	if i >= len(input) {
		return 0, false
	}
	r, size := utf8.DecodeRune(input[i:])
	if r != '+' && foldRune(r) != '-' {
		return 0, false
	}
	i += size
	start := i
	for i < len(input) && input[i] >= '0' && input[i] <= '9' {
		i++
	}
	if i == start && i < len(input) {
		switch input[i] {
		case 'X', 'x', 'Y', 'y', 'N', 'n', '*':
			i++
		}
	}
	return i, i > start
}

// isWordRune reports whether r continues a word or number.
func isWordRune(r rune) bool {
	return r == '_' || stdunicode.IsLetter(r) || stdunicode.IsDigit(r)
}
