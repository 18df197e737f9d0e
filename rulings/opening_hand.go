package rulings

import "fmt"

// openingHandActions lets each player, the starting player first and then
// each other in turn order, take the actions cards in their opening hand
// allow, once the mulligan process is complete (103.6 of 2026): for a card
// with OpeningHandBattlefield, its owner answers whether to begin the game
// with it on the battlefield (103.6a).
func (g *Game) openingHandActions() error {
	for _, p := range g.apnap() {
		for _, id := range append([]ObjectID(nil), g.players[p].Hand...) {
			v := g.view(id)
			if v == nil || !hasStatic(v.chars(), OpeningHandBattlefield) {
				continue
			}
			answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "103.6", About: fmt.Sprintf("whether to begin the game with %s on the battlefield", v.name()), Options: []string{"yes", "no"}})
			if err != nil {
				return err
			}
			if answer != "yes" {
				g.recordLater("103.6", "the mulligans are done: %s keeps %s in their opening hand", g.playerName(p), v.name())
				continue
			}
			g.move(id, ZoneInPlay, p)
			g.recordLater("103.6a", "the mulligans are done: %s begins the game with %s on the battlefield, as its ability allows, before the first turn", g.playerName(p), v.name())
		}
	}
	return nil
}

// hasStatic reports whether c has a static ability of kind k.
func hasStatic(c *Characteristics, k StaticKind) bool {
	for _, a := range c.Abilities {
		if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == k {
			return true
		}
	}
	return false
}
