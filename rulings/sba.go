package rulings

import (
	"maps"
	"slices"
)

// stateBasedEffectsPending reports whether any state-based effect would
// happen now.
func (g *Game) stateBasedEffectsPending() bool {
	snapshot := g.clone()
	acted := g.checkStateBasedEffects()
	g.restore(snapshot)
	return acted
}

// putIntoGraveyards puts permanents into their owners' graveyards at once,
// as one set of events; the caller has recorded each at the rule that
// sends it there.
func (g *Game) putIntoGraveyards(ids []ObjectID) {
	before := g.snapshotInPlay()
	var events []Event
	for _, id := range ids {
		events = append(events, g.move(id, ZoneGraveyard, g.objects[id].Owner))
	}
	g.afterEvents(events, before)
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
		var toGraveyard, destroyed []ObjectID
		for _, id := range dying {
			if c := g.view(id).chars(); c.Toughness <= 0 {
				// Regeneration can't replace this event (420.5b).
				if g.objects[id].Shields > 0 {
					g.trace.record("420.5b", "regeneration can't replace this: %s's regeneration shield doesn't save it", g.name(id))
				}
				toGraveyard = append(toGraveyard, id)
			} else {
				destroyed = append(destroyed, id)
			}
		}
		g.putIntoGraveyards(toGraveyard)
		g.destroy(destroyed, false)
	}
	// The legend rule: two or more legendary permanents with the same name
	// are all put into their owners' graveyards (420.5e).
	byName := map[string][]ObjectID{}
	for _, id := range g.InPlay {
		if v := g.view(id); v.chars().HasSupertype("legendary") {
			byName[v.name()] = append(byName[v.name()], id)
		}
	}
	var legends []ObjectID
	for _, name := range slices.Sorted(maps.Keys(byName)) {
		if ids := byName[name]; len(ids) > 1 {
			g.trace.record("420.5e", "%d legendary permanents named %s are in play: all are put into their owners' graveyards", len(ids), name)
			legends = append(legends, ids...)
		}
	}
	if len(legends) > 0 {
		acted = true
		g.putIntoGraveyards(legends)
	}
	var unattached []ObjectID
	for _, id := range g.InPlay {
		o := g.objects[id]
		c := g.view(id).chars()
		if !isAura(c) {
			continue
		}
		if why := g.illegalAttachment(o, c); why != "" {
			g.trace.record("420.5d", "%s %s: it is put into its owner's graveyard", g.name(id), why)
			unattached = append(unattached, id)
		}
	}
	if len(unattached) > 0 {
		acted = true
		g.putIntoGraveyards(unattached)
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

// illegalAttachment says why an Aura's attachment is illegal, or "".
func (g *Game) illegalAttachment(o *Object, c *Characteristics) string {
	to := g.objects[o.AttachedTo]
	if to == nil || to.Zone != ZoneInPlay {
		return "is not attached to a permanent in play"
	}
	v := g.view(to.ID)
	if f, ok := enchantFilter(c); ok && !g.matches(&f, v, o.Controller, nil) {
		return "is attached to " + v.name() + ", which it can't enchant"
	}
	if shared := (protectionFrom(v) & c.Colors).Colors(); len(shared) > 0 {
		return "is attached to " + v.name() + ", which has protection from " + shared[0].String() + " (502.7c)"
	}
	return ""
}
