package rulings

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Attraction cards (717 of 2026). An Attraction is an artifact with a
// column of numbers, some lit up (717.1); the scenario language writes
// them as a "lights N, N" line of the card (CardDefinition.Lights). A
// player who plays with Attractions begins the game with an Attraction
// deck in the command zone (717.2), set up top first as a library is
// (AddToAttractionDeck): the scenario states the order the shuffle of
// 103.3a gave. Opening an Attraction puts the deck's top card onto the
// battlefield (717.3, action_open_attraction.go); as its controller's
// precombat main phase begins, a player who controls an Attraction rolls
// to visit their Attractions (717.4, action_roll_to_visit.go), and the
// visit ability of each Attraction with the result lit up triggers
// (717.5, keyword_visit.go). An Attraction card that would go to any zone
// but the battlefield, exile or the command zone goes to the command zone
// instead, to its owner's junkyard (717.6, 717.6a). Attractions came with
// Unfinity: the card lines are refused under an edition before it.

// AttractionSince is the effective date of the first rules with
// Attractions, those of Unfinity.
const AttractionSince = "2022-10-07"

// IsAttraction reports whether c is an Attraction: an artifact with that
// subtype (717.1).
func IsAttraction(c *Characteristics) bool {
	return c.HasType("artifact") && c.HasSubtype("Attraction")
}

// CheckLights checks the numbers lit up on an Attraction card: each from
// 1 to 6, the faces of the die rolled to visit (701.52a), and none twice.
func CheckLights(name string, lights []int) error {
	if len(lights) == 0 {
		return fmt.Errorf("Attraction %q lights no number: write \"lights N, N\" with numbers from 1 to 6 (717.1)", name)
	}
	for i, n := range lights {
		if n < 1 || n > 6 {
			return fmt.Errorf("Attraction %q: %d can't be lit up, the column of numbers runs from 1 to 6 (717.1)", name, n)
		}
		if slices.Contains(lights[:i], n) {
			return fmt.Errorf("Attraction %q lights %d twice", name, n)
		}
	}
	return nil
}

// AddToAttractionDeck puts card at the bottom of player's Attraction
// deck in the command zone as the game is set up (717.2). A card that is
// not an Attraction card is refused: an Attraction deck holds only those.
func (g *Game) AddToAttractionDeck(player PlayerID, card *CardDefinition) (ObjectID, error) {
	if len(card.Faces) == 0 || !IsAttraction(&card.Faces[0]) || len(card.Lights) == 0 {
		return 0, fmt.Errorf("%q is not an Attraction card with numbers lit up: an Attraction deck holds only Attraction cards (717.2)", card.Name)
	}
	id := g.AddCard(player, ZoneCommand, card)
	pl := g.players[player]
	pl.attractions = append(pl.attractions, id)
	pl.hasAttractionDeck = true
	return id, nil
}

// AttractionDeck returns the names of the cards of player's Attraction
// deck, top first.
func (g *Game) AttractionDeck(player PlayerID) []string {
	var out []string
	for _, id := range g.players[player].attractions {
		out = append(out, g.name(id))
	}
	return out
}

// lights are the numbers lit up on the Attraction seen in v, none for
// any other object.
func (g *Game) lights(v *view) []int {
	o := g.objects[v.id]
	if o == nil || o.Card == nil || !IsAttraction(v.chars()) {
		return nil
	}
	return o.Card.Lights
}

// describeLights writes lit-up numbers for the trace ("2, 4 and 6").
func describeLights(lights []int) string {
	words := make([]string, len(lights))
	for i, n := range lights {
		words[i] = strconv.Itoa(n)
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// attractionsOf lists the Attractions player p controls.
func (g *Game) attractionsOf(p PlayerID) []ObjectID {
	var out []ObjectID
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller == p && IsAttraction(v.chars()) {
			out = append(out, id)
		}
	}
	return out
}

// attractionMainPhaseAction is the turn-based action of 505.5 (703.4g,
// 717.4): as the active player's precombat main phase begins, after the
// Sagas' lore counters, a player who controls an Attraction rolls to
// visit their Attractions. It doesn't use the stack.
func (g *Game) attractionMainPhaseAction() error {
	if g.rules.from() < AttractionSince || len(g.attractionsOf(g.active)) == 0 {
		return nil
	}
	name := g.playerName(g.active)
	g.recordLater("703.4g", "immediately after the lore counters are placed, %s, the active player, controls an Attraction: they roll to visit their Attractions", name)
	g.recordLater("505.5", "it is %s's precombat main phase and they control an Attraction: they roll to visit their Attractions, a turn-based action that doesn't use the stack", name)
	g.recordLater("717.4", "as %s's precombat main phase begins, they control %s: rolling to visit them is a turn-based action", name, g.names(g.attractionsOf(g.active)))
	return g.rollToVisit(g.active)
}

// astrotoriumDestination applies 717.6: an Attraction card, which has an
// Astrotorium card back, that would be put into a zone other than the
// battlefield, exile or the command zone goes to the command zone
// instead, to its owner's junkyard (717.6a). The replacement may apply
// more than once to one event, so it applies after every other.
func (g *Game) astrotoriumDestination(o *Object, to Zone) Zone {
	if o.Token || o.Card == nil || len(o.Card.Lights) == 0 || len(o.Card.Faces) == 0 || !IsAttraction(&o.Card.Faces[0]) {
		return to
	}
	if to == ZoneInPlay || to == ZoneRemoved || to == ZoneCommand || to == ZoneStack {
		return to
	}
	g.recordLater("717.6", "%s has an Astrotorium card back and would be put into %s's %s: its owner puts it into the command zone instead, a replacement effect that may apply more than once to one event", o.Card.Name, g.playerName(o.Owner), g.rules.ZoneName(to))
	g.recordLater("717.6a", "%s joins %s's junkyard, a face-up pile in the command zone apart from the Attraction deck: not a zone of its own", o.Card.Name, g.playerName(o.Owner))
	return ZoneCommand
}
