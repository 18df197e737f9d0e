package rulings

import "slices"

// stateBasedEffectsPending reports whether any state-based effect would
// happen now.
func (g *Game) stateBasedEffectsPending() bool {
	snapshot := g.clone()
	acted := g.checkStateBasedEffects()
	g.restore(snapshot)
	return acted
}

// checkStateBasedEffects performs every applicable state-based effect at
// once (420.3) and reports whether any happened. The caller repeats until
// none do.
func (g *Game) checkStateBasedEffects() bool {
	acted := false
	for _, p := range g.Players {
		if p.Lost {
			continue
		}
		switch {
		case p.Life <= 0:
			g.trace.record("420.5a", "%s has %d life and loses the game", p.Name, p.Life)
			p.Lost, acted = true, true
		case p.DrewFromEmpty:
			g.trace.record("420.5g", "%s attempted to draw from an empty library and loses the game", p.Name)
			p.Lost, acted = true, true
		}
	}
	if acted {
		g.endIfDecided()
	}
	var dying []ObjectID
	for _, id := range g.InPlay {
		v := g.view(id)
		c := v.chars()
		if !c.HasType("creature") {
			continue
		}
		o := g.objects[id]
		switch {
		case c.Toughness <= 0:
			g.trace.record("420.5b", "%s has toughness %d and is put into its owner's graveyard", v.name(), c.Toughness)
		case o.Damage >= c.Toughness:
			g.trace.record("420.5c", "%s has lethal damage (%d, toughness %d) and is destroyed", v.name(), o.Damage, c.Toughness)
		default:
			continue
		}
		dying = append(dying, id)
	}
	if len(dying) > 0 {
		acted = true
		before := g.snapshotInPlay()
		var events []Event
		for _, id := range dying {
			events = append(events, g.move(id, ZoneGraveyard, g.objects[id].Owner))
		}
		g.afterEvents(events, before)
	}
	for _, p := range g.Players {
		for _, z := range []Zone{ZoneHand, ZoneGraveyard, ZoneLibrary} {
			list := g.zoneList(p.ID, z)
			for _, id := range slices.Clone(*list) {
				if g.objects[id].Token {
					g.trace.record("420.5f", "the token %s is in the %s and ceases to exist", g.name(id), z)
					g.remove(g.objects[id])
					acted = true
				}
			}
		}
	}
	for _, id := range slices.Clone(g.Removed) {
		if g.objects[id].Token {
			g.trace.record("420.5f", "the token %s is removed from the game and ceases to exist", g.name(id))
			g.remove(g.objects[id])
			acted = true
		}
	}
	return acted
}

// snapshotInPlay returns how every permanent in play looks now: the
// last known information leaves-play triggers look back to (410.10d).
func (g *Game) snapshotInPlay() []*view {
	out := make([]*view, 0, len(g.InPlay))
	for _, id := range g.InPlay {
		out = append(out, g.view(id))
	}
	return out
}

// endIfDecided ends a game in which one player remains (102.2a).
func (g *Game) endIfDecided() {
	var left []*Player
	for _, p := range g.Players {
		if !p.Lost {
			left = append(left, p)
		}
	}
	if len(left) <= 1 {
		g.Over = true
		if len(left) == 1 {
			g.trace.record("102.2a", "%s wins the game: every opponent has lost", left[0].Name)
		} else {
			g.trace.record("102.4a", "all remaining players lost simultaneously: the game is a draw")
		}
	}
}
