package rulings

import "strings"

// noteNonbasicWithBasicType records, where the 2026 numbers are cited,
// why a land a spell or ability looking for nonbasic lands finds is one
// though it has a basic land type: only the supertype basic makes a land
// basic (305.8).
func (g *Game) noteNonbasicWithBasicType(v *view) {
	c := v.chars()
	if !c.HasType("land") {
		return
	}
	var basicTypes []string
	for _, t := range []string{"Plains", "Island", "Swamp", "Mountain", "Forest"} {
		if _, basic := basicLandMana[t]; basic && c.HasSubtype(t) {
			basicTypes = append(basicTypes, t)
		}
	}
	if len(basicTypes) == 0 {
		return
	}
	kind := "type"
	if len(basicTypes) > 1 {
		kind = "types"
	}
	g.recordLater("305.8", "%s has the basic land %s %s but not the supertype basic: it is a nonbasic land", v.name(), kind, strings.Join(basicTypes, " and "))
}
