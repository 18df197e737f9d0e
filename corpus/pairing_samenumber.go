package corpus

import (
	"cmp"
	"slices"
)

// minSameNumberScore is the least sameRuleScore at which a rule that kept
// its number is taken to be the same rule. Measured on the same-number
// pairs of the six consecutive pairs of shared editions, read by hand:
//
//   - The assignment alone (minRuleScore) left 20 same-number pairs at 0.3
//     or more removed and added. 16 are one rule edited: 118.3c and 707.11
//     (1.0 on their statements; an example dropped, one replaced), 510.1c
//     (0.62, its last clauses replaced), 903.12c (0.33, its one sentence
//     rewritten: what may be a commander). Two are another rule put under
//     the number (2006's 506.3 and 2008's, 0.30; 2009's 107.4c and 2022's,
//     0.40), two could be read either way.
//   - Between 0.2 and 0.3, seven of ten are different rules (2009's 505.4
//     gives priority, 2022's puts a lore counter on each Saga, 0.24).
//   - Across the 2009 renumbering, where a number names another rule,
//     same-number pairs score up to 0.35 (2008's 202.1 and 2009's 202.1),
//     so no threshold alone would part the two kinds; but each above 0.2
//     has a partner elsewhere that reads more alike (202.1 became 201.1,
//     word for word), and the pin gives way to it.
const minSameNumberScore = 0.3

// sameRuleScore is how alike two rules are as the same rule that kept its
// number: the similarity of their whole wording, or of their statements
// without the examples, whichever is higher, so that an example dropped,
// added or replaced does not hide a statement kept word for word (118.3c
// lost its only example in 2026 and its whole-wording score fell to 0.37).
func sameRuleScore(a, b *side, o, n int) float64 {
	score := cosine(a.bags[o], b.bags[n])
	if a.statements[o] == nil && b.statements[n] == nil {
		return score
	}
	return max(score, cosine(a.statementOf(o), b.statementOf(n)))
}

// statementOf is unit i's statement bag: its whole bag when it has no
// examples.
func (s *side) statementOf(i int) []termCount {
	if s.statements[i] != nil {
		return s.statements[i]
	}
	return s.bags[i]
}

// sameNumberPair is a rule of each edition under one number.
type sameNumberPair struct {
	old, new int
	score    float64 // sameRuleScore
}

// sameNumberPairs lists the unpaired rules (group groupRule) that carry the
// same number in both editions, with their sameRuleScore. A number printed
// twice (2009's 702.30d) counts once, by its first occurrence.
func sameNumberPairs(a, b *side, x *assignment) []sameNumberPair {
	oldByID := make(map[string]int)
	for o, id := range a.ids {
		if _, dup := oldByID[id]; !dup {
			oldByID[id] = o
		}
	}
	seen := make(map[string]bool)
	var pairs []sameNumberPair
	for n, id := range b.ids {
		o, ok := oldByID[id]
		if !ok || seen[id] {
			continue
		}
		seen[id] = true
		if a.groups[o] != groupRule || b.groups[n] != groupRule || x.newOf[o] >= 0 || x.oldOf[n] >= 0 {
			continue
		}
		pairs = append(pairs, sameNumberPair{old: o, new: n, score: sameRuleScore(a, b, o, n)})
	}
	return pairs
}

// pinSameNumber pairs, before the global assignment, each rule that kept
// its number and scores at least minSameNumberScore with its namesake,
// unless another unpaired rule the assignment could take instead (at
// minRuleScore or more) reads more like either of the two. Left to the
// assignment, a rule whose examples changed can fall under minRuleScore
// and show as removed and added, or be handed to a rule that reads a
// little more like its old examples; the guard keeps the renumberings
// whole: across the 2009 renumbering, and when a new section shifts the
// ones after it (2023's 313.5 is 2022's 312.5, not 2022's 313.5), the
// number's namesake is another rule and the rule's match reads more alike.
// Pairs are pinned best first, and an alternative pinned already no longer
// counts against another pair.
func pinSameNumber(a, b *side, x *assignment, edges []edge) {
	pairs := sameNumberPairs(a, b, x)
	slices.SortStableFunc(pairs, func(p, q sameNumberPair) int { return cmp.Compare(q.score, p.score) })
	// The edges a rival could take, by old and by new unit: only those
	// at or above minRuleScore, which the assignment may pair.
	ofOld, ofNew := make([][]int, len(a.ids)), make([][]int, len(b.ids))
	pinnable := make([]bool, len(a.ids)+len(b.ids))
	for _, p := range pairs {
		pinnable[p.old], pinnable[len(a.ids)+p.new] = true, true
	}
	for i, e := range edges {
		if e.sim < minRuleScore {
			continue
		}
		if pinnable[e.old] {
			ofOld[e.old] = append(ofOld[e.old], i)
		}
		if pinnable[len(a.ids)+e.new] {
			ofNew[e.new] = append(ofNew[e.new], i)
		}
	}
	rivals := func(p sameNumberPair, list []int) bool {
		for _, i := range list {
			e := edges[i]
			if e.old == p.old && e.new == p.new {
				continue
			}
			if e.sim > p.score && x.oldOf[e.new] < 0 && x.newOf[e.old] < 0 {
				return true
			}
		}
		return false
	}
	for _, p := range pairs {
		if p.score < minSameNumberScore || rivals(p, ofOld[p.old]) || rivals(p, ofNew[p.new]) {
			continue
		}
		x.set(p.old, p.new, cosine(a.bags[p.old], b.bags[p.new]))
	}
}

// pairLeftSameNumber pairs the rules the assignment left unpaired on both
// sides under one number, when they score at least minSameNumberScore: no
// other rule wanted either, so a number kept with part of its wording is
// the same rule changed, not one removed and another added. The pin left
// them to the assignment because a rival read more alike, and the rival
// then went to a better match still.
func pairLeftSameNumber(a, b *side, x *assignment) {
	for _, p := range sameNumberPairs(a, b, x) {
		if p.score >= minSameNumberScore {
			x.set(p.old, p.new, cosine(a.bags[p.old], b.bags[p.new]))
		}
	}
}
