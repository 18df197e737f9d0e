package rulings

import "strings"

// entwine {COST}: "You may choose to use all modes of this spell instead
// of just one. If you do, you pay an additional COST" (502.32).
var entwine = Keyword{Name: entwineName, Rule: "502.32", Form: "entwine {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	}}

const entwineName = "entwine"

// allModes is the ModeIndex of an entwined spell: every mode is chosen.
const allModes = -1

// entwineModes chooses every mode of the spell, which its entwine cost
// pays for (502.32a).
func (g *Game) entwineModes(s *stackSpell) error {
	c := g.view(s.obj.ID).chars()
	if !s.isSpell || keywordAbility(c, entwineName) == nil {
		return g.illegal("502.32a", "%s doesn't have entwine", g.name(s.obj.ID))
	}
	s.obj.ModeIndex = allModes
	s.ability = combinedModes(s.ability)
	g.noteKeyword(g.name(s.obj.ID), entwine)
	g.record("502.32a", "%s announces paying the entwine cost of %s: all its modes are chosen", g.playerName(s.obj.Controller), g.name(s.obj.ID))
	return nil
}

// combinedModes is a modal ability with every mode chosen: the targets of
// all modes, and their instructions in the order written (502.32b).
func combinedModes(a *Ability) *Ability {
	out := &Ability{Kind: a.Kind, Keyword: a.Keyword}
	var names []string
	for _, m := range a.Modes {
		names = append(names, m.Text)
		out.Targets = append(out.Targets, m.Targets...)
		out.Effect = append(out.Effect, m.Effect...)
	}
	out.Text = strings.Join(names, ", then ")
	return out
}

// addEntwineCost adds the entwine cost of an entwined spell to its total
// cost (502.32a, 409.1f).
func (g *Game) addEntwineCost(s *stackSpell, total ManaCost) ManaCost {
	if !s.isSpell || s.obj.ModeIndex != allModes {
		return total
	}
	a := keywordAbility(g.view(s.obj.ID).chars(), entwineName)
	if a == nil {
		return total
	}
	total = total.plus(a.Cost.Mana)
	g.record("409.1f", "the entwine cost %s is added: %s", a.Cost.Mana, total)
	g.record("502.32b", "the entwined spell follows the text of each mode in the order written: %s", s.ability.Text)
	return total
}

// keywordAbility returns a face's ability of the keyword kw, or nil.
func keywordAbility(c *Characteristics, kw string) *Ability {
	for _, a := range c.Abilities {
		if a.Keyword == kw {
			return a
		}
	}
	return nil
}
