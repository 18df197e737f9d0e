package corpus

import (
	"sort"
	"strings"
	"unicode"
)

// FoldTerm reduces a glossary term to the letters and digits that matter
// when a judge types it: lower case, punctuation dropped, runs of spaces and
// hyphens made one space. "Mana-Burn", "mana burn" and "MANA  BURN" fold
// alike; "Bands with Other" keeps its word boundaries.
func FoldTerm(term string) string {
	var out strings.Builder
	space := false
	for _, r := range strings.ToLower(term) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && out.Len() > 0 {
				out.WriteByte(' ')
			}
			space = false
			out.WriteRune(r)
		case unicode.IsSpace(r) || r == '-' || r == '/' || r == '_':
			space = true
		}
	}
	return out.String()
}

// CloseTerms suggests up to n glossary terms for a term that matched none:
// terms that start with it, then terms that contain it, then terms within a
// few typing mistakes of it.
func CloseTerms(edition *Edition, term string, n int) []string {
	key := FoldTerm(term)
	if key == "" {
		return nil
	}
	type candidate struct {
		term  string
		rank  int
		edits int
	}
	// A typo budget that grows with length: "trampel" finds "trample", but
	// a two-letter query does not match every two-letter word.
	budget := max(1, len([]rune(key))/4)
	var candidates []candidate
	for _, entry := range edition.Glossary {
		folded := FoldTerm(entry.Term)
		switch {
		case strings.HasPrefix(folded, key):
			candidates = append(candidates, candidate{entry.Term, 0, 0})
		case strings.Contains(folded, key):
			candidates = append(candidates, candidate{entry.Term, 1, 0})
		default:
			if edits := typoDistance(key, folded); edits <= budget {
				candidates = append(candidates, candidate{entry.Term, 2, edits})
			}
		}
	}
	sort.SliceStable(candidates, func(i, j int) bool {
		a, b := candidates[i], candidates[j]
		if a.rank != b.rank {
			return a.rank < b.rank
		}
		return a.edits < b.edits
	})
	var terms []string
	for _, c := range candidates[:min(n, len(candidates))] {
		terms = append(terms, c.term)
	}
	return terms
}

// typoDistance is how many edits turn key into term, into the start of term
// (a misspelt first word of a longer term: "multiplayr" for "Multiplayer
// Game") or into one of its words (a misspelt last word: "strke" for "First
// Strike"), whichever is fewest.
func typoDistance(key, term string) int {
	best := EditDistance(key, term)
	if runes := []rune(term); len(runes) > len([]rune(key)) {
		best = min(best, EditDistance(key, string(runes[:len([]rune(key))])))
	}
	for _, word := range strings.Fields(term) {
		best = min(best, EditDistance(key, word))
	}
	return best
}

// EditDistance counts the single-rune insertions, deletions, substitutions
// and swaps of neighbours that turn a into b (optimal string alignment):
// "trampel" is one slip from "trample", not two.
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	// rows[i][j] is the distance between ra[:i] and rb[:j]; three rows are
	// enough because a swap looks back two.
	before, previous, current := make([]int, len(rb)+1), make([]int, len(rb)+1), make([]int, len(rb)+1)
	for j := range previous {
		previous[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		current[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			current[j] = min(previous[j]+1, current[j-1]+1, previous[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				current[j] = min(current[j], before[j-2]+1)
			}
		}
		before, previous, current = previous, current, before
	}
	return previous[len(rb)]
}
