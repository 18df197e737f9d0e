package rulings

// cantGainLife finds a static ability that stops p from gaining life:
// "players can't gain life", "your opponents can't gain life" of a
// permanent an opponent of p controls, "you can't gain life" or "your
// life total can't change" of one p controls (119.7 of 2026).
func (g *Game) cantGainLife(p PlayerID) (*view, *Ability, bool) {
	for src, a := range g.staticsInPlay(CantGainLife) {
		switch a.Static.Players {
		case "opponents":
			if src.controller == p {
				continue
			}
		case "you":
			if src.controller != p {
				continue
			}
		}
		return src, a, true
	}
	return g.lifeCantChange(p)
}

// lifeCantChange finds "your life total can't change" of a permanent p
// controls: p can neither gain nor lose life (119.7, 119.8 of 2026).
func (g *Game) lifeCantChange(p PlayerID) (*view, *Ability, bool) {
	for src, a := range g.staticsInPlay(LifeCantChange) {
		if src.controller == p {
			return src, a, true
		}
	}
	return nil, nil, false
}

// noLifeGain reports, recording why, that p can't gain the n life an
// event would give them: the gain doesn't happen (119.7 of 2026).
func (g *Game) noLifeGain(p PlayerID, n int) bool {
	src, a, ok := g.cantGainLife(p)
	if !ok || n <= 0 {
		return false
	}
	g.record("119.7", "%s would gain %d life, but %s says \"%s\": %s can't gain life, so the gain doesn't happen (life stays %d)", g.playerName(p), n, src.name(), a.Text, g.playerName(p), g.players[p].Life)
	return true
}

// noLifeLoss reports, recording why, that p can't lose the n life an
// event would take: the loss doesn't happen (119.8 of 2026).
func (g *Game) noLifeLoss(p PlayerID, n int) bool {
	src, a, ok := g.lifeCantChange(p)
	if !ok || n <= 0 {
		return false
	}
	g.record("119.8", "%s would lose %d life, but %s says \"%s\": %s can't lose life, so the loss doesn't happen (life stays %d)", g.playerName(p), n, src.name(), a.Text, g.playerName(p), g.players[p].Life)
	return true
}
