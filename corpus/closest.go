package corpus

import (
	"cmp"
	"slices"
	"strings"
)

// Closest returns up to n of candidates nearest to word, nearest first:
// those within a few typing slips (edit distance up to a third of the
// word's length, at least 2), then those that contain word or that word
// contains. It serves "did you mean" answers for names that are neither
// rule numbers nor glossary terms, such as scenario IDs.
func Closest(word string, candidates []string, n int) []string {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" || n <= 0 {
		return nil
	}
	limit := max(2, len([]rune(word))/3)
	type scored struct {
		name     string
		distance int
	}
	var close []scored
	for _, candidate := range candidates {
		folded := strings.ToLower(candidate)
		distance := EditDistance(word, folded)
		if distance > limit && (strings.Contains(folded, word) || strings.Contains(word, folded)) {
			distance = limit
		}
		if distance <= limit {
			close = append(close, scored{candidate, distance})
		}
	}
	slices.SortStableFunc(close, func(a, b scored) int { return cmp.Compare(a.distance, b.distance) })
	names := make([]string, 0, min(n, len(close)))
	for _, c := range close[:min(n, len(close))] {
		names = append(names, c.name)
	}
	return names
}
