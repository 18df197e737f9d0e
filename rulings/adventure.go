package rulings

import "strings"

// An adventurer card may be cast as its Adventure, a spell with only the
// alternative characteristics printed in its inset frame (715.3 of
// 2026); everywhere else it has only its normal characteristics (715.4).
// An Adventure that resolves is exiled rather than put into the graveyard
// (715.3d).

// adventureFace is the Face of a spell cast as an Adventure.
const adventureFace = -2

// adventureView gives a spell cast as an Adventure only the Adventure's
// characteristics (715.3b).
func (g *Game) adventureView(o *Object, v *view) {
	if o.Zone == ZoneStack && o.Face == adventureFace && o.Card.Adventure != nil {
		v.faces = []Characteristics{*o.Card.Adventure}
	}
}

// adventureDestination exiles an Adventure spell as it resolves instead of
// putting it into its owner's graveyard (715.3d).
func (g *Game) adventureDestination(o *Object, to Zone) Zone {
	if o.Face != adventureFace || to != ZoneGraveyard {
		return to
	}
	g.record("715.3d", "%s was cast as an Adventure: instead of going to the graveyard, it is exiled", o.Card.Name)
	g.record("715.4", "in exile, %s has only its normal characteristics again: it is %s, not %s", o.Card.Name, o.Card.Faces[0].Name, o.Card.Adventure.Name)
	return ZoneRemoved
}

// isAdventure reports whether name names the card's Adventure.
func (d *CardDefinition) isAdventure(name string) bool {
	return d.Adventure != nil && name != "" && strings.EqualFold(name, d.Adventure.Name)
}
