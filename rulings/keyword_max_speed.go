package rulings

// max speed — [ability]: "as long as your speed is 4, this object has
// [ability]" (702.178a of 2026), a static ability written before the
// ability line it grants; speed comes from start your engines!
// (702.179, keyword_start_your_engines.go). A keyword of Aetherdrift,
// dated by its release.
var maxSpeedKeyword = Keyword{Name: "max speed", Rule: "702.178", Form: "max speed — ABILITY",
	Since: SpeedSince, match: wrappingOnly("max speed"), build: staticKeyword(PlayRule),
	wraps: grantWhile("max speed", "702.178a", WhileMaxSpeed)}

// WhileMaxSpeed is a max speed ability: the object has the ability Grant
// as long as its controller's speed is 4 (702.178a).
const WhileMaxSpeed StaticKind = 200

// appendWhileMaxSpeed appends the effect of a's max speed ability, a
// static ability of permanent o, while o's controller has max speed: o
// has the ability granted, in layer 6 with o's timestamp.
func (g *Game) appendWhileMaxSpeed(out []*ContinuousEffect, base ContinuousEffect, o *Object, a *Ability) []*ContinuousEffect {
	return appendGrantWhile(out, base, o, a, WhileMaxSpeed, g.players[o.Controller].Speed >= maxSpeed)
}

// noteMaxSpeedAbilities records, as player p reaches max speed, that each
// max speed ability of their permanents now grants its ability.
func (g *Game) noteMaxSpeedAbilities(p PlayerID) {
	for _, id := range g.inPlay {
		o := g.objects[id]
		if o.Controller != p || o.FaceDown {
			continue
		}
		for _, face := range underlyingFaces(o) {
			for _, a := range face.Abilities {
				if a.Kind == StaticAbility && a.Static != nil && a.Static.Kind == WhileMaxSpeed && a.Static.Grant != nil {
					g.noteKeyword(g.name(id), maxSpeedKeyword)
					g.record("702.178a", "%s's controller has max speed: as long as their speed is 4, %s has \"%s\"", g.name(id), g.name(id), a.Static.Grant.Text)
				}
			}
		}
	}
}
