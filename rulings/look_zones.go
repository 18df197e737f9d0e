package rulings

import (
	"fmt"
	"strings"
)

// Looking at the cards of a zone other than a hand. A library is a single
// face-down pile no player may look at, though any player may count it
// (217.2b; 401.2 and 401.3 of 2026). A graveyard is a face-up pile any
// player may examine at any time (217.4b; 404.2), and so are the cards in
// the removed-from-the-game zone (217.7b; 406.3), both public zones
// (400.2 of 2026), except the cards exiled face down: under the 2026 rules
// a card foretold (702.143a) can be examined only by its owner, whom the
// foretell ability allows to look at it (406.3). A card exiled face down by
// hideaway is not told apart here.

// LookAtZone has player viewer look at the cards owner has in zone z: a
// library, a graveyard or the removed-from-the-game zone (exile). A hand
// is looked at as LookAtHand says.
func (g *Game) LookAtZone(viewer, owner PlayerID, z Zone) error {
	if z == ZoneHand {
		return g.LookAtHand(viewer, owner)
	}
	ids := g.Zone(owner, z)
	zone := g.rules.ZoneName(z)
	if len(ids) == 0 {
		return fmt.Errorf("%s's %s is empty: there is nothing to look at", g.playerName(owner), zone)
	}
	who, whose := g.playerName(viewer), g.playerName(owner)
	switch z {
	case ZoneLibrary:
		g.recordLater("401.3", "%s may count the cards in %s's library at any time: %d", who, whose, len(ids))
		return g.illegal("217.2b", "%s's library is kept in a single face-down pile: %s can't look at its cards", whose, who)
	case ZoneGraveyard:
		g.recordLater("400.2", "a graveyard is a public zone: all players can see the cards' faces")
		g.record("217.4b", "%s examines %s's graveyard, a face-up pile any player may examine at any time: %s", who, whose, g.joinedNames(ids))
		return nil
	case ZoneRemoved:
		var up, down []ObjectID
		for _, id := range ids {
			if g.exiledFaceDown(id) {
				down = append(down, id)
			} else {
				up = append(up, id)
			}
		}
		if len(up) > 0 {
			g.recordLater("400.2", "exile is a public zone: all players can see the faces of the cards not exiled face down")
			g.record("217.7b", "the cards in %s's %s are kept face up, and any player may examine them: %s examines %s", whose, zone, who, g.joinedNames(up))
		}
		if len(down) == 0 {
			return nil
		}
		if viewer == owner {
			g.recordLater("406.3", "%s, exiled face down, can be examined only as an instruction allows: foretell lets %s, its owner, look at it", g.joinedNames(down), who)
			return nil
		}
		g.recordLater("406.3", "%s exiled face down: no player may examine it except as an instruction allows, and %s can't", count(len(down), "card"), who)
		if len(up) == 0 {
			return g.illegal("217.7b", "%s can't examine the face-down %s in %s's %s", who, count(len(down), "card"), whose, zone)
		}
		return nil
	}
	return fmt.Errorf("%s can look at a hand, a library, a graveyard or the %s, not the %s", who, g.rules.ZoneName(ZoneRemoved), zone)
}

// exiledFaceDown reports whether the card id in exile was exiled face
// down: under the 2026 rules, a foretold card.
func (g *Game) exiledFaceDown(id ObjectID) bool {
	if g.rules.Edition != Edition2026 || g.keywords.later == nil {
		return false
	}
	return g.keywords.later.exiledWith[id].keyword == foretell.Name
}

// joinedNames is the names of objects, joined for the trace.
func (g *Game) joinedNames(ids []ObjectID) string {
	return strings.Join(g.nameList(ids), ", ")
}
