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
	// starts, when every old phrase is at least 4 bytes long, has the bit
	// of prefixBit set for the first 4 bytes of each: a place in a text
	// whose 4 bytes have their bit clear starts no phrase, which is most
	// places, so replace passes them by without comparing a phrase.
	starts *[prefixBits / 64]uint64
}

// prefixBits is the size of phraseTable.starts.
const prefixBits = 1 << 16

// prefixBit hashes 4 bytes to a bit of phraseTable.starts.
func prefixBit(s string) uint32 {
	w := uint32(s[0]) | uint32(s[1])<<8 | uint32(s[2])<<16 | uint32(s[3])<<24
	return (w * 0x9e3779b1) >> 16
}

// newPhraseTable builds the table of old, new pairs.
func newPhraseTable(pairs []string) *phraseTable {
	t := &phraseTable{pairs: pairs}
	shortest := -1
	for i := 0; i+1 < len(pairs); i += 2 {
		if old := pairs[i]; old != "" {
			t.byFirst[old[0]] = append(t.byFirst[old[0]], i)
			if shortest < 0 || len(old) < shortest {
				shortest = len(old)
			}
		}
	}
	if shortest >= 4 {
		t.starts = new([prefixBits / 64]uint64)
		for i := 0; i+1 < len(pairs); i += 2 {
			if old := pairs[i]; old != "" {
				b := prefixBit(old)
				t.starts[b/64] |= 1 << (b % 64)
			}
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
		if t.starts != nil {
			if len(s)-i < 4 {
				// Every phrase is longer than what is left.
				break
			}
			if b := prefixBit(s[i:]); t.starts[b/64]&(1<<(b%64)) == 0 {
				i++
				continue
			}
		}
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
