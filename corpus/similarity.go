package corpus

import (
	"bytes"
	"cmp"
	"math"
	"slices"
	"unicode"
	"unicode/utf8"
)

// numberToken stands for every rule number in the words a similarity is
// computed on, so a renumbered cross-reference costs nothing.
const numberToken = "#"

// similarityWords splits text into the lower-case words similarity is
// measured on: letters and digits only (apostrophes dropped, so "can't" and
// "can’t" agree), rule-number shaped tokens replaced by numberToken.
func similarityWords(text string) []string {
	return appendSimilarityWords(make([]string, 0, len(text)/5), text)
}

// appendSimilarityWords appends the similarity words of text to words.
func appendSimilarityWords(words []string, text string) []string {
	word := make([]byte, 0, 32)
	flush := func() {
		for len(word) > 0 && word[len(word)-1] == '.' {
			word = word[:len(word)-1]
		}
		if len(word) == 0 {
			return
		}
		// "601.2f" and "601" are rule numbers; "2" and "20" are counts.
		if isDigit(word[0]) && (len(word) == 3 || bytes.IndexByte(word, '.') >= 0) {
			words = append(words, numberToken)
		} else {
			words = append(words, string(word))
		}
		word = word[:0]
	}
	for _, r := range text {
		switch {
		case r < utf8.RuneSelf && (isLetterASCII(byte(r)) || isDigit(byte(r))):
			word = append(word, byte(unicode.ToLower(r)))
		case r == '\'' || r == '’':
			// inside a word: keep the word whole
		case r == '.' && len(word) > 0 && isDigit(word[0]):
			// "601.2f" is one token
			word = append(word, '.')
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			word = utf8.AppendRune(word, unicode.ToLower(r))
		default:
			flush()
		}
	}
	flush()
	return words
}

// vocabulary numbers words across the two editions being paired.
type vocabulary struct {
	ids map[string]int32
	df  []int32 // documents holding each word, both editions together
}

func newVocabulary() *vocabulary { return &vocabulary{ids: make(map[string]int32)} }

// termCount is one word of a document and how often it occurs there (later
// replaced by its weight).
type termCount struct {
	term   int32
	weight float64
}

// bagOfWords counts the document's words, sorted by word ID, and adds one
// to each word's document frequency.
func (v *vocabulary) bagOfWords(words []string) []termCount {
	ids := make([]int32, len(words))
	for i, word := range words {
		id, ok := v.ids[word]
		if !ok {
			id = int32(len(v.df))
			v.ids[word] = id
			v.df = append(v.df, 0)
		}
		ids[i] = id
	}
	bag := countIDs(ids)
	for _, t := range bag {
		v.df[t.term]++
	}
	return bag
}

// countWords counts the document's words like bagOfWords, without counting
// the document in the words' document frequencies: for a part of a document
// already counted whole (a rule's statement without its examples), whose
// words all have IDs already.
func (v *vocabulary) countWords(words []string) []termCount {
	ids := make([]int32, 0, len(words))
	for _, word := range words {
		if id, ok := v.ids[word]; ok {
			ids = append(ids, id)
		}
	}
	return countIDs(ids)
}

// countIDs sorts word IDs and counts each.
func countIDs(ids []int32) []termCount {
	slices.Sort(ids)
	var bag []termCount
	for i, id := range ids {
		if i > 0 && ids[i-1] == id {
			bag[len(bag)-1].weight++
			continue
		}
		bag = append(bag, termCount{id, 1})
	}
	return bag
}

// weigh turns counts into unit-length TF-IDF vectors over documents in
// all: rare words (a keyword's name, "mulligan") decide a pairing, common
// ones ("the", "player") barely count.
func (v *vocabulary) weigh(bags [][]termCount, documents int) {
	for _, bag := range bags {
		var norm float64
		for i := range bag {
			idf := math.Log(1 + float64(documents)/float64(v.df[bag[i].term]))
			bag[i].weight = (1 + math.Log(bag[i].weight)) * idf
			norm += bag[i].weight * bag[i].weight
		}
		norm = math.Sqrt(norm)
		if norm == 0 {
			continue
		}
		for i := range bag {
			bag[i].weight /= norm
		}
	}
}

// cosine is the dot product of two unit vectors sorted by term.
func cosine(a, b []termCount) float64 {
	var dot float64
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i].term < b[j].term:
			i++
		case a[i].term > b[j].term:
			j++
		default:
			dot += a[i].weight * b[j].weight
			i++
			j++
		}
	}
	// Unit vectors: a dot product over 1 is rounding, and left in it
	// would rank a pair of identical texts by the order of their words.
	return min(dot, 1)
}

// candidateFinder proposes, for a document of the new edition, the old
// documents most likely to be the same rule: those sharing its rarer words,
// ranked by the part of the cosine those words make up. Words in more than
// maxPostings old documents are left out of the index, which keeps the
// search near linear; they add little to a cosine anyway.
type candidateFinder struct {
	postings map[int32][]posting // word -> old documents holding it
	score    []float64           // scratch, one per old document
	touched  []int32
}

// posting is one old document holding a word, with the word's weight there.
type posting struct {
	doc    int32
	weight float64
}

const maxPostings = 150

func newCandidateFinder(old [][]termCount, live []bool) *candidateFinder {
	f := &candidateFinder{postings: make(map[int32][]posting), score: make([]float64, len(old))}
	for i, bag := range old {
		if !live[i] {
			continue
		}
		for _, t := range bag {
			f.postings[t.term] = append(f.postings[t.term], posting{int32(i), t.weight})
		}
	}
	for term, list := range f.postings {
		if len(list) > maxPostings {
			delete(f.postings, term)
		}
	}
	return f
}

// find returns up to k old documents sharing the rarer words of bag, best
// first by their partial dot product.
func (f *candidateFinder) find(bag []termCount, k int) []int32 {
	f.touched = f.touched[:0]
	for _, t := range bag {
		for _, p := range f.postings[t.term] {
			if f.score[p.doc] == 0 {
				f.touched = append(f.touched, p.doc)
			}
			f.score[p.doc] += t.weight * p.weight
		}
	}
	// Only the best k are wanted, and k is a dozen where hundreds of
	// documents share a word: an insertion into the k best so far, in the
	// order a full sort would give them, costs a fraction of sorting all.
	before := func(a, b int32) bool {
		return cmp.Or(cmp.Compare(f.score[b], f.score[a]), cmp.Compare(a, b)) < 0
	}
	found := make([]int32, 0, max(0, min(k, len(f.touched))))
	for _, doc := range f.touched {
		if k <= 0 || (len(found) == k && !before(doc, found[k-1])) {
			continue
		}
		if len(found) < k {
			found = append(found, doc)
		}
		i := len(found) - 1
		for ; i > 0 && before(doc, found[i-1]); i-- {
			found[i] = found[i-1]
		}
		found[i] = doc
	}
	for _, doc := range f.touched {
		f.score[doc] = 0
	}
	return found
}
