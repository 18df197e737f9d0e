package rulings

import (
	"fmt"
	"slices"
)

// oneAtATime orders the permanents vs instructed to act (explore,
// connive) at the same time: the first player in APNAP order who controls
// one or more of them, or last controlled it if it has left the
// battlefield, chooses one, and it acts; then the process repeats for the
// rest (701.44d, 701.50d of 2026, rule): each choice is made after the
// permanent chosen before has acted. act has one permanent act. One
// permanent is no choice.
func (g *Game) oneAtATime(vs []*view, verb, rule string, act func(v *view) error) error {
	if len(vs) < 2 {
		for _, v := range vs {
			if err := act(v); err != nil {
				return err
			}
		}
		return nil
	}
	left := slices.Clone(vs)
	for _, p := range g.apnap() {
		for {
			var mine []*view
			var names []string
			for _, v := range left {
				if v.controller == p {
					mine = append(mine, v)
					names = append(names, v.name())
				}
			}
			if len(mine) == 0 {
				break
			}
			next := mine[0]
			if len(mine) > 1 {
				answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: rule, About: fmt.Sprintf("which of your permanents %s next", verb), Options: names})
				if err != nil {
					return err
				}
				next = mine[pick(names, answer)]
			}
			g.record(rule, "%d permanents are instructed to %s at the same time: %s, the first player in APNAP order controlling one of those left, chooses %s, and it %ss", len(vs), verb, g.playerName(p), next.name(), verb)
			left = slices.DeleteFunc(left, func(v *view) bool { return v == next })
			if err := act(next); err != nil {
				return err
			}
		}
	}
	return nil
}
