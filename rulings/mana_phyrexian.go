package rulings

import (
	"fmt"
	"strings"
)

// Colored symbols with another way to pay them (107.4e, 107.4f of 2026):
// the monocolored hybrid symbol {2/B} is paid with one black mana or two
// mana of any type, and counts 2 toward mana value, its largest
// component (202.3f); the Phyrexian symbol {B/P} is paid with one black
// mana or 2 life, and counts 1 (202.3g). Each gives the object its color.

// PhyrexianManaSince is the rules update of New Phyrexia, which brought
// the Phyrexian mana symbols: an edition before it has no such symbol.
const PhyrexianManaSince = "2011-05-13"

// MonocoloredHybridSince is the rules update of Shadowmoor, which brought
// the monocolored hybrid symbols ({2/W}): the 2006 and 2008 editions list
// the hybrid symbols without them (104.3), the 2009 edition with them
// (107.4).
const MonocoloredHybridSince = "2008-05-02"

// HasMonocoloredHybrid reports whether the cost holds a monocolored
// hybrid symbol.
func (m ManaCost) HasMonocoloredHybrid() bool { return m.TwoHybrid != [5]int{} }

// HasPhyrexian reports whether the cost holds a Phyrexian symbol.
func (m ManaCost) HasPhyrexian() bool { return m.Phyrexian != [5]int{} }

// addColoredAlternative counts sym when it is "2/B" or "B/P" (either
// order, any color) and reports whether it was one of them.
func (m *ManaCost) addColoredAlternative(sym string) bool {
	a, b, ok := strings.Cut(sym, "/")
	if !ok || len(a) != 1 || len(b) != 1 {
		return false
	}
	if a == "2" || b == "2" {
		color := b
		if b == "2" {
			color = a
		}
		if c, ok := ParseColor(color); ok {
			m.TwoHybrid[c]++
			return true
		}
		return false
	}
	if a == "P" || b == "P" {
		color := a
		if a == "P" {
			color = b
		}
		if c, ok := ParseColor(color); ok {
			m.Phyrexian[c]++
			return true
		}
	}
	return false
}

// writeColoredAlternatives writes the monocolored hybrid and Phyrexian
// symbols, color by color.
func (m ManaCost) writeColoredAlternatives(b *strings.Builder) {
	for _, c := range allColors {
		b.WriteString(strings.Repeat("{2/"+c.Symbol()+"}", m.TwoHybrid[c]))
	}
	for _, c := range allColors {
		b.WriteString(strings.Repeat("{"+c.Symbol()+"/P}", m.Phyrexian[c]))
	}
}

// hasColoredAlternatives reports whether the cost holds a monocolored
// hybrid or Phyrexian symbol.
func (m ManaCost) hasColoredAlternatives() bool {
	return m.TwoHybrid != [5]int{} || m.Phyrexian != [5]int{}
}

// alternativePayment is one way to pay a cost's monocolored hybrid and
// Phyrexian symbols: the pool left, the generic mana added and the life.
type alternativePayment struct {
	after   ManaPool
	generic int
	life    int
	colored []Mana
}

// describe renders the payment as the player announces it: "{W} and 2
// life", "{B} and {2}".
func (w alternativePayment) describe() string {
	var parts []string
	if len(w.colored) > 0 {
		parts = append(parts, manaString(w.colored))
	}
	if w.generic > 0 {
		parts = append(parts, fmt.Sprintf("{%d}", w.generic))
	}
	if w.life > 0 {
		parts = append(parts, fmt.Sprintf("%d life", w.life))
	}
	return strings.Join(parts, " and ")
}

// payColoredAlternatives pays the monocolored hybrid and Phyrexian
// symbols of cost out of pool, whose colored and hybrid symbols are
// already paid: it returns the generic mana the cost now adds and the
// life to pay. A player announces how they pay these symbols as the spell
// is cast (601.2b); the engine asks when more than one way could pay the
// whole cost, and takes the only one otherwise.
func (g *Game) payColoredAlternatives(p PlayerID, pool *ManaPool, cost ManaCost, purpose costPurpose) (generic, life int, err error) {
	if !cost.hasColoredAlternatives() {
		return 0, 0, nil
	}
	// An effect saying the player can't pay life leaves only mana for
	// the Phyrexian symbols (101.2).
	forbidder, forbidding := g.lifePaymentForbidden(p, purpose)
	if forbidding != nil && cost.Phyrexian != [5]int{} {
		g.noteLifeForbidden(p, cost, forbidder, forbidding)
	}
	type symbol struct {
		color     Color
		phyrexian bool
	}
	var symbols []symbol
	for _, c := range allColors {
		for range cost.TwoHybrid[c] {
			symbols = append(symbols, symbol{c, false})
		}
	}
	for _, c := range allColors {
		for range cost.Phyrexian[c] {
			symbols = append(symbols, symbol{c, true})
		}
	}
	var ways []alternativePayment
	var try func(k int, w alternativePayment)
	try = func(k int, w alternativePayment) {
		if k == len(symbols) {
			if w.after.Total() < cost.Generic+w.generic || w.life > g.players[p].Life || w.life > 0 && forbidding != nil {
				return
			}
			for _, o := range ways {
				if o.after.sameAmounts(w.after) && o.generic == w.generic && o.life == w.life {
					return
				}
			}
			w.colored = append([]Mana(nil), w.colored...)
			ways = append(ways, w)
			return
		}
		s := symbols[k]
		if w.after.Colored[s.color] > 0 {
			next := w
			next.after.Colored[s.color]--
			next.colored = append(append([]Mana(nil), w.colored...), Mana{Color: s.color})
			try(k+1, next)
		}
		next := w
		if s.phyrexian {
			next.life += 2
		} else {
			next.generic += 2
		}
		try(k+1, next)
	}
	try(0, alternativePayment{after: *pool})
	var way alternativePayment
	switch {
	case len(ways) == 0 && forbidding != nil:
		return 0, 0, g.illegal("409.1h", "%s can't pay %s: the mana pool holds %s, they can't pay life, and partial payments are not allowed", g.playerName(p), cost, pool)
	case len(ways) == 0:
		return 0, 0, g.illegal("409.1h", "%s can't pay %s: the mana pool holds %s and they have %d life, and partial payments are not allowed", g.playerName(p), cost, pool, g.players[p].Life)
	case len(ways) == 1:
		way = ways[0]
	default:
		options := make([]string, len(ways))
		for i, w := range ways {
			options[i] = w.describe()
		}
		answer, err := g.ask(Question{Kind: ChoosePayment, Player: p, Rule: "409.1b", About: fmt.Sprintf("how %s pays %s", g.playerName(p), cost), Options: options})
		if err != nil {
			return 0, 0, err
		}
		for i := range options {
			if options[i] == answer {
				way = ways[i]
			}
		}
	}
	*pool = way.after
	if cost.TwoHybrid != [5]int{} {
		g.record("104.3f", "%s pays the monocolored hybrid mana of %s with %s: each such symbol can be paid with one mana of its color or two mana of any type", g.playerName(p), cost, way.describe())
	}
	if cost.Phyrexian != [5]int{} {
		g.record("107.4f", "%s pays the Phyrexian mana of %s with %s: each Phyrexian symbol can be paid with one mana of its color or 2 life", g.playerName(p), cost, way.describe())
	}
	return way.generic, way.life, nil
}

// recordManaValue records how v's mana value is counted from its mana
// cost (202.3), and, where the 2026 numbers are cited, how each hybrid
// symbol counts its largest component (202.3f) and each Phyrexian symbol
// 1 (202.3g): rules the 2006 edition, which had neither, lacks.
func (g *Game) recordManaValue(v *view) {
	if g.recordBackFaceManaValue(v) {
		return
	}
	m := v.chars().ManaCost
	g.record("203.3", "%s's mana cost %s is %d mana in all, regardless of color: its converted mana cost is %d", v.name(), m, m.ConvertedCost(), m.ConvertedCost())
	g.recordManaValueLater(v, m)
	if g.rules.Numbers == nil {
		return
	}
	if m.hybridCount() > 0 || m.TwoHybrid != [5]int{} {
		var parts []string
		if n := m.hybridCount(); n > 0 {
			parts = append(parts, fmt.Sprintf("each of its %s counts 1", count(n, "two-color hybrid symbol")))
		}
		for _, c := range allColors {
			if n := m.TwoHybrid[c]; n > 0 {
				parts = append(parts, fmt.Sprintf("each %s counts 2, its largest component", "{2/"+c.Symbol()+"}"))
			}
		}
		g.record("202.3f", "%s's mana value counts the largest component of each hybrid symbol: %s", v.name(), strings.Join(parts, "; "))
	}
	if m.X > 0 && v.zone != ZoneStack {
		g.recordLater("107.3g", "%s is in the %s, not on the stack: {X} in its mana cost %s is treated as 0", v.name(), g.rules.ZoneName(v.zone), m)
	}
	if n := m.phyrexianCount(); n > 0 {
		g.record("202.3g", "%s's mana value counts 1 for each of its %s", v.name(), count(n, "Phyrexian mana symbol"))
	}
}

// phyrexianCount is the number of Phyrexian symbols in a cost.
func (m ManaCost) phyrexianCount() int {
	n := 0
	for _, k := range m.Phyrexian {
		n += k
	}
	return n
}
