package rulings

// A replacement effect such as Worship's, "If you control a creature,
// damage that would reduce your life total to less than 1 reduces it to 1
// instead", applies to a damage event once it is processed into its
// results: the life lost and the life gained in the same event are
// weighed together, so damage whose event also gains the player enough
// life doesn't reduce the life total to less than 1, and the effect
// doesn't apply (120.4c-d of 2026). Damage dealt at once is one event
// (dealingAtOnce); other damage is weighed as it is dealt.

// noteDamageLifeLoss records that damage made player p lose n life from a
// life total of before: weighed now, or with the rest of the damage dealt
// at once.
func (g *Game) noteDamageLifeLoss(p PlayerID, before, n int) {
	b := g.lifelinkBatch
	if b == nil {
		g.applyLifeFloor(p, before, n)
		return
	}
	if b.lost == nil {
		b.lost, b.lifeBefore = map[PlayerID]int{}, map[PlayerID]int{}
	}
	if _, ok := b.lifeBefore[p]; !ok {
		b.lifeBefore[p] = before
	}
	b.lost[p] += n
}

// lifeFloorOf finds a DamageLifeFloor ability that applies to player p:
// of a permanent p controls, whose condition p's permanents fulfill.
func (g *Game) lifeFloorOf(p PlayerID) (*view, *Ability) {
	for _, id := range g.inPlay {
		src := g.view(id)
		if src.controller != p {
			continue
		}
		for _, a := range src.chars().Abilities {
			if a.Kind != StaticAbility || a.Static == nil || a.Static.Kind != DamageLifeFloor {
				continue
			}
			for _, other := range g.inPlay {
				if v := g.view(other); v.controller == p && g.matches(&a.Static.Filter, v, p, nil) {
					return src, a
				}
			}
		}
	}
	return nil, nil
}

// applyLifeFloor weighs a damage event that made p lose lost life from
// before against p's DamageLifeFloor effect: the event's results, the
// life gained in it included, either leave p's life total at 1 or more,
// and the effect isn't applied, or would reduce it to less than 1, which
// the effect makes 1 instead.
func (g *Game) applyLifeFloor(p PlayerID, before, lost int) {
	if before-lost >= 1 {
		return
	}
	src, a := g.lifeFloorOf(p)
	if a == nil {
		return
	}
	pl := g.players[p]
	gained := pl.Life - (before - lost)
	if pl.Life >= 1 {
		g.record("120.4d", "the damage event's results are %s losing %d life and gaining %d life: %s's effect \"%s\" sees that it would not reduce %s's life total to less than 1, so it is not applied (life %d)", pl.Name, lost, gained, src.name(), a.Text, pl.Name, pl.Life)
		return
	}
	pl.Life = 1
	g.record("614.1a", "%s's effect \"%s\": the damage event would reduce %s's life total from %d to %d, less than 1, so it reduces it to 1 instead", src.name(), a.Text, pl.Name, before, before-lost+gained)
}
