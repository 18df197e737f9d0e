package rulings

import "fmt"

// A prohibition on casting spells with certain qualities is checked as a
// player begins to cast a spell, considering the choices of the proposal
// that may change those qualities: if some choice could let the spell be
// cast, the player may begin (601.3a of 2026). Once the choices are made,
// the proposed spell is checked again, and a prohibited one is illegal
// (601.2e).

// manaValue is an object's mana value: on the stack, each {X} in its
// mana cost counts as the value announced (202.3e of 2026); with its back
// face up, a double-faced object's is its front face's (712.8e).
func (g *Game) manaValue(v *view) int {
	c := v.chars()
	mv := c.ManaCost.ConvertedCost()
	if cost, ok := g.combinedCost(v); ok {
		mv = cost.ConvertedCost()
	}
	if v.frontCost != nil {
		// A double-faced object with its back face up (712.8c, 712.8e).
		mv = v.frontCost.ConvertedCost()
	}
	if v.zone == ZoneStack && c.ManaCost.X > 0 {
		if o := g.objects[v.id]; o != nil {
			mv += o.X * c.ManaCost.X
		}
	}
	return mv
}

func (g *Game) parityMatches(parity string, n int) bool {
	return (n%2 == 0) == (parity == "even")
}

// choicesCouldAllow reports whether a card the prohibition f matches could
// escape it by a choice made as it is proposed: a value of X that changes
// its mana value's parity. It records that the player may begin to cast it.
func (g *Game) choicesCouldAllow(f *Filter, card, src *view) bool {
	c := card.chars()
	if f.ManaValueParity == "" || c.ManaCost.X == 0 {
		return false
	}
	base := c.ManaCost.ConvertedCost()
	for x := range 2 {
		if mv := base + x*c.ManaCost.X; !g.parityMatches(f.ManaValueParity, mv) {
			g.record("601.3a", "%s's ability prohibits spells with %s mana values, but the value chosen for X may change %s's mana value (%d with X = %d): the player may begin to cast it", src.name(), f.ManaValueParity, card.name(), mv, x)
			return true
		}
	}
	return false
}

// recheckProhibition checks the proposed spell, its choices made, against
// the prohibitions again (601.2e).
func (g *Game) recheckProhibition(p PlayerID, spell *Object) error {
	v := g.view(spell.ID)
	if src, a := g.spellProhibition(p, v, ZoneStack, nil); a != nil {
		return g.illegal("601.2e", "the proposed spell %s has mana value %d with X = %d, which %s prohibits: casting it is illegal", v.name(), g.manaValue(v), spell.X, fmt.Sprintf("%s's ability \"%s\"", src.name(), a.Text))
	}
	return nil
}
