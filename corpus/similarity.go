package corpus

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"unicode"
)

// numberToken stands for every rule number in the words a similarity is
// computed on, so a renumbered cross-reference costs nothing.
const numberToken = "#"

// similarityWords splits text into the lower-case words similarity is
// measured on: letters and digits only (apostrophes dropped, so "can't" and
// "can’t" agree), rule-number shaped tokens replaced by numberToken.
func similarityWords(text string) []string {
	var words []string
	var b strings.Builder
	flush := func() {
		if b.Len() == 0 {
			return
		}
		word := strings.TrimRight(b.String(), ".")
		b.Reset()
		// "601.2f" and "601" are rule numbers; "2" and "20" are counts.
		if isDigit(word[0]) && (strings.Contains(word, ".") || len(word) == 3) {
			word = numberToken
		}
		words = append(words, word)
	}
	for _, r := range text {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		case r == '\'' || r == '’':
			// inside a word: keep the word whole
		case r == '.' && b.Len() > 0 && isDigit(b.String()[0]):
			// "601.2f" is one token
			b.WriteRune(r)
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
	counts := make(map[int32]float64, len(words))
	for _, word := range words {
		id, ok := v.ids[word]
		if !ok {
			id = int32(len(v.df))
			v.ids[word] = id
			v.df = append(v.df, 0)
		}
		counts[id]++
	}
	bag := make([]termCount, 0, len(counts))
	for id, count := range counts {
		bag = append(bag, termCount{id, count})
		v.df[id]++
	}
	slices.SortFunc(bag, func(a, b termCount) int { return cmp.Compare(a.term, b.term) })
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
	return dot
}

// candidateFinder proposes, for a document of the new edition, the old
// documents most likely to be the same rule: those sharing its rarer words,
// ranked by the part of the cosine those words make up. Words in more than
// maxPostings old documents are left out of the index, which keeps the
// search near linear; they add little to a cosine anyway.
type candidateFinder struct {
	postings map[int32][]int32 // word -> old documents holding it
	old      [][]termCount
	score    []float64 // scratch, one per old document
	touched  []int32
}

const maxPostings = 150

func newCandidateFinder(old [][]termCount, live []bool) *candidateFinder {
	f := &candidateFinder{postings: make(map[int32][]int32), old: old, score: make([]float64, len(old))}
	for i, bag := range old {
		if !live[i] {
			continue
		}
		for _, t := range bag {
			f.postings[t.term] = append(f.postings[t.term], int32(i))
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
		for _, doc := range f.postings[t.term] {
			if f.score[doc] == 0 {
				f.touched = append(f.touched, doc)
			}
			f.score[doc] += t.weight * f.weightOf(doc, t.term)
		}
	}
	slices.SortFunc(f.touched, func(a, b int32) int {
		return cmp.Or(cmp.Compare(f.score[b], f.score[a]), cmp.Compare(a, b))
	})
	found := slices.Clone(f.touched[:min(k, len(f.touched))])
	for _, doc := range f.touched {
		f.score[doc] = 0
	}
	return found
}

func (f *candidateFinder) weightOf(doc int32, term int32) float64 {
	bag := f.old[doc]
	i, ok := slices.BinarySearchFunc(bag, term, func(t termCount, term int32) int { return cmp.Compare(t.term, term) })
	if !ok {
		return 0
	}
	return bag[i].weight
}
