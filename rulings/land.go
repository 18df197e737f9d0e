package rulings

// PlayLand plays a land: a special action that puts it into play without
// the stack (408.2d, 212.6a).
func (g *Game) PlayLand(p PlayerID, card ObjectID) error {
	return g.undoable(p, func() error { return g.playLand(p, card) })
}

func (g *Game) playLand(p PlayerID, card ObjectID) error {
	o := g.objects[card]
	name := g.playerName(p)
	if o != nil && o.Zone == ZoneLibrary && o.Owner == p {
		if err := g.landFromLibraryTop(p, o); err != nil {
			return err
		}
	} else if o == nil || o.Zone != ZoneHand || o.Owner != p {
		return g.illegal("212.6a", "%s has no such card in hand: a land is played from its owner's hand", name)
	}
	c := g.view(card).chars()
	if g.priority != p || g.active != p || !g.step.isMain() || len(g.stack) > 0 {
		if g.active != p {
			g.recordLater("305.3", "it isn't %s's turn: a player can't play a land, for any reason, if it isn't their turn", name)
		}
		return g.illegal("212.6a", "%s can play a land only during a main phase of his or her turn, with priority and the stack empty", name)
	}
	if err := g.landProhibited(p, card); err != nil {
		return err
	}
	if limit := g.landLimit(p); g.players[p].LandsPlayed >= limit {
		g.recordLater("305.2b", "%s can play %s this turn and has played %d, as many or more: %s can't play a land, for any reason", name, count(limit, "land"), g.players[p].LandsPlayed, name)
		if limit == 1 {
			return g.illegal("212.6b", "%s has already played a land this turn", name)
		}
		return g.illegal("212.6b", "%s has already played %s this turn", name, count(limit, "land"))
	} else if g.players[p].LandsPlayed > 0 {
		g.record("212.6b", "%s may play %s this turn, and has played %d", name, count(limit, "land"), g.players[p].LandsPlayed)
	}
	g.recordLater("305.2a", "%s can play %s this turn and has played %d, fewer: %s can play a land", name, count(g.landLimit(p), "land"), g.players[p].LandsPlayed, name)
	g.players[p].LandsPlayed++
	g.record("408.2d", "%s plays %s: a special action that puts it into play without using the stack", name, c.Name)
	g.recordAction("408.2d#play", "to play a land is to put it onto the battlefield from the zone it's in: %s plays %s from their hand", name, c.Name)
	g.noteLandPlayTiming2026(name)
	g.noteLandPlayed(name, c.Name)
	g.enterPlay(card, p)
	g.recordLater("116.3", "%s took a special action: %s receives priority afterward", name, name)
	return g.givePriority(p)
}
