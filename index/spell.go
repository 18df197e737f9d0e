package index

import (
	"fmt"
	"strings"
	"unicode/utf8"

	bleveindex "github.com/blevesearch/bleve_index_api"
)

// reading is a query's words as the index reads them.
type reading struct {
	// text is the words, each typo replaced by the indexed word it most
	// likely meant.
	text string
	// corrected says whether any word was replaced.
	corrected bool
	// prefix is the unfinished last word to complete, if any.
	prefix string
	// corrections say, for the explanation, each word replaced and by
	// what ("trampel -> trample").
	corrections []string
}

// read spells the query's words against the indexed vocabulary (the
// unstemmed words field). A word the rules use is kept. The last word of
// input still being typed is completed when some indexed word starts with
// it. Any other unknown word is replaced by the indexed word closest to it
// in edits, the most frequent of those at the same distance: judges type
// "trampel" and "protecton", and the rules' own vocabulary is the best
// dictionary for them. Words in keep (as analyzed) are never replaced: they
// belong to a judge's phrase the query already knows.
func (ix *Index) read(words []string, typing bool, keep map[string]bool) (reading, error) {
	tokens := ix.words.Analyze([]byte(strings.Join(words, " ")))
	if len(tokens) == 0 {
		return reading{text: strings.Join(words, " ")}, nil
	}
	advanced, err := ix.bleve.Advanced()
	if err != nil {
		return reading{}, fmt.Errorf("read query: %w", err)
	}
	reader, err := advanced.Reader()
	if err != nil {
		return reading{}, fmt.Errorf("read query: %w", err)
	}
	defer reader.Close()

	var r reading
	out := make([]string, len(tokens))
	for i, tok := range tokens {
		word := string(tok.Term)
		out[i] = word
		edits := editsAllowed(word)
		last := typing && i == len(tokens)-1
		if last && utf8.RuneCountInString(word) >= 3 && !isWord(reader, word) && hasCompletion(reader, word) {
			r.prefix = word
			continue
		}
		if edits == 0 || keep[word] || isWord(reader, word) || ix.inflected(reader, word) {
			continue
		}
		if best := closestWord(reader, word, edits); best != "" {
			out[i] = best
			r.corrected = true
			r.corrections = append(r.corrections, word+" -> "+best)
		}
	}
	r.text = strings.Join(out, " ")
	return r, nil
}

// inflected reports whether word is another form of a word the rules use:
// its stem is in the text ("remained", "stayed"), so it is no typo to be
// turned into a nearer word of another meaning ("retained", "stated").
func (ix *Index) inflected(reader bleveindex.IndexReader, word string) bool {
	tokens := ix.analyzer.Analyze([]byte(word))
	return len(tokens) == 1 && fieldCount(reader, fieldText, string(tokens[0].Term)) > 0
}

// isWord reports whether the words field holds word.
func isWord(reader bleveindex.IndexReader, word string) bool {
	return documentCount(reader, word) > 0
}

// hasCompletion reports whether some indexed word starts with prefix.
func hasCompletion(reader bleveindex.IndexReader, prefix string) bool {
	dict, err := reader.FieldDictPrefix(fieldWords, []byte(prefix))
	if err != nil {
		return false
	}
	defer dict.Close()
	entry, err := dict.Next()
	return err == nil && entry != nil
}

// closestWord is the indexed word within maxEdits of word with the fewest
// edits, the most frequent among equals; "" when there is none. The first
// letter is taken as typed: it is rarely the typo, and fixing it keeps the
// search of the dictionary small.
func closestWord(reader bleveindex.IndexReader, word string, maxEdits int) string {
	fuzzy, ok := reader.(bleveindex.IndexReaderFuzzy)
	if !ok {
		return ""
	}
	_, size := utf8.DecodeRuneInString(word)
	dict, automaton, err := fuzzy.FieldDictFuzzyAutomaton(fieldWords, word, maxEdits, word[:size])
	if err != nil || automaton == nil {
		return ""
	}
	defer dict.Close()
	var nearest []string
	fewest := uint8(maxEdits + 1)
	// Two letters swapped ("dobule", "sheild") is one slip of the
	// fingers but two edits, more than a short word is allowed: a word
	// the swap makes is as near as one edit.
	if swapped := transpositions(reader, word); len(swapped) > 0 {
		nearest, fewest = swapped, 1
	}
	for {
		entry, err := dict.Next()
		if err != nil || entry == nil {
			break
		}
		_, edits := automaton.MatchAndDistance(entry.Term)
		if edits > fewest {
			continue
		}
		switch {
		case edits < fewest:
			fewest, nearest = edits, []string{entry.Term}
		case edits == fewest:
			nearest = append(nearest, entry.Term)
		}
	}
	// Fuzzy dictionaries do not count documents, so the tie among the
	// nearest words is broken by looking each up.
	best, most := "", uint64(0)
	for _, w := range nearest {
		if n := documentCount(reader, w); n > most {
			best, most = w, n
		}
	}
	return best
}

// documentCount is how many records hold word.
func documentCount(reader bleveindex.IndexReader, word string) uint64 {
	dict, err := reader.FieldDictRange(fieldWords, []byte(word), []byte(word))
	if err != nil {
		return 0
	}
	defer dict.Close()
	entry, err := dict.Next()
	if err != nil || entry == nil || entry.Term != word {
		return 0
	}
	return entry.Count
}

// transpositions are the indexed words that word becomes with two
// neighbouring letters swapped.
func transpositions(reader bleveindex.IndexReader, word string) []string {
	r := []rune(word)
	var out []string
	for i := 0; i+1 < len(r); i++ {
		if r[i] == r[i+1] {
			continue
		}
		r[i], r[i+1] = r[i+1], r[i]
		if w := string(r); isWord(reader, w) {
			out = append(out, w)
		}
		r[i], r[i+1] = r[i+1], r[i]
	}
	return out
}
