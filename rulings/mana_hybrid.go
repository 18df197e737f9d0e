package rulings

import (
	"fmt"
	"strings"
)

// Hybrid mana symbols: {W/U} in a cost can be paid with either white or
// blue mana, and so on for the ten pairs of 104.3f. A hybrid symbol is one
// mana of converted cost and gives the object both of its colors.

// hybridPairs are the ten hybrid symbols, in the order 104.3f lists them.
var hybridPairs = [10][2]Color{
	{White, Blue}, {White, Black}, {Blue, Black}, {Blue, Red}, {Black, Red},
	{Black, Green}, {Red, Green}, {Red, White}, {Green, White}, {Green, Blue},
}

// hybridIndex returns the index of the hybrid symbol "G/W" (either order
// of its letters), or false.
func hybridIndex(sym string) (int, bool) {
	a, b, ok := strings.Cut(sym, "/")
	if !ok {
		return 0, false
	}
	ca, okA := ParseColor(a)
	cb, okB := ParseColor(b)
	if !okA || !okB || len(a) != 1 || len(b) != 1 {
		return 0, false
	}
	for i, p := range hybridPairs {
		if (p[0] == ca && p[1] == cb) || (p[0] == cb && p[1] == ca) {
			return i, true
		}
	}
	return 0, false
}

// hybridSymbol renders hybrid symbol i as written in the 2006 rules,
// "{G/W}".
func hybridSymbol(i int) string {
	p := hybridPairs[i]
	return "{" + p[0].Symbol() + "/" + p[1].Symbol() + "}"
}

// hybridCount is the number of hybrid symbols in a cost.
func (m ManaCost) hybridCount() int {
	n := 0
	for _, h := range m.Hybrid {
		n += h
	}
	return n
}

// payHybrid pays the hybrid symbols of cost out of pool, each with one of
// its two colors, and returns the mana spent. When the choice of colors
// would leave different mana in the pool, the player must make it, and
// the engine doesn't guess.
func (g *Game) payHybrid(p PlayerID, pool *ManaPool, cost ManaCost) ([]Mana, error) {
	var symbols []int
	for i, n := range cost.Hybrid {
		for range n {
			symbols = append(symbols, i)
		}
	}
	if len(symbols) == 0 {
		return nil, nil
	}
	type way struct {
		after ManaPool
		spent []Mana
	}
	var ways []way
	var try func(k int, after ManaPool, spent []Mana)
	try = func(k int, after ManaPool, spent []Mana) {
		if k == len(symbols) {
			for _, w := range ways {
				if w.after.sameAmounts(after) {
					return
				}
			}
			ways = append(ways, way{after, append([]Mana(nil), spent...)})
			return
		}
		for _, c := range hybridPairs[symbols[k]] {
			if after.Colored[c] > 0 {
				next := after
				next.Colored[c]--
				try(k+1, next, append(spent, Mana{Color: c}))
			}
		}
	}
	try(0, *pool, nil)
	switch {
	case len(ways) == 0:
		return nil, g.illegal("409.1h", "%s can't pay %s: the mana pool holds %s, and partial payments are not allowed", g.playerName(p), cost, pool)
	case len(ways) > 1:
		options := make([]string, len(ways))
		for i, w := range ways {
			options[i] = manaString(w.spent)
		}
		return nil, &DecisionError{Player: g.playerName(p), Question: fmt.Sprintf("which mana in %s pays the hybrid symbols of %s", pool, cost), Options: options}
	}
	*pool = ways[0].after
	g.record("104.3f", "%s pays the hybrid mana of %s with %s: each hybrid symbol can be paid with either of its two colors", g.playerName(p), cost, manaString(ways[0].spent))
	g.recordLater("118.13", "%s contains hybrid mana symbols, which can be paid in more than one way", cost)
	return ways[0].spent, nil
}

// manaString renders mana as symbols.
func manaString(ms []Mana) string {
	var b strings.Builder
	for _, m := range ms {
		b.WriteString(m.String())
	}
	return b.String()
}
