package rulings

// devoid: a characteristic-defining ability, "This object is colorless"
// (702.114a of 2026). It functions everywhere, even outside the game
// (604.3), so it is applied to the object's characteristics before any
// effect (devoidView), in every zone: effects that give the object a
// color later still do. A keyword from Battle for Zendikar.
var devoid = Keyword{Name: devoidName, Rule: "702.114", Form: "devoid", Since: "2015-10-02", build: staticKeyword(PlayRule),
	entering: func(g *Game, _ *Object, v *view, _ *Ability) {
		g.record("702.114a", "%s has devoid, a characteristic-defining ability: it is colorless whatever the colored symbols of its mana cost", v.name())
		g.recordLater("604.3", "devoid conveys %s's color, which its mana cost would otherwise give: it is a characteristic-defining ability", v.name())
	}}

const devoidName = "devoid"

// devoidView makes each face of v with devoid colorless, before the
// continuous effects apply (604.3, 613.3 of 2026).
func devoidView(v *view) {
	for i := range v.faces {
		if v.faces[i].Colors == 0 || !hasKeyword(&v.faces[i], devoidName) {
			continue
		}
		v.ownFaces()
		v.faces[i].Colors = 0
	}
}
