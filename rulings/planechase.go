package rulings

import (
	"fmt"
	"slices"
)

// The Planechase variant (901 of 2026). Each player has a planar deck of
// plane and phenomenon cards (311, 312) in the command zone, set up top
// first as a library is (AddToPlanarDeck): the scenario states the order
// the shuffle gave. One card is face up in the command zone, the plane
// the game is on (SetFaceUpPlane); its abilities function from there
// (901.7) and it is controlled by the planar controller, the active
// player (901.6). The cards of a planar deck are face down and have no
// abilities that work. The active player may roll the planar die during
// their main phase (901.9, planar_die.go); rolling the Planeswalker
// symbol makes them planeswalk (701.31, action_planeswalk.go), and
// rolling the chaos symbol makes chaos ensue, which triggers the face-up
// plane's chaos ability (311.7). A face-up phenomenon's encounter
// ability triggers as it is turned face up (312.5); once that ability has
// left the stack, the planar controller planeswalks, a state-based action
// (704.6f). A player who leaves a game of more than two takes their
// cards with them; if the face-up plane was one, the planar controller
// planeswalks at once (901.10, 901.10a), and a planar controller who
// leaves is replaced by the next player in turn order (800.4p). The
// abilities of a phenomenon whose owner left (901.10b), the single planar
// deck option (901.15) and Grand Melee (901.14) are not played.

// PlanechaseSince is the effective date of the first rules with the
// Planechase variant (then "Planar Magic"), those of its release.
const PlanechaseSince = "2009-09-04"

// PhenomenonSince is the effective date of the first rules with
// phenomenon cards, those of Planechase 2012.
const PhenomenonSince = "2012-06-01"

// IsPlane reports whether c is a plane card (311.1).
func IsPlane(c *Characteristics) bool { return c.HasType("plane") }

// IsPhenomenon reports whether c is a phenomenon card (312.1).
func IsPhenomenon(c *Characteristics) bool { return c.HasType("phenomenon") }

// isPlanar reports whether c is a plane or phenomenon card, the cards of
// a planar deck (901.3).
func isPlanar(c *Characteristics) bool { return IsPlane(c) || IsPhenomenon(c) }

// planarCard reports whether card is a plane or phenomenon card.
func planarCard(card *CardDefinition) bool {
	return card != nil && len(card.Faces) > 0 && isPlanar(&card.Faces[0])
}

// AddToPlanarDeck puts card at the bottom of player's planar deck in the
// command zone as the game is set up (901.3, 901.4). A card that is not a
// plane or phenomenon card is refused, and so is a second card of one
// name (901.3).
func (g *Game) AddToPlanarDeck(player PlayerID, card *CardDefinition) (ObjectID, error) {
	if err := g.checkPlanarCard(player, card); err != nil {
		return 0, err
	}
	id := g.AddCard(player, ZoneCommand, card)
	pl := g.players[player]
	pl.planar = append(pl.planar, id)
	pl.hasPlanarDeck = true
	return id, nil
}

// SetFaceUpPlane puts card face up in the command zone as the plane the
// game is on as it is set up, owned by player: the plane the starting
// player turned face up (901.5) or one planeswalked to since. It is
// controlled by the planar controller, the active player (901.6).
func (g *Game) SetFaceUpPlane(player PlayerID, card *CardDefinition) (ObjectID, error) {
	if err := g.checkPlanarCard(player, card); err != nil {
		return 0, err
	}
	if !IsPlane(&card.Faces[0]) {
		return 0, fmt.Errorf("%q is a phenomenon card: the game can't be set up on it, a phenomenon face up makes its planar controller planeswalk before anyone gets priority (704.6f)", card.Name)
	}
	id := g.AddCard(player, ZoneCommand, card)
	g.objects[id].Controller = g.planarController()
	g.players[player].hasPlanarDeck = true
	return id, nil
}

// checkPlanarCard checks a card set up in player's planar deck or face
// up: a plane or phenomenon card, its name not yet among theirs (901.3).
func (g *Game) checkPlanarCard(player PlayerID, card *CardDefinition) error {
	if !planarCard(card) {
		name := "a card"
		if card != nil {
			name = fmt.Sprintf("%q", card.Name)
		}
		return fmt.Errorf("%s is not a plane or phenomenon card: a planar deck holds only those (901.3)", name)
	}
	for _, id := range g.command {
		if o := g.objects[id]; o.Owner == player && o.Card != nil && o.Card.Name == card.Name && planarCard(o.Card) {
			return fmt.Errorf("%s has %q twice: each card in a planar deck must have a different English name (901.3)", g.playerName(player), card.Name)
		}
	}
	return nil
}

// PlanarDeck returns the names of the cards of player's planar deck, top
// first.
func (g *Game) PlanarDeck(player PlayerID) []string {
	var out []string
	for _, id := range g.players[player].planar {
		out = append(out, g.name(id))
	}
	return out
}

// FaceUpPlanes returns the names of the face-up plane and phenomenon
// cards in the command zone.
func (g *Game) FaceUpPlanes() []string {
	var out []string
	for _, id := range g.faceUpPlanes() {
		out = append(out, g.name(id))
	}
	return out
}

// planechase reports whether the game is a Planechase game: a player
// plays with a planar deck (901.3).
func (g *Game) planechase() bool {
	return slices.ContainsFunc(g.players, func(p *Player) bool { return p.hasPlanarDeck })
}

// faceUpPlanes lists the face-up plane and phenomenon cards in the
// command zone: the planar cards there that are in no planar deck.
func (g *Game) faceUpPlanes() []ObjectID {
	var out []ObjectID
	for _, id := range g.command {
		if o := g.objects[id]; o != nil && planarCard(o.Card) && !g.inPlanarDeck(id) {
			out = append(out, id)
		}
	}
	return out
}

// inPlanarDeck reports whether id is a face-down card of a planar deck,
// whose abilities don't function (901.7).
func (g *Game) inPlanarDeck(id ObjectID) bool {
	for _, p := range g.players {
		if slices.Contains(p.planar, id) {
			return true
		}
	}
	return false
}

// planarController is the player designated as the planar controller:
// the active player, or once the active player has left the game, the
// next player in turn order still in it, until another player's turn
// begins (901.6, 800.4p).
func (g *Game) planarController() PlayerID {
	if g.inGame(g.active) {
		return g.active
	}
	return g.nextInGame(g.active)
}

// planesOwnedBy names the face-up plane and phenomenon cards player p
// owns.
func (g *Game) planesOwnedBy(p PlayerID) []string {
	var out []string
	for _, id := range g.faceUpPlanes() {
		if o := g.objects[id]; o.Owner == p {
			out = append(out, o.Card.Name)
		}
	}
	return out
}

// planarPlayerLeft follows player p's leaving a Planechase game, their
// planar deck gone with them, faceUp naming the face-up cards they owned:
// a planar controller who left is replaced by the next player in turn
// order (800.4p), who controls the face-up cards; and if a face-up card
// left with p, the planar controller turns the top card of their planar
// deck face up at once, not as a state-based action (901.10): they
// planeswalk (901.11, 701.31c).
func (g *Game) planarPlayerLeft(p PlayerID, faceUp []string) {
	if !g.planechase() {
		return
	}
	g.players[p].planar = nil
	c := g.planarController()
	if c != p && p == g.active {
		g.recordLater("800.4p", "%s, the planar controller, leaves the game: %s, the next player in turn order still in it, becomes the planar controller", g.playerName(p), g.playerName(c))
		for _, id := range g.faceUpPlanes() {
			g.objects[id].Controller = c
			g.effectsChanged()
			g.recordLater("901.6", "%s, the planar controller, controls %s until they leave the game or another player becomes the active player", g.playerName(c), g.name(id))
		}
	}
	if len(faceUp) == 0 {
		return
	}
	for _, sid := range slices.Clone(g.stack) {
		if o := g.objects[sid]; o != nil && o.Ability == planeswalkingAbility {
			g.recordLater("901.10a", "%s left the game while the planeswalking ability was on the stack: that ability ceases to exist", joinAnd(faceUp))
			g.removeAbilityFromStack(o)
		}
	}
	g.recordLater("901.10", "%s left the game with %s, face up: %s, the planar controller, turns the top card of their planar deck face up at once, not as a state-based action", g.playerName(p), joinAnd(faceUp), g.playerName(c))
	g.planeswalkFrom(c, fmt.Sprintf("the owner of %s, face up, left the game", joinAnd(faceUp)), faceUp)
}

// newPlanarController makes the active player, whose turn just began,
// the planar controller and the controller of each face-up plane and
// phenomenon card (901.6).
func (g *Game) newPlanarController() {
	for _, id := range g.faceUpPlanes() {
		o := g.objects[id]
		if o.Controller == g.active {
			continue
		}
		o.Controller = g.active
		g.effectsChanged()
		g.recordLater("901.6", "%s is the active player and so the planar controller: they control %s, face up in the command zone", g.playerName(g.active), o.Card.Name)
		g.notePlaneStatics(id)
	}
}

// notePlaneStatics records that the static abilities of the plane or
// phenomenon id, face up in the command zone, affect the game for its
// controller (311.4, 901.7).
func (g *Game) notePlaneStatics(id ObjectID) {
	o := g.objects[id]
	for _, ab := range o.Card.Faces[0].Abilities {
		if ab.Kind == StaticAbility && ab.Static != nil && ab.Keyword == "" {
			g.recordLater("311.4", "%s is face up in the command zone: its static ability \"%s\" affects the game, controlled by %s", o.Card.Name, ab.Text, g.playerName(o.Controller))
		}
	}
}

// planeStatics turns the static abilities of the face-up plane and
// phenomenon cards into continuous effects: they function from the
// command zone (901.7, 311.4), controlled by the planar controller.
func (g *Game) planeStatics(out []*ContinuousEffect) []*ContinuousEffect {
	for _, id := range g.faceUpPlanes() {
		o := g.objects[id]
		for _, ab := range o.Card.Faces[0].Abilities {
			if ab.Kind != StaticAbility || ab.Static == nil || ab.Keyword != "" {
				continue
			}
			base := ContinuousEffect{Timestamp: o.Timestamp, Source: id, Controller: o.Controller, Filter: &ab.Static.Filter, Text: ab.Text, ability: ab}
			out = appendStaticEffects(out, base, ab.Static, id)
		}
	}
	return out
}

// phenomenonPlaneswalks performs the state-based action of 704.6f: a
// phenomenon card face up in the command zone that is not the source of
// a triggered ability that has triggered but not yet left the stack makes
// the planar controller planeswalk (312.7).
func (g *Game) phenomenonPlaneswalks() bool {
	for _, id := range g.faceUpPlanes() {
		o := g.objects[id]
		if !IsPhenomenon(&o.Card.Faces[0]) || g.sourceOfWaitingTrigger(id) {
			continue
		}
		p := g.planarController()
		g.recordLater("704.6f", "%s is a phenomenon card face up in the command zone, and no triggered ability of it waits to be put on the stack or is on the stack: %s, the planar controller, planeswalks", o.Card.Name, g.playerName(p))
		g.recordLater("312.7", "%s's encounter ability has left the stack: the planar controller planeswalks the next time a player would receive priority", o.Card.Name)
		g.planeswalk(p, "a phenomenon of theirs is face up with no triggered ability of it waiting or on the stack, the state-based action of 704.6f")
		return true
	}
	return false
}

// sourceOfWaitingTrigger reports whether id is the source of a triggered
// ability that has triggered but not yet left the stack.
func (g *Game) sourceOfWaitingTrigger(id ObjectID) bool {
	for _, t := range g.pending {
		if t.source != nil && t.source.id == id && !t.source.isAbility {
			return true
		}
	}
	for _, sid := range g.stack {
		if o := g.objects[sid]; o != nil && o.Ability != nil && o.Source != nil && o.Source.id == id && o.Source.zone == ZoneCommand {
			return true
		}
	}
	return false
}

// chaosEnsuesName is the event of chaos ensuing, which chaos abilities
// trigger on (311.7).
const chaosEnsuesName = "chaos ensues"

// chaosEnsues makes chaos ensue for player p, who rolled the chaos symbol
// or whose spell or ability said so (311.7): an event the chaos ability
// of each face-up plane triggers on.
func (g *Game) chaosEnsues(p PlayerID, why string) {
	g.afterEvents([]Event{g.chaosEvent(p, why)}, nil)
}

// chaosEvent records that chaos ensues for player p, for why, and returns
// the event, for the caller to add to the events it sees triggers for.
func (g *Game) chaosEvent(p PlayerID, why string) Event {
	g.recordLater("311.7", "chaos ensues (%s): the chaos ability of each face-up plane, \"Whenever chaos ensues\", triggers", why)
	return Event{Kind: ActionCompleted, Player: p, Action: chaosEnsuesName}
}

// chaosAbility is the condition of a plane's chaos ability, "Whenever
// chaos ensues" or as older printings put it "Whenever you roll
// {CHAOS}" (311.7): it triggers on chaos ensuing while the plane is face
// up in the command zone, and is controlled by the planar controller.
func chaosAbility(g *Game, ev *Event, src *view) bool {
	if ev.Action != chaosEnsuesName || src.zone != ZoneCommand || !IsPlane(src.chars()) || g.inPlanarDeck(src.id) {
		return false
	}
	g.recordLater("311.7", "%s's chaos ability triggers; it is controlled by the planar controller, %s", src.name(), g.playerName(src.controller))
	return true
}

// opChaosEnsues is "chaos ensues" in an effect (311.7).
func opChaosEnsues(g *Game, r *resolution, ins Instruction) error {
	if !g.planechase() {
		g.recordLater("311.7", "%q: this is no Planechase game, there is no plane whose chaos ability could trigger", ins.Text)
		return nil
	}
	g.chaosEnsues(r.controller, fmt.Sprintf("%s says so as it resolves", r.source.name()))
	return nil
}
