package cards

import (
	"bytes"
	"cmp"
	"math/bits"
	"slices"
)

// Match says how a name was found, from the closest match down; a lookup
// answers with the cards of the closest kind any card reached.
type Match int

// The kinds of match, weakest first.
const (
	// MatchNone is no match.
	MatchNone Match = iota
	// MatchTypo: every word typed is within a few letters of a word of the
	// name ("lightnig bolt"), or the whole within a few letters of it.
	MatchTypo
	// MatchPart: the letters typed occur in the name ("bolt" in
	// "Firebolt").
	MatchPart
	// MatchWordStarts: each word typed starts a word of the name, in order
	// ("light bol").
	MatchWordStarts
	// MatchWords: each word typed is a whole word of the name ("bolt" for
	// "Lightning Bolt", "borborygmos" for "Borborygmos, Enraged").
	MatchWords
	// MatchExact: the name or one of its faces, as folded.
	MatchExact
)

// String names the match as the JSON output does.
func (m Match) String() string {
	switch m {
	case MatchExact:
		return "exact"
	case MatchWords:
		return "words"
	case MatchWordStarts:
		return "word starts"
	case MatchPart:
		return "part"
	case MatchTypo:
		return "typo"
	}
	return "none"
}

// popularLead is how many times more played (by rank) the most played of
// several cards matched equally well must be than the next for the lookup
// to answer with it: "bolt" is Lightning Bolt, not Bolt of Keranos.
const popularLead = 2

// candidate is one card a query matched: the entry, how well, and the
// folded name (whole or a face's) it matched by.
type candidate struct {
	entry    int
	match    Match
	distance int
	key      int
	keyBytes []byte
}

// query is a folded name to match, split into words once.
type query struct {
	folded []byte
	words  [][]byte
	// letters is folded without its spaces, for MatchPart.
	letters []byte
	// byLimit are the words, those allowed the fewest typos first: a name
	// that lacks the nearest of the most exacting word is passed over
	// before the others are tried; masks are their letterMasks, mask the
	// whole query's.
	byLimit [][]byte
	masks   []uint32
	mask    uint32
}

func newQuery(name string) query {
	folded := []byte(foldName(name))
	q := query{folded: folded, words: bytes.Fields(folded), letters: bytes.ReplaceAll(folded, []byte(" "), nil)}
	q.byLimit = slices.Clone(q.words)
	slices.SortStableFunc(q.byLimit, func(a, b []byte) int { return cmp.Compare(typoLimit(len(a)), typoLimit(len(b))) })
	for _, w := range q.byLimit {
		q.masks = append(q.masks, letterMask(w))
	}
	q.mask = letterMask(folded)
	return q
}

// match returns the cards the query matches best: all of the closest kind
// of match any card reached (the nearest by letters for typos). None when
// the query matches no name, or folds to nothing. A name matched exactly
// is found by one search of the names; the other kinds take a pass over
// them all.
func (n *nameTable) match(q query) []candidate {
	if len(q.folded) == 0 {
		return nil
	}
	if found := n.exact(q.folded); len(found) > 0 {
		return found
	}
	var best []candidate
	bestMatch := MatchTypo
	current := candidate{entry: -1}
	flush := func() {
		switch {
		case current.entry < 0:
		case current.match > bestMatch:
			bestMatch, best = current.match, append(best[:0], current)
		case current.match == bestMatch && current.match > MatchTypo:
			best = append(best, current)
		}
	}
	n.eachKey(func(k, entry int, key []byte) {
		if entry != current.entry {
			flush()
			current = candidate{entry: entry}
		}
		if m := matchKey(q, key); m > current.match {
			current.match, current.key, current.keyBytes = m, k, key
		}
	})
	flush()
	if len(best) > 0 {
		return best
	}
	return n.typos(q)
}

// matchKey says how a query matches one folded name, typos aside and
// exactness tried already. Every kind needs each letter typed in the name,
// so a name lacking one is passed over at once.
func matchKey(q query, key []byte) Match {
	switch {
	case missing(q.mask, letterMask(key)) > 0:
		return MatchNone
	case allWords(q.words, key):
		return MatchWords
	case wordStarts(q.words, key):
		return MatchWordStarts
	case containsLetters(key, q.letters):
		return MatchPart
	}
	return MatchNone
}

// allWords reports whether each word is a whole word of key.
func allWords(words [][]byte, key []byte) bool {
	for _, w := range words {
		if !hasWord(key, w) {
			return false
		}
	}
	return true
}

// hasWord reports whether w is one of the space-separated words of key.
func hasWord(key, w []byte) bool {
	for from := 0; ; {
		i := bytes.Index(key[from:], w)
		if i < 0 {
			return false
		}
		start, end := from+i, from+i+len(w)
		if (start == 0 || key[start-1] == ' ') && (end == len(key) || key[end] == ' ') {
			return true
		}
		from = start + 1
	}
}

// wordStarts reports whether each word starts a word of key, in order.
func wordStarts(words [][]byte, key []byte) bool {
	at := 0
	for _, w := range words {
		found := false
		for at < len(key) {
			end := bytes.IndexByte(key[at:], ' ')
			if end < 0 {
				end = len(key)
			} else {
				end += at
			}
			word := key[at:end]
			at = end + 1
			if bytes.HasPrefix(word, w) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// containsLetters reports whether letters (no spaces) occur in key read
// without its spaces.
func containsLetters(key, letters []byte) bool {
	if len(letters) == 0 {
		return false
	}
	for start := 0; start < len(key); start++ {
		if key[start] == ' ' || key[start] != letters[0] {
			continue
		}
		i, j := start, 0
		for i < len(key) && j < len(letters) {
			if key[i] == ' ' {
				i++
				continue
			}
			if key[i] != letters[j] {
				break
			}
			i++
			j++
		}
		if j == len(letters) {
			return true
		}
	}
	return false
}

// typos returns the cards whose name the query misspells: the whole
// query within typoLimit letters of a name, or each of its words within
// typoLimit of a word of the name; those the fewest letters off.
func (n *nameTable) typos(q query) []candidate {
	var best []candidate
	bestDistance := -1
	d := &distances{}
	current := candidate{entry: -1, distance: -1}
	flush := func() {
		switch {
		case current.entry < 0 || current.distance < 0:
		case bestDistance < 0 || current.distance < bestDistance:
			bestDistance, best = current.distance, append(best[:0], current)
		case current.distance == bestDistance:
			best = append(best, current)
		}
	}
	n.eachKey(func(k, entry int, key []byte) {
		if entry != current.entry {
			flush()
			current = candidate{entry: entry, match: MatchTypo, distance: -1}
		}
		if dist := d.typo(q, key); dist >= 0 && (current.distance < 0 || dist < current.distance) {
			current.distance, current.key, current.keyBytes = dist, k, key
		}
	})
	flush()
	return best
}

// typo is how many letters the query is off a name: the distance of the
// whole, or the sum over its words of each one's distance to the nearest
// word of the name, whichever is less; -1 when neither is within the typo
// limits. Most names are passed over before any distance is computed: a
// word lacking more of the letters of a query word than its typo limit
// cannot be within it.
func (d *distances) typo(q query, key []byte) int {
	best := -1
	if limit := typoLimit(len(q.folded)); abs(len(key)-len(q.folded)) <= limit && missing(q.mask, letterMask(key)) <= limit {
		if dist := d.edit(q.folded, key, limit); dist >= 0 {
			best = dist
		}
	}
	total := 0
	for i, w := range q.byLimit {
		limit := typoLimit(len(w))
		nearest := -1
		for rest := key; len(rest) > 0; {
			end := bytes.IndexByte(rest, ' ')
			if end < 0 {
				end = len(rest)
			}
			word := rest[:end]
			rest = rest[min(end+1, len(rest)):]
			if abs(len(word)-len(w)) > limit || missing(q.masks[i], letterMask(word)) > limit {
				continue
			}
			if dist := d.edit(w, word, limit); dist >= 0 && (nearest < 0 || dist < nearest) {
				nearest = dist
			}
		}
		if nearest < 0 {
			return best
		}
		total += nearest
	}
	if best < 0 || total < best {
		best = total
	}
	return best
}

// letterMask has a bit for each letter a to z (and one for every other
// byte) that b holds.
func letterMask(b []byte) uint32 {
	var mask uint32
	for _, c := range b {
		if 'a' <= c && c <= 'z' {
			mask |= 1 << (c - 'a')
		} else if c != ' ' {
			mask |= 1 << 26
		}
	}
	return mask
}

// missing counts the letters of want that have lacks, a lower bound on
// the edits that turn the one into the other.
func missing(want, have uint32) int {
	return bits.OnesCount32(want &^ have)
}

// typoLimit is how many letters a word of n letters may be off: none for
// a short word, where one letter makes another word, more for long ones.
func typoLimit(n int) int {
	switch {
	case n <= 3:
		return 0
	case n <= 5:
		return 1
	case n <= 9:
		return 2
	}
	return 3
}

// distances computes edit distances, reusing its rows: a pass over every
// name computes tens of thousands.
type distances struct {
	rows [3][]int
}

// edit is the optimal string alignment distance between a and b
// (insertions, deletions, substitutions and swaps of neighbours, by
// byte), or -1 when it is over limit.
func (d *distances) edit(a, b []byte, limit int) int {
	if abs(len(a)-len(b)) > limit {
		return -1
	}
	for i := range d.rows {
		if cap(d.rows[i]) < len(b)+1 {
			d.rows[i] = make([]int, len(b)+1, 2*len(b)+2)
		}
		d.rows[i] = d.rows[i][:len(b)+1]
	}
	prev2, prev, cur := d.rows[0], d.rows[1], d.rows[2]
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return -1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	if prev[len(b)] > limit {
		return -1
	}
	return prev[len(b)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// choose decides among the best candidates: the one card, or the most
// played when it leads the next by popularLead, with the others it beat;
// ok is false when the lookup is ambiguous. Tokens give way to cards.
func (n *nameTable) choose(candidates []candidate) (chosen candidate, others []candidate, ok bool) {
	candidates = n.ordered(candidates)
	if len(candidates) == 1 {
		return candidates[0], nil, true
	}
	first, second := n.rank(candidates[0].entry), n.rank(candidates[1].entry)
	if first > 0 && (second == 0 || first*popularLead <= second) {
		return candidates[0], candidates[1:], true
	}
	return candidate{}, candidates, false
}

// ordered sorts candidates for showing and choosing: cards before tokens
// (dropping the tokens when a card matched as well), then the more
// played first (unranked last), then by name.
func (n *nameTable) ordered(candidates []candidate) []candidate {
	if slices.ContainsFunc(candidates, func(c candidate) bool { return !n.token(c.entry) }) {
		candidates = slices.DeleteFunc(slices.Clone(candidates), func(c candidate) bool { return n.token(c.entry) })
	}
	slices.SortStableFunc(candidates, func(a, b candidate) int {
		if ra, rb := rankOrder(n.rank(a.entry)), rankOrder(n.rank(b.entry)); ra != rb {
			return cmp.Compare(ra, rb)
		}
		return cmp.Compare(n.name(a.entry), n.name(b.entry))
	})
	return candidates
}

// rankOrder sorts unranked cards after every ranked one.
func rankOrder(rank int) int {
	if rank <= 0 {
		return int(^uint(0) >> 1)
	}
	return rank
}

// nearest suggests names for a query that matched none: those fewest
// letters off the query, or off its length's worth of the name's start,
// up to want.
func (n *nameTable) nearest(q query, want int) []string {
	if len(q.folded) == 0 {
		return nil
	}
	type scored struct {
		entry, distance int
	}
	limit := max(2, len(q.folded)/2)
	d := &distances{}
	var found []scored
	current := scored{entry: -1, distance: -1}
	flush := func() {
		if current.entry >= 0 && current.distance >= 0 {
			found = append(found, current)
		}
	}
	n.eachKey(func(_, entry int, key []byte) {
		if entry != current.entry {
			flush()
			current = scored{entry: entry, distance: -1}
		}
		dist := d.edit(q.folded, key, limit)
		if len(key) > len(q.folded) {
			if p := d.edit(q.folded, key[:len(q.folded)], limit-1); p >= 0 && (dist < 0 || p+1 < dist) {
				dist = p + 1
			}
		}
		if dist >= 0 && (current.distance < 0 || dist < current.distance) {
			current.distance = dist
		}
	})
	flush()
	slices.SortStableFunc(found, func(a, b scored) int {
		if a.distance != b.distance {
			return cmp.Compare(a.distance, b.distance)
		}
		return cmp.Compare(rankOrder(n.rank(a.entry)), rankOrder(n.rank(b.entry)))
	})
	var names []string
	for _, s := range found {
		if len(names) == want {
			break
		}
		if name := n.name(s.entry); name != "" && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	return names
}
