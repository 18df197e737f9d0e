package rulings

import "slices"

// chosenColorVar is the resolution variable holding the color a "choose a
// color of a permanent you control" instruction chose, plus one; zero
// means no color could be chosen.
const chosenColorVar = "chosen color"

// opChooseColorOf has the controller choose a color of a permanent he or
// she controls ("Choose a color of a permanent you control. Add one mana
// of that color."). With no colored permanent there is no color to
// choose, and mana "of that color" is of an undefined type (406.6).
func opChooseColorOf(g *Game, r *resolution, ins Instruction) error {
	var colors []Color
	for _, id := range g.inPlay {
		v := g.view(id)
		if v.controller != r.controller {
			continue
		}
		for _, c := range v.chars().Colors.Colors() {
			if !slices.Contains(colors, c) {
				colors = append(colors, c)
			}
		}
	}
	if r.vars == nil {
		r.vars = map[string]int{}
	}
	if len(colors) == 0 {
		r.vars[chosenColorVar] = 0
		g.record("413.2c", "%s controls no colored permanent: there is no color to choose", g.playerName(r.controller))
		return nil
	}
	slices.Sort(colors)
	options := make([]string, len(colors))
	for i, c := range colors {
		options[i] = c.String()
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "413.2c", About: "a color of a permanent under his or her control", Options: options})
	if err != nil {
		return err
	}
	c := colors[slices.Index(options, answer)]
	r.vars[chosenColorVar] = int(c) + 1
	g.record("413.2c", "%s chooses %s, a color of a permanent under his or her control", g.playerName(r.controller), c)
	return nil
}

// opAddManaChosenColor adds one mana of the color chosen earlier in the
// resolution; with none chosen, the type is undefined and it adds no mana
// (406.6).
func opAddManaChosenColor(g *Game, r *resolution, ins Instruction) error {
	n := r.vars[chosenColorVar]
	if n == 0 {
		g.record("406.6", "no color was chosen: the type of mana is undefined, so %s's ability produces no mana", r.source.name())
		return nil
	}
	g.addToPool(r, Mana{Color: Color(n - 1)})
	return nil
}
