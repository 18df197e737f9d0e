package corpus

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// assignment maps new units to old ones (-1: unpaired) with the score.
type assignment struct {
	oldOf  []int
	newOf  []int
	scores []float64
}

func newAssignment(a, b *side) *assignment {
	x := &assignment{oldOf: make([]int, len(b.ids)), newOf: make([]int, len(a.ids)), scores: make([]float64, len(b.ids))}
	for i := range x.oldOf {
		x.oldOf[i] = -1
	}
	for i := range x.newOf {
		x.newOf[i] = -1
	}
	return x
}

func (x *assignment) set(o, n int, score float64) {
	x.oldOf[n], x.newOf[o], x.scores[n] = o, n, score
}

// edge is a candidate pair with the similarity of its words and the score
// the assignment orders by.
type edge struct {
	old, new int
	sim      float64
	score    float64
	// sameID: the two carry the same number (or term), which breaks a
	// tie between equally good candidates.
	sameID bool
}

// greedy assigns edges best score first, each unit at most once.
func (x *assignment) greedy(edges []edge, min float64) {
	slices.SortFunc(edges, func(e, f edge) int {
		return cmp.Or(cmp.Compare(f.score, e.score), compareBool(f.sameID, e.sameID), cmp.Compare(e.new, f.new), cmp.Compare(e.old, f.old))
	})
	for _, e := range edges {
		if e.score < min || x.oldOf[e.new] >= 0 || x.newOf[e.old] >= 0 {
			continue
		}
		x.set(e.old, e.new, e.sim)
	}
}

// compareBool orders false before true.
func compareBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// pairExact pairs units of the given group whose words are the same,
// rule numbers aside, where those words occur once on each side.
func pairExact(a, b *side, x *assignment, group int) {
	count := func(s *side, of []int) map[string][]int {
		keys := make(map[string][]int)
		for i := range s.ids {
			if s.groups[i] == group && of[i] < 0 {
				keys[s.keys[i]] = append(keys[s.keys[i]], i)
			}
		}
		return keys
	}
	olds, news := count(a, x.newOf), count(b, x.oldOf)
	for k, ns := range news {
		if os := olds[k]; len(os) == 1 && len(ns) == 1 && k != "" {
			x.set(os[0], ns[0], 1)
		}
	}
}

// textEdges scores each unpaired new unit of group against its most
// similar unpaired old units, and the old unit of the same ID.
func textEdges(a, b *side, x *assignment, group int) []edge {
	live := make([]bool, len(a.ids))
	oldByID := make(map[string]int)
	for i := range a.ids {
		live[i] = a.groups[i] == group && x.newOf[i] < 0
		if live[i] {
			oldByID[a.ids[i]] = i
		}
	}
	finder := newCandidateFinder(a.bags, live)
	var edges []edge
	for n := range b.ids {
		if b.groups[n] != group || x.oldOf[n] >= 0 {
			continue
		}
		candidates := finder.find(b.bags[n], candidatesPerRule)
		if o, ok := oldByID[b.ids[n]]; ok && !slices.Contains(candidates, int32(o)) {
			candidates = append(candidates, int32(o))
		}
		for _, o := range candidates {
			sim := cosine(a.bags[o], b.bags[n])
			edges = append(edges, edge{old: int(o), new: n, sim: sim, score: sim, sameID: a.ids[o] == b.ids[n]})
		}
	}
	return edges
}

// pairRules runs the whole rule assignment.
func pairRules(a, b *side) *assignment {
	x := newAssignment(a, b)
	pairExact(a, b, x, groupRule)
	edges := textEdges(a, b, x, groupRule)
	pinSameNumber(a, b, x, edges)
	// Exact rewordings and pinned rules stay through the second pass.
	fixed := slices.Clone(x.oldOf)
	first := slices.Clone(edges)
	x.greedy(first, minRuleScore)
	// Headings and sections follow their rules.
	for _, group := range []int{groupHeading, groupSection} {
		pairExact(a, b, x, group)
		x.greedy(containerEdges(a, b, x, group), minRuleScore)
	}
	// Second pass over the rules: the same candidates, now with a bonus
	// for landing under the match of their parent.
	for n, o := range x.oldOf {
		if b.groups[n] == groupRule && fixed[n] < 0 && o >= 0 {
			x.oldOf[n], x.newOf[o], x.scores[n] = -1, -1, 0
		}
	}
	for i := range edges {
		e := &edges[i]
		e.score = e.sim
		if po, pn := a.parents[e.old], b.parents[e.new]; po >= 0 && pn >= 0 {
			switch paired := x.newOf[po]; {
			case paired == pn:
				e.score += parentBonus
			case paired >= 0:
				// The parent went elsewhere: a templated subrule
				// ("multiple instances of scry") read as another
				// keyword's.
				e.score -= parentBonus
			}
		}
		if a.ids[e.old] == b.ids[e.new] {
			e.score += sameIDBonus
		}
	}
	x.greedy(edges, minRuleScore)
	pairSameNumberAndWords(a, b, x)
	pairLeftSameNumber(a, b, x)
	return x
}

// pairSameNumberAndWords pairs what is left under the same number with the
// same words, rule numbers aside: above all rules with no words at all (a
// bare "100.1a", a heading without a title), which similarity cannot pair.
func pairSameNumberAndWords(a, b *side, x *assignment) {
	oldByID := make(map[string]int)
	for o, id := range a.ids {
		if _, dup := oldByID[id]; !dup && x.newOf[o] < 0 {
			oldByID[id] = o
		}
	}
	for n, id := range b.ids {
		o, ok := oldByID[id]
		if !ok || x.oldOf[n] >= 0 || x.newOf[o] >= 0 || a.groups[o] != b.groups[n] || a.keys[o] != b.keys[n] {
			continue
		}
		x.set(o, n, 1)
	}
}

// containerEdges scores headings (or sections) of one edition against those
// of the other by their titles and by where the rules under them went: the
// share of their descendants paired into the candidate's. "409. Playing
// Spells and Activated Abilities" became "601. Casting Spells": the titles
// differ, the rules under them are the same. Counting every descendant, not
// only children, lets a heading split in two keep the half that holds most
// of its rules (409.1's nine steps went to 601.2).
func containerEdges(a, b *side, x *assignment, group int) []edge {
	oldSize := make([]int, len(a.ids))
	for o := range a.ids {
		for p := a.parents[o]; p >= 0; p = a.parents[p] {
			oldSize[p]++
		}
	}
	var edges []edge
	for n := range b.ids {
		if b.groups[n] != group || x.oldOf[n] >= 0 {
			continue
		}
		descendants := b.descendants(n)
		votes := make(map[int]int)
		for _, d := range descendants {
			o := x.oldOf[d]
			if o < 0 {
				continue
			}
			for p := a.parents[o]; p >= 0; p = a.parents[p] {
				if a.groups[p] == group {
					votes[p]++
				}
			}
		}
		for o := range a.ids {
			if a.groups[o] != group || x.newOf[o] >= 0 {
				continue
			}
			title := cosine(a.bags[o], b.bags[n])
			score := title
			if oldSize[o] > 0 && len(descendants) > 0 {
				vote := (float64(votes[o])/float64(oldSize[o]) + float64(votes[o])/float64(len(descendants))) / 2
				score = min(1, math.Max(title, title/2+vote))
			}
			if score > 0 {
				edges = append(edges, edge{old: o, new: n, sim: score, score: score, sameID: a.ids[o] == b.ids[n]})
			}
		}
	}
	return edges
}

// descendants lists every unit under unit i, depth first.
func (s *side) descendants(i int) []int {
	var out []int
	var walk func(int)
	walk = func(i int) {
		for _, child := range s.children[i] {
			out = append(out, child)
			walk(child)
		}
	}
	walk(i)
	return out
}

// pairingKey is the key glossary entries pair by: the term's lookup
// form, or, for a term printed with no letter or digit (which a damaged
// file can yield), the term as printed, so that it still pairs with
// itself.
func pairingKey(term string) string {
	if k := termKey(term); k != "" {
		return k
	}
	return strings.TrimSpace(term)
}

// pairGlossary pairs entries by term first (lookup form, so "Double-Faced
// Card" and "Double-faced card" agree), then renamed entries by wording.
func pairGlossary(a, b *side) *assignment {
	x := newAssignment(a, b)
	byKey := make(map[string]int)
	for o, term := range a.ids {
		if k := pairingKey(term); k != "" {
			if _, dup := byKey[k]; !dup {
				byKey[k] = o
			}
		}
	}
	for n, term := range b.ids {
		if o, ok := byKey[pairingKey(term)]; ok && x.newOf[o] < 0 {
			x.set(o, n, cosine(a.bags[o], b.bags[n]))
		}
	}
	edges := textEdges(a, b, x, groupGlossary)
	x.greedy(edges, minGlossaryScore)
	return x
}
