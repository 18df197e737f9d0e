package rulings

import "fmt"

// Instructions that the printed wording of common cards needs.

// opAddManaAnyColor is "add one mana of any color" (Birds of Paradise):
// the player adding it chooses the color as the effect is applied (413.2c;
// 608.2d of 2026).
func opAddManaAnyColor(g *Game, r *resolution, ins Instruction) error {
	options := make([]string, len(allColors))
	for i, c := range allColors {
		options[i] = c.String()
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "413.2c", About: fmt.Sprintf("the color of the mana %q adds", ins.Text), Options: options})
	if err != nil {
		return err
	}
	for i, name := range options {
		if name == answer {
			g.record("413.2c", "%s chooses %s as the effect is applied", g.playerName(r.controller), name)
			ins.Colors = ColorSet(0).With(allColors[i])
		}
	}
	ins.Amount = Value{N: 1}
	return opAddMana(g, r, ins)
}
