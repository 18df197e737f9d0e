package rulings

import (
	"fmt"
	"strings"
)

// Split cards under the modern rules (709 of 2026). The 2006 rules name
// the half being played only as it is on the stack (505.2); from 2009 a
// player chooses the half before the card moves, and only that half is
// asked whether it can be cast (709.3, 709.3a). From the Amonkhet update
// a split card outside the stack has its halves' characteristics
// combined (709.4), and naming one takes one of its two names, not both
// (709.4a): before, a split card was named by both halves (505.7 of
// 2006).

// noteSplitHalfChosen records, under the modern rules, the half of split
// card c that player name chose to cast before putting it on the stack:
// the half whose characteristics every check of the casting reads.
func (g *Game) noteSplitHalfChosen(name string, c *CardDefinition, face int) {
	if g.rules.Numbers == nil {
		return
	}
	half := c.Faces[face].Name
	g.record("709.3", "%s chooses to cast %s, one half of %s, before putting it onto the stack", name, half, c.Name)
	g.record("709.3a", "only %s is evaluated to see if it can be cast, and only %s is put onto the stack", half, half)
}

// noteSplitCombined records that a split card outside the stack has its
// halves' characteristics combined (709.4), where a rule asks about it.
func (g *Game) noteSplitCombined(v *view) {
	g.record("709.4", "%s isn't on the stack: its characteristics are those of its two halves combined", v.name())
}

// namedSplitHalf applies 709.4a to a name chosen under the combined
// rules: answer, one half's name, is a name of the split card whole.
// Naming both halves at once is no card name: the player chooses one of
// them. ok is false when answer names no split card of the game.
func (g *Game) namedSplitHalf(player, answer string) (whole string, ok bool, err error) {
	if whole, isHalf := g.splitHalf(answer); isHalf {
		return whole, true, nil
	}
	if def, isSplit := g.splitCard(answer); isSplit {
		return "", true, &DecisionError{Player: player, Question: fmt.Sprintf("the name of a card (709.4a: a split card has two names, and the player chooses one of them, not both, to name %s)", def.Name), Options: faceNames(def), Given: answer}
	}
	return "", false, nil
}

// hasSplitName reports whether the object seen in v has name among its
// halves' names: under the combined rules a split card has both (709.4a).
func (g *Game) hasSplitName(v *view, name string) bool {
	if !g.rules.SplitCardsCombined || len(v.faces) < 2 {
		return false
	}
	for i := range v.faces {
		if strings.EqualFold(v.faces[i].Name, name) {
			return true
		}
	}
	return false
}
