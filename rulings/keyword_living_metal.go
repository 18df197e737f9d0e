package rulings

// living metal: "During your turn, this permanent is an artifact creature
// in addition to its other types" (702.161a of 2026), a keyword of some
// Vehicles. A keyword from The Brothers' War, dated by that set's
// release. Its effect applies in the type-changing layer with the
// permanent's timestamp, and only while its controller is the active
// player; the effects are worked out again as each turn begins.
var livingMetal = Keyword{Name: "living metal", Rule: "702.161", Form: "living metal", Since: "2022-11-18",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "living metal: during your turn, this permanent is an artifact creature in addition to its other types", Static: &Static{Kind: LivingMetal}}
	}}

// LivingMetal is the static ability of living metal (702.161a).
const LivingMetal StaticKind = 150

// appendLivingMetal appends the effect of the living metal ability a of
// permanent o, if it is its controller's turn.
func (g *Game) appendLivingMetal(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	if a.Static.Kind != LivingMetal || o.Controller != g.active {
		return out
	}
	e := base
	e.Layer, e.AddTypes, e.Filter, e.Objects = LayerType, []string{"artifact", "creature"}, nil, []ObjectID{o.ID}
	return append(out, &e)
}

// noteLivingMetal records, as a turn begins, the permanents with living
// metal that it makes artifact creatures, those of the active player, and
// those it doesn't; the effects are
// worked out again for each active player (continuousEffects).
func (g *Game) noteLivingMetal() {
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.FaceDown {
			continue
		}
		for _, face := range underlyingFaces(o) {
			for _, a := range face.Abilities {
				switch {
				case a.Keyword != livingMetal.Name:
				case o.Controller == g.active:
					g.record("702.161a", "it is %s's turn: %s's living metal makes it an artifact creature in addition to its other types", g.playerName(g.active), g.name(id))
				default:
					g.record("702.161a", "it is %s's turn, not %s's: %s's living metal doesn't apply", g.playerName(g.active), g.playerName(o.Controller), g.name(id))
				}
			}
		}
	}
}
