package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// A modal spell may let its controller choose more modes if an additional
// cost is paid ("Choose one. If this spell was kicked, choose any number
// instead."). The kicker cost is announced after the modes in the casting
// process, but the player may consider it when choosing them (601.4 of
// 2026).

// noMoreModes is the answer that ends the choice of modes.
const noMoreModes = "no more modes"

// chooseAnyModes has the controller of a kicked spell choose any number
// of its modes, at least one, in turn; they are followed in the order
// written.
func (g *Game) chooseAnyModes(s *stackSpell, p PlayerID) error {
	g.record("601.4", "%s will pay the kicker cost, a choice made later in the announcement, and may consider it now: any number of the modes of %s may be chosen", g.playerName(p), g.name(s.obj.ID))
	return g.chooseModesInTurn(s, p)
}

// chooseModesInTurn has p choose any number of the modes of the spell s,
// at least one, in turn; they are followed in the order written.
func (g *Game) chooseModesInTurn(s *stackSpell, p PlayerID) error {
	a := s.ability
	names := a.modeNames()
	var chosen []int
	for len(chosen) < len(names) {
		var options []string
		for i, n := range names {
			if !slices.Contains(chosen, i) {
				options = append(options, n)
			}
		}
		if len(chosen) > 0 {
			options = append(options, noMoreModes)
		}
		answer, err := g.ask(Question{Kind: ChooseMode, Player: p, Rule: "409.1b", About: "a mode of " + g.name(s.obj.ID) + " (or \"" + noMoreModes + "\")", Options: options})
		if err != nil {
			return err
		}
		if answer == noMoreModes {
			break
		}
		chosen = append(chosen, slices.Index(names, answer))
	}
	slices.Sort(chosen)
	s.obj.ChosenModes = chosen
	s.ability = modesChosen(a, chosen)
	g.record("409.1b", "%s chooses %s of %s: %s", g.playerName(p), count(len(chosen), "mode"), g.name(s.obj.ID), s.ability.Text)
	return nil
}

// modesChosen is a modal ability with the chosen modes: their targets and
// instructions in the order written.
func modesChosen(a *Ability, chosen []int) *Ability {
	out := &Ability{Kind: a.Kind, Keyword: a.Keyword}
	var names []string
	for _, i := range chosen {
		if i < 0 || i >= len(a.Modes) {
			continue
		}
		m := a.Modes[i]
		names = append(names, fmt.Sprintf("%q", m.Text))
		out.Targets = append(out.Targets, m.Targets...)
		out.Effect = append(out.Effect, m.Effect...)
	}
	out.Text = strings.Join(names, ", then ")
	return out
}
