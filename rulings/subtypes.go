package rulings

// landTypes are the subtypes that are land types (205.3i of 2026; 212.6c
// of 2006 lists those of its day): a land creature's other subtypes are
// creature types (205.3c of 2026, "Land Creature — Forest Dryad").
var landTypes = map[string]bool{
	"Cave": true, "Desert": true, "Forest": true, "Gate": true, "Island": true, "Lair": true, "Locus": true,
	"Mine": true, "Mountain": true, "Plains": true, "Planet": true, "Power-Plant": true, "Sphere": true,
	"Swamp": true, "Tower": true, "Town": true, "Urza's": true,
}

// splitSubtypes separates a land's land types from its other subtypes.
func splitSubtypes(c *Characteristics) (land, other []string) {
	for _, s := range c.Subtypes {
		if c.HasType("land") && landTypes[s] {
			land = append(land, s)
		} else {
			other = append(other, s)
		}
	}
	return land, other
}
