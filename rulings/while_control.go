package rulings

// appendWhileControl appends the ability-adding effect of "As long as you
// control N or more [other] FILTER, this creature has KEYWORD." while the
// condition holds. A static ability's effect isn't locked in (611.3a of
// 2026): the effects are worked out anew whenever the permanents in play
// change (continuousEffects), the permanents counted with their
// characteristics before continuous effects apply.
func (g *Game) appendWhileControl(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	s := a.Static
	if s.Kind != KeywordWhileControl || s.Counted == nil || s.Grant == nil {
		return out
	}
	n := 0
	for _, id := range g.inPlay {
		if id == o.ID && s.CountOther {
			continue
		}
		if p := g.objects[id]; p == nil || p.Controller != o.Controller {
			continue
		}
		var v view
		if obj, _ := g.unaffectedView(id, &v); obj == nil {
			continue
		}
		if g.matches(s.Counted, &v, o.Controller, nil) {
			n++
		}
	}
	holds := n >= s.Amount.N
	if g.whileControlNoted == nil {
		g.whileControlNoted = map[ObjectID]bool{}
	}
	if noted, seen := g.whileControlNoted[o.ID]; !seen || noted != holds {
		g.whileControlNoted[o.ID] = holds
		what := s.Counted.Text
		if s.CountOther {
			what += " other than it"
		}
		if holds {
			g.record("418.4a", "%s's controller, %s, controls %d or more %s: %s has %s as long as that is true", o.Card.Name, g.playerName(o.Controller), s.Amount.N, what, o.Card.Name, s.Grant.Text)
		} else {
			g.record("418.4a", "%s's controller, %s, controls fewer than %d %s: %s doesn't have %s", o.Card.Name, g.playerName(o.Controller), s.Amount.N, what, o.Card.Name, s.Grant.Text)
		}
	}
	if !holds {
		return out
	}
	e := base
	e.Layer, e.AddAbilities, e.Filter, e.Objects = LayerOther, []*Ability{s.Grant}, nil, []ObjectID{o.ID}
	return append(out, &e)
}
