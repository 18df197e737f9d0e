package rulings

import ()

// draw has a player draw n cards one at a time (423.2).
func (g *Game) draw(p PlayerID, n int) ([]Event, error) {
	var events []Event
	pl := g.players[p]
	if n > 1 {
		g.record("423.2", "%s draws %d cards, one at a time", pl.Name, n)
	}
	for i := range n {
		if instead, err := g.replaceDrawOrdered(p); instead || err != nil {
			if err != nil {
				return events, err
			}
			continue
		}
		empty := len(pl.Library) == 0
		if replaced, ok, err := g.replaceDraw(p); ok || err != nil {
			if ok {
				g.recordLater("121.6", "an effect replaces %s's draw: the card draw doesn't happen", pl.Name)
			}
			if ok && empty {
				g.record("423.6a", "the draw is replaced even though %s's library is empty: %s doesn't attempt to draw from it", pl.Name, pl.Name)
			}
			events = append(events, replaced...)
			if err != nil {
				return events, err
			}
			if i < n-1 {
				g.record("423.6b", "the replacement of %s's draw is complete before the rest of the draws resume", pl.Name)
			}
			continue
		}
		replaced, dredged, err := g.dredge(p)
		if err != nil {
			return events, err
		}
		if dredged {
			events = append(events, replaced...)
			if i < n-1 {
				g.record("423.6b", "the replacement of %s's draw is complete before the rest of the draws resume", pl.Name)
			}
			continue
		}
		if len(pl.Library) == 0 {
			if n > 1 && !pl.DrewFromEmpty {
				g.record("102.3c", "%s is required to draw more cards than are left in his or her library: he or she draws the remaining cards and will lose the game", pl.Name)
			}
			pl.DrewFromEmpty = true
			g.record("423.4", "%s attempts to draw from an empty library", pl.Name)
			continue
		}
		ev := g.move(pl.Library[0], ZoneHand, p)
		pl.DrawsThisTurn++
		ev.Nth = pl.DrawsThisTurn
		g.record("423.1", "%s draws %s", pl.Name, g.name(ev.NewID))
		if o := g.objects[ev.NewID]; o.Card.IsSplit() {
			g.record("505.4", "%s is a split card, but only one card: %s has drawn one card", o.Card.Name, pl.Name)
		}
		events = append(events, ev)
		if err := g.miracleReveal(&ev); err != nil {
			return events, err
		}
	}
	return events, nil
}

func opDraw(g *Game, r *resolution, ins Instruction) error {
	n := r.value(ins.Amount)
	players := r.players(ins.Player)
	if len(players) > 1 {
		g.record("423.2a", "more than one player draws: the active player draws first, then each other player in turn order")
	}
	for _, p := range players {
		events, err := g.draw(p, n)
		g.afterEvents(events, nil)
		if err != nil {
			return err
		}
	}
	return nil
}
