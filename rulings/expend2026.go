package rulings

// Expend (700.14 of 2026): a player expends N when paying a cost to cast
// a spell takes the mana they spent to cast spells this turn from less
// than N to at least N.

// noteManaSpent counts the mana a player just spent to cast a spell, for
// abilities that trigger "whenever you expend N".
func (g *Game) noteManaSpent(s *stackSpell, p PlayerID, spent int) {
	if !s.isSpell || spent <= 0 {
		return
	}
	pl := g.players[p]
	pl.ManaSpentOnSpells += spent
	if g.watches(ManaSpent) {
		s.events = append(s.events, Event{Kind: ManaSpent, Object: g.view(s.obj.ID), Player: p, Amount: spent, Total: pl.ManaSpentOnSpells})
	}
}

// YouExpend is the condition of "whenever you expend N": the player
// controlling the ability's source had spent less than N mana to cast
// spells this turn before paying the cost, and at least N after.
func YouExpend(n int) func(g *Game, ev *Event, src *view) bool {
	return func(g *Game, ev *Event, src *view) bool {
		if ev.Player != src.controller {
			return false
		}
		before := ev.Total - ev.Amount
		if before >= n || ev.Total < n {
			return false
		}
		g.record("700.14", "%s had spent %d mana to cast spells this turn before paying for %s and %d after: they expend %d", g.playerName(ev.Player), before, ev.Object.name(), ev.Total, n)
		return true
	}
}
