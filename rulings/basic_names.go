package rulings

import "slices"

// Cards printed before the Eighth Edition core set don't say "basic" on
// their type line: a land with one of these names is a basic land all the
// same (205.4b).
var oldBasicLandNames = []string{
	"Forest", "Island", "Mountain", "Plains", "Swamp",
	"Snow-Covered Forest", "Snow-Covered Island", "Snow-Covered Mountain", "Snow-Covered Plains", "Snow-Covered Swamp",
}

// basicByName reports whether c, lacking the supertype on its type line,
// is a basic land by its name when supertype is "basic". As a spell or
// ability looks for basic lands (r set), the trace says so.
func (g *Game) basicByName(c *Characteristics, supertype string, r *resolution) bool {
	if supertype != "basic" || !c.HasType("land") || !slices.Contains(oldBasicLandNames, c.Name) {
		return false
	}
	if r != nil {
		g.record("205.4b", "%s's type line, printed before the Eighth Edition core set, doesn't say \"basic\", but a land with that name is a basic land", c.Name)
	}
	return true
}
