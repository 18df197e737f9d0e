package rulings

import "slices"

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

// enchantmentTypes are the enchantment types of 205.3h of 2026.
var enchantmentTypes = map[string]bool{"Aura": true, "Background": true, "Cartouche": true, "Case": true, "Class": true,
	"Curse": true, "Role": true, "Room": true, "Rune": true, "Saga": true, "Shard": true, "Shrine": true}

// subtypeKind names the card type whose subtype s is: "land",
// "artifact", "enchantment", "battle", "planeswalker" or "creature" (a
// capitalized word no other list has, as a creature type no longer
// printed in the rules, such as Viashino, still is); "" for a spell type
// or a word no card type has.
func subtypeKind(s string) string {
	switch {
	case landTypes[s]:
		return "land"
	case isArtifactType(s):
		return "artifact"
	case enchantmentTypes[s]:
		return "enchantment"
	case s == "Siege":
		return "battle"
	case planeswalkerTypeNames[s]:
		return "planeswalker"
	case s == "Arcane" || s == "Trap" || s == "Adventure" || s == "Lesson" || s == "Omen":
		return ""
	case CreatureTypeError(s) == nil:
		return "creature"
	}
	return ""
}

// keptSubtypes are the subtypes of old an effect setting an object's card
// types to types leaves it: those correlated with a card type it still
// has, unless the effect sets that type's subtypes (set) too (205.1a of
// 2026, 212.1b of 2006). An artifact creature Thopter that becomes "a 3/3
// creature" stays a Thopter; a Forest that does is no longer a Forest.
func keptSubtypes(old, types, set []string) []string {
	var out []string
	for _, s := range old {
		kind := subtypeKind(s)
		if kind == "" || !slices.Contains(types, kind) || slices.ContainsFunc(set, func(n string) bool { return subtypeKind(n) == kind }) {
			continue
		}
		out = append(out, s)
	}
	return out
}
