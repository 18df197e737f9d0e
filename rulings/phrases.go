package rulings

// phraseTable rewrites phrases as a strings.Replacer built from the same
// pairs does, but returns its input without allocating when no phrase
// occurs in it, which is most trace steps: a Replacer always builds a new
// string.
type phraseTable struct {
	// byFirst lists, for each first byte, the indexes of the pairs whose
	// old phrase starts with it, in argument order.
	byFirst [256][]int
	pairs   []string
}

// newPhraseTable builds the table of old, new pairs.
func newPhraseTable(pairs []string) *phraseTable {
	t := &phraseTable{pairs: pairs}
	for i := 0; i+1 < len(pairs); i += 2 {
		if old := pairs[i]; old != "" {
			t.byFirst[old[0]] = append(t.byFirst[old[0]], i)
		}
	}
	return t
}

// replace rewrites every phrase of the table in s, left to right without
// overlaps; where several phrases start at one place, the first pair
// given wins, as with strings.Replacer.
func (t *phraseTable) replace(s string) string {
	var out []byte
	last := 0
	for i := 0; i < len(s); {
		matched := -1
		for _, k := range t.byFirst[s[i]] {
			if old := t.pairs[k]; len(s)-i >= len(old) && s[i:i+len(old)] == old {
				matched = k
				break
			}
		}
		if matched < 0 {
			i++
			continue
		}
		if out == nil {
			out = make([]byte, 0, len(s)+16)
		}
		out = append(out, s[last:i]...)
		out = append(out, t.pairs[matched+1]...)
		i += len(t.pairs[matched])
		last = i
	}
	if out == nil {
		return s
	}
	return string(append(out, s[last:]...))
}
