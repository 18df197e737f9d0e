package rulings

import (
	"fmt"
	"strings"
)

// Mana with a spending restriction (106.6): an ability that adds mana may
// say "spend this mana only to cast FILTER spells". The restriction goes
// with that mana, not with its type: the pool's counts hold all its mana,
// and Restricted says how much of each type can be spent only so. Mana
// added later, even by an effect that reads the restricted mana (Doubling
// Cube), is free of it.

// SpendRestriction is an amount of one type of mana in a pool that can be
// spent only to cast a spell matching Filter.
type SpendRestriction struct {
	Mana   Mana
	N      int
	Filter Filter
}

// OpSpendOnly is the instruction "spend this mana only to cast FILTER
// spells", following the instruction that adds the mana.
const OpSpendOnly = "spend-only"

// restrictedString renders the restricted part of a pool, or "": the
// mana under each restriction, in the order costs print it.
func (p ManaPool) restrictedString() string {
	var texts []string
	under := map[string]*ManaPool{}
	for _, r := range p.Restricted {
		if r.N <= 0 {
			continue
		}
		if under[r.Filter.Text] == nil {
			texts = append(texts, r.Filter.Text)
			under[r.Filter.Text] = &ManaPool{}
		}
		under[r.Filter.Text].add(r.Mana, r.N)
	}
	if len(texts) == 0 {
		return ""
	}
	parts := make([]string, len(texts))
	for i, t := range texts {
		parts[i] = under[t].String() + " can be spent only to cast " + t
	}
	return ", of which " + strings.Join(parts, "; ")
}

// opSpendOnly restricts the mana the resolving ability has just added to
// its controller's pool (106.6).
func opSpendOnly(g *Game, r *resolution, ins Instruction) error {
	if len(r.manaKinds) == 0 {
		return fmt.Errorf("%q: no mana was added for it to restrict", ins.Text)
	}
	pool := &g.players[r.controller].Pool
	restricted := append([]SpendRestriction(nil), pool.Restricted...)
	for _, m := range r.manaKinds {
		restricted = append(restricted, SpendRestriction{Mana: m, N: 1, Filter: ins.Filter})
	}
	pool.Restricted = restricted
	g.record("106.6", "the mana %s adds can be spent only to cast %s; that doesn't change its type (pool now %s)", r.source.name(), ins.Filter.Text, *pool)
	return nil
}

// spendAllowed reports whether mana under restriction r may pay for s: only
// a spell being cast that matches its filter.
func (g *Game) spendAllowed(r SpendRestriction, p PlayerID, s *stackSpell) bool {
	if s == nil || !s.isSpell {
		return false
	}
	v := g.view(s.obj.ID)
	return v != nil && g.matches(&r.Filter, v, p, nil)
}

// setAsideRestricted takes out of pool the restricted mana that can't pay
// for s, to be put back by restoreRestricted once the payment is made.
func (g *Game) setAsideRestricted(p PlayerID, pool *ManaPool, s *stackSpell) (aside ManaPool) {
	for _, r := range pool.Restricted {
		if r.N > 0 && !g.spendAllowed(r, p, s) {
			aside.add(r.Mana, r.N)
			pool.add(r.Mana, -r.N)
		}
	}
	return aside
}

// restoreRestricted puts the set-aside mana back and, of the restricted
// mana that could be spent, counts as spent first what the payment took of
// each type: a player spends the mana whose use is restricted before mana
// that could be spent on anything.
func (g *Game) restoreRestricted(p PlayerID, pool *ManaPool, before ManaPool, aside ManaPool, s *stackSpell) {
	if len(pool.Restricted) == 0 {
		return
	}
	spent := func(m Mana) int {
		if m.Colorless {
			return before.Colorless - pool.Colorless
		}
		return before.Colored[m.Color] - pool.Colored[m.Color]
	}
	used := map[Mana]int{}
	var kept []SpendRestriction
	for _, r := range pool.Restricted {
		if r.N > 0 && g.spendAllowed(r, p, s) {
			take := min(r.N, spent(r.Mana)-used[r.Mana])
			if take > 0 {
				used[r.Mana] += take
				r.N -= take
				g.record("106.6", "%s spends %s that can be spent only to cast %s on %s", g.playerName(p), strings.Repeat(r.Mana.String(), take), r.Filter.Text, g.name(s.obj.ID))
			}
		}
		if r.N > 0 {
			kept = append(kept, r)
		}
	}
	pool.Restricted = kept
	pool.Colorless += aside.Colorless
	for c := range aside.Colored {
		pool.Colored[c] += aside.Colored[c]
	}
}

// multiplyMana is "double the amount of each type of unspent mana you
// have" (Doubling Cube): for each type, its controller adds that much mana
// of that type (701.10f), free of any restriction on the mana it counts
// (106.6).
func (g *Game) multiplyMana(r *resolution, factor int) error {
	p := r.controller
	pool := g.players[p].Pool
	var kinds []Mana
	if pool.Colorless > 0 {
		kinds = append(kinds, Mana{Colorless: true})
	}
	for _, c := range allColors {
		if pool.Colored[c] > 0 {
			kinds = append(kinds, Mana{Color: c})
		}
	}
	for _, m := range kinds {
		n := pool.Colorless
		if !m.Colorless {
			n = pool.Colored[m.Color]
		}
		n *= factor - 1
		g.players[p].Pool.add(m, n)
		g.record("701.10f", "%s doubles the %s in their mana pool: they add %s", g.playerName(p), m, strings.Repeat(m.String(), n))
	}
	if len(pool.Restricted) > 0 {
		g.record("106.6", "a restriction on how mana can be spent doesn't change its type: the mana added for it can be spent on anything (pool now %s)", g.players[p].Pool)
	}
	return nil
}
