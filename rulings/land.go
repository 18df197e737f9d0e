package rulings

// PlayLand plays a land: a special action that puts it into play without
// the stack (408.2d, 212.6a).
func (g *Game) PlayLand(p PlayerID, card ObjectID) error {
	return g.undoable(p, func() error { return g.playLand(p, card) })
}

func (g *Game) playLand(p PlayerID, card ObjectID) error {
	o := g.objects[card]
	name := g.playerName(p)
	if o == nil || o.Zone != ZoneHand || o.Owner != p {
		return g.illegal("212.6a", "%s has no such card in hand: a land is played from its owner's hand", name)
	}
	c := g.view(card).chars()
	if g.priority != p || g.active != p || !g.step.isMain() || len(g.stack) > 0 {
		return g.illegal("212.6a", "%s can play a land only during a main phase of his or her turn, with priority and the stack empty", name)
	}
	if err := g.checkLandPlay(p); err != nil {
		return err
	}
	g.players[p].LandsPlayed++
	g.record("408.2d", "%s plays %s: a special action that puts it into play without using the stack", name, c.Name)
	g.enterPlay(card, p)
	return g.givePriority(p)
}
