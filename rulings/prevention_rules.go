package rulings

import "slices"

// Prevention effects of resolved spells that don't modify any object's
// characteristics modify the rules of the game: "prevent all damage
// creatures would deal this turn" applies to every creature that deals
// damage this turn, even one that wasn't in play, or wasn't a creature,
// when the effect began (418.3b).

// preventionEffect prevents all damage its sources would deal until end
// of turn.
type preventionEffect struct {
	filter Filter
	text   string
	// controller is the effect's controller; before lists the objects the
	// filter matched as the effect began.
	controller PlayerID
	before     []ObjectID
	// combat limits the effect to combat damage ("prevent all combat
	// damage that would be dealt this turn").
	combat bool
}

// opPreventAllFrom starts "prevent all damage FILTER would deal this
// turn".
func opPreventAllFrom(g *Game, r *resolution, ins Instruction) error {
	e := preventionEffect{filter: ins.Filter, text: ins.Text, controller: r.controller, combat: ins.Name == PreventCombat}
	for _, id := range g.inPlay {
		if g.matches(&e.filter, g.view(id), r.controller, nil) {
			e.before = append(e.before, id)
		}
	}
	g.preventions = append(g.preventions, e)
	g.record("413.2b", "until end of turn, %s", ins.Text)
	return nil
}

// preventFromSource applies the prevention effects to n damage source
// would deal to recipient and returns what is left.
func (g *Game) preventFromSource(source *view, n int, recipient string, combat bool) int {
	for _, e := range g.preventions {
		if n <= 0 {
			return n
		}
		if e.combat && !combat {
			continue
		}
		f := e.filter
		f.Zone = source.zone
		if !g.matches(&f, source, e.controller, nil) {
			if slices.Contains(e.before, source.id) {
				g.record("419.8b", "\"%s\" rechecks %s's properties as it would deal damage: it is no longer among the %s, so its damage isn't prevented", e.text, source.name(), e.filter.Text)
			}
			continue
		}
		g.record("419.7a", "\"%s\" prevents all %d damage %s would deal to %s", e.text, n, source.name(), recipient)
		if !slices.Contains(e.before, source.id) {
			g.record("418.3b", "\"%s\" modifies the rules rather than any object's characteristics, so it applies to %s, which wasn't among the %s when the effect began", e.text, source.name(), e.filter.Text)
		}
		n = 0
	}
	return n
}
