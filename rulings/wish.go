package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// The Judgment Wishes: "choose a creature card you own from outside the
// game, reveal that card, and put it into your hand". Outside the game is
// not a zone: a card is outside the game if it is in none of the game's
// zones (the sideboard), and, under the 2006 rules, if it is in the
// removed-from-the-game zone (217.1e). The player can't choose a card of
// another type (413.2c), and neither can the controller of his or her
// turn, who makes the choice (507.3).

// outsideTheGame lists the cards player p owns outside the game: his or
// her sideboard and, where the rules count it, the removed-from-the-game
// zone (Rules.RemovedIsOutsideGame).
func (g *Game) outsideTheGame(p PlayerID) []ObjectID {
	out := g.objectsIn(p, ZoneOutside)
	if g.rules.RemovedIsOutsideGame {
		for _, id := range g.removed {
			if o := g.objects[id]; o.Owner == p && !o.Token {
				out = append(out, id)
			}
		}
	}
	return out
}

// opWish has a player choose a card matching the filter that he or she
// owns from outside the game, reveal it, and put it into his or her hand.
func opWish(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		var ids []ObjectID
		var options []string
		wrong := map[string]string{}
		for _, id := range g.outsideTheGame(p) {
			f := ins.Filter
			f.Zone = g.objects[id].Zone
			name := g.name(id)
			if g.matches(&f, g.view(id), p, r) {
				ids = append(ids, id)
				options = append(options, name)
			} else if indexFold(options, name) < 0 {
				wrong[strings.ToLower(name)] = fmt.Sprintf("%s is not %s %s", name, indefinite(f.Text), f.Text)
			}
		}
		if len(ids) == 0 {
			g.record("217.1e", "%s owns no %s outside the game: there is none to choose", g.playerName(p), ins.Filter.Text)
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "413.2c", About: "which " + ins.Filter.Text + " to bring from outside the game", Options: options, Wrong: wrong})
		if err != nil {
			return err
		}
		i := indexFold(options, answer)
		if g.objects[ids[i]].Zone == ZoneRemoved {
			g.record("217.1e", "%s is in the removed-from-the-game zone, so it is outside the game", answer)
		}
		g.record("413.2b", "%s reveals %s, %s %s %s owns from outside the game, and puts it into his or her hand", g.playerName(p), answer, indefinite(ins.Filter.Text), ins.Filter.Text, g.playerName(p))
		g.recordLater("108.3b", "the effect lets %s take a card they own from outside the game, %s, and bring it into the game", g.playerName(p), answer)
		g.recordLater("108.3", "%s is brought into the game from outside it rather than starting in a deck: its owner is %s, who brought it in", answer, g.playerName(p))
		ev := g.move(ids[i], ZoneHand, p)
		if o := g.objects[ev.NewID]; o != nil {
			g.broughtInCards = append(slices.Clone(g.broughtInCards), o.Origin)
		}
		g.afterEvents([]Event{ev}, nil)
	}
	return nil
}
