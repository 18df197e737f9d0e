package rulings

import (
	"slices"
)

// draw has a player draw n cards one at a time (423.2).
func (g *Game) draw(p PlayerID, n int) ([]Event, error) {
	var events []Event
	pl := g.players[p]
	for range n {
		replaced, dredged, err := g.dredge(p)
		if err != nil {
			return events, err
		}
		if dredged {
			events = append(events, replaced...)
			continue
		}
		if len(pl.Library) == 0 {
			pl.DrewFromEmpty = true
			g.record("423.4", "%s attempts to draw from an empty library", pl.Name)
			continue
		}
		ev := g.move(pl.Library[0], ZoneHand, p)
		g.record("423.1", "%s draws %s", pl.Name, g.name(ev.NewID))
		if o := g.objects[ev.NewID]; o.Card.IsSplit() {
			g.record("505.4", "%s is a split card, but only one card: %s has drawn one card", o.Card.Name, pl.Name)
		}
		events = append(events, ev)
	}
	return events, nil
}

func opDraw(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	for _, p := range r.players(ins.Player) {
		events, err := g.draw(p, n)
		g.afterEvents(events, nil)
		if err != nil {
			return err
		}
	}
	return nil
}

// dredge offers to replace one draw with a dredge ability of a card in the
// player's graveyard (502.47a); a card whose number exceeds the library
// can't be dredged (502.47b). It reports whether the draw was replaced.
func (g *Game) dredge(p PlayerID) ([]Event, bool, error) {
	pl := g.players[p]
	options := []string{"draw"}
	var cards []ObjectID
	var counts []int
	for _, id := range g.objectsIn(p, ZoneGraveyard) {
		v := g.view(id)
		for _, a := range v.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != Dredge {
				continue
			}
			n := a.Static.Amount.N
			if n > len(pl.Library) {
				g.record("502.47b", "%s can't dredge %s: the library has fewer than %d cards", pl.Name, v.name(), n)
				continue
			}
			options = append(options, "dredge "+v.name())
			cards = append(cards, id)
			counts = append(counts, n)
		}
	}
	if len(cards) == 0 {
		return nil, false, nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.47a", About: "whether to draw or to dredge instead", Options: options})
	if err != nil {
		return nil, false, err
	}
	i := indexFold(options, answer)
	if i == 0 {
		return nil, false, nil
	}
	id, n := cards[i-1], counts[i-1]
	g.record("502.47a", "%s dredges %s instead of drawing: %d cards go from the top of the library to the graveyard and %s returns to hand", pl.Name, g.name(id), n, g.name(id))
	events := g.moveAll(slices.Clone(pl.Library[:n]), ZoneGraveyard, "502.47a", "put from the top of the library into the graveyard")
	return append(events, g.move(id, ZoneHand, p)), true, nil
}
