package index

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	bleveindex "github.com/blevesearch/bleve_index_api"

	"github.com/judgekit/judge/corpus"
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
	// fixed maps each word replaced, as analyzed, to its replacement.
	fixed map[string]string
}

// read spells the query's words against the indexed vocabulary (the
// unstemmed words field). A word the rules use is kept. The last word of
// input still being typed is completed when some indexed word starts with
// it. Any other word neither the rules nor English use (isEnglish: "gone"
// is meant as typed) is replaced by the indexed word closest to it in
// edits, the most frequent of those at the same distance: judges type
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
		if edits == 0 || keep[word] || isWord(reader, word) || ix.inflected(reader, word) || isEnglish(word) {
			continue
		}
		best, fewest := closestWord(reader, word, edits)
		// A judge's word misspelt ("chmup", "flaoting") is nearer its
		// slang word than any rules word: read it as the slang word,
		// which the slang table then reads.
		if w, n := closestSlangWord(word, edits); w != "" && (best == "" || n < fewest) {
			best = w
		}
		if best != "" {
			out[i] = best
			r.corrected = true
			r.corrections = append(r.corrections, word+" -> "+best)
			if r.fixed == nil {
				r.fixed = map[string]string{}
			}
			r.fixed[word] = best
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
// edits, the most frequent among equals, and its edits; "" when there is
// none. The first letter is taken as typed: it is rarely the typo, and
// fixing it keeps the search of the dictionary small.
func closestWord(reader bleveindex.IndexReader, word string, maxEdits int) (string, int) {
	fuzzy, ok := reader.(bleveindex.IndexReaderFuzzy)
	if !ok {
		return "", 0
	}
	_, size := utf8.DecodeRuneInString(word)
	dict, automaton, err := fuzzy.FieldDictFuzzyAutomaton(fieldWords, word, maxEdits, word[:size])
	if err != nil || automaton == nil {
		return "", 0
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
	return best, int(fewest)
}

// slangWords are the words of the slang table's forms long enough to
// correct (editsAllowed): the dictionary closestSlangWord reads, built
// once.
var slangWords = sync.OnceValue(func() []string {
	table, err := slangTable()
	if err != nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	for _, e := range table {
		for _, form := range e.forms {
			for _, w := range form {
				if w != slot && !seen[w] && editsAllowed(w) > 0 {
					seen[w] = true
					out = append(out, w)
				}
			}
		}
	}
	sort.Strings(out)
	return out
})

// closestSlangWord is the slang word within maxEdits of word with the
// fewest edits (two neighbouring letters swapped counting as one), the
// first in order among equals, and its edits; "" when there is none. The
// first letter is taken as typed, as closestWord takes it.
func closestSlangWord(word string, maxEdits int) (string, int) {
	best, fewest := "", maxEdits+1
	first, _ := utf8.DecodeRuneInString(word)
	for _, w := range slangWords() {
		if r, _ := utf8.DecodeRuneInString(w); r != first {
			continue
		}
		d := corpus.EditDistance(word, w)
		if d == 0 {
			// A word that is a slang word, though no form took it
			// ("gang" without "block", "mana"), is no typo of one.
			return "", maxEdits + 1
		}
		if d < fewest {
			best, fewest = w, d
		}
	}
	return best, fewest
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
