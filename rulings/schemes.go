package rulings

import (
	"fmt"
	"slices"
)

// Schemes and the Archenemy variant (314, 904 of 2026). The archenemy is
// the player with a scheme deck (904.2a, 904.3): scheme cards, face down,
// in the command zone, where they stay throughout the game (314.2,
// 904.4). The scenario states the deck top first, the order the shuffle
// before the game gave, and so who is the archenemy. Immediately after
// the archenemy's precombat main phase begins, the top scheme is set in
// motion, a turn-based action (505.3, 703.4e, 904.9,
// action_set_in_motion.go): turned face up, its "When you set this scheme
// in motion" abilities trigger (SchemeSetInMotion). A face-up scheme's
// abilities work from the command zone (314.4, 904.8) under its owner's
// control (314.5, 904.7). A face-up scheme that isn't ongoing is turned
// face down and put on the bottom of its owner's scheme deck as a
// state-based action once no triggered ability of any scheme waits to be
// put on the stack or is on it (314.6, 704.6e, 904.10); an ongoing one
// stays face up until an ability abandons it (904.11,
// action_abandon.go).
//
// The engine plays the default two-team game (904.2) with the archenemy
// against one player: a team of two or more takes its turns together
// (805, shared team turns), which the engine doesn't play, and in the
// Supervillain Rumble (904.12) every player is an archenemy. Both are
// refused as the game is set up. A scenario starts wherever it states,
// so the starting life totals (904.5) and the first turn (904.6) are
// what it says.

// SchemeSince is the effective date of the first rules with scheme cards
// and the Archenemy variant: those of the release of Archenemy.
const SchemeSince = "2010-06-18"

// IsScheme reports whether c is a scheme card (314.1).
func IsScheme(c *Characteristics) bool { return c.HasType("scheme") }

// isOngoing reports whether the scheme c has the supertype ongoing
// (205.4h): it stays face up once set in motion (904.11).
func isOngoing(c *Characteristics) bool { return c.HasSupertype("ongoing") }

// isSchemeCard reports whether the card definition is a scheme card.
func isSchemeCard(card *CardDefinition) bool {
	return card != nil && len(card.Faces) > 0 && IsScheme(&card.Faces[0])
}

// SetSchemeDeck makes p the archenemy, with a scheme deck of the cards
// given, top first, face down in the command zone (904.2a, 904.3, 904.4).
// Only scheme cards make a scheme deck; a second archenemy, or a game of
// more than two players, is refused: the engine plays neither the
// Supervillain Rumble (904.12) nor the shared team turns (805) of a team
// of two or more (904.2).
func (g *Game) SetSchemeDeck(p PlayerID, cards []*CardDefinition) error {
	if len(g.players) > 2 {
		return fmt.Errorf("an Archenemy game against a team of %d players uses the shared team turns option (904.2, 805), which the engine doesn't play: play the archenemy against one player", len(g.players)-1)
	}
	for _, other := range g.players {
		if other.archenemy && other.ID != p {
			return fmt.Errorf("%s is already the archenemy: a game where each player has a scheme deck is the Supervillain Rumble option (904.12), which the engine doesn't play", other.Name)
		}
	}
	if len(cards) == 0 {
		return fmt.Errorf("%s's scheme deck has no card: the archenemy plays with a scheme deck of scheme cards (904.3)", g.playerName(p))
	}
	for _, c := range cards {
		if !isSchemeCard(c) {
			return fmt.Errorf("%s is not a scheme card: a scheme deck holds only scheme cards (904.3, 314.1)", cardName(c))
		}
	}
	pl := g.players[p]
	if !pl.archenemy {
		pl.archenemy = true
		g.record("904.2a", "%s is the archenemy, a team of one facing the other players", pl.Name)
	}
	for _, c := range cards {
		pl.schemes = append(pl.schemes, g.AddCard(p, ZoneCommand, c))
	}
	g.record("904.4", "%s's scheme deck of %s is in the command zone, where scheme cards remain throughout the game", pl.Name, count(len(pl.schemes), "card"))
	return nil
}

// SetFaceUpScheme puts an ongoing scheme card the archenemy p owns face
// up into the command zone as the game is set up: one set in motion
// before the scenario begins, which stays face up until abandoned
// (904.11). A scheme that isn't ongoing would be turned face down at once
// (704.6e), and only the archenemy owns schemes.
func (g *Game) SetFaceUpScheme(p PlayerID, card *CardDefinition) error {
	if !isSchemeCard(card) {
		return fmt.Errorf("%s is not a scheme card: only schemes are set in motion (701.32a)", cardName(card))
	}
	if !isOngoing(&card.Faces[0]) {
		return fmt.Errorf("%s is not an ongoing scheme: a face-up scheme that isn't ongoing is turned face down and put on the bottom of its owner's scheme deck as a state-based action (704.6e), so only an ongoing one is face up as a scenario begins (904.11)", card.Name)
	}
	if !g.players[p].archenemy {
		return fmt.Errorf("%s is not the archenemy: only the archenemy, with a scheme deck (\"%s scheme deck: ...\"), owns schemes and sets them in motion (701.32a, 904.3)", g.playerName(p), g.playerName(p))
	}
	id := g.AddCard(p, ZoneCommand, card)
	g.objects[id].Timestamp = g.newTimestamp()
	g.effectsChanged()
	g.noteSchemeStatics(id)
	return nil
}

// noteSchemeStatics records that the static abilities of the scheme id,
// face up, affect the game from the command zone (314.4).
func (g *Game) noteSchemeStatics(id ObjectID) {
	for _, a := range g.objects[id].Card.Faces[0].Abilities {
		if a.Kind == StaticAbility && a.Static != nil {
			g.record("314.4", "%s is face up in the command zone: its static ability \"%s\" affects the game", g.name(id), a.Text)
		}
	}
}

// cardName names a card definition for an error, "a card" if there is none.
func cardName(c *CardDefinition) string {
	if c == nil {
		return "a card"
	}
	return c.Name
}

// IsArchenemy reports whether p is the archenemy.
func (g *Game) IsArchenemy(p PlayerID) bool { return g.players[p].archenemy }

// SchemeDeck returns the names of the cards of p's scheme deck, top
// first.
func (g *Game) SchemeDeck(p PlayerID) []string {
	var out []string
	for _, id := range g.players[p].schemes {
		out = append(out, g.name(id))
	}
	return out
}

// FaceUpSchemes returns the names of the face-up scheme cards p owns in
// the command zone.
func (g *Game) FaceUpSchemes(p PlayerID) []string {
	var out []string
	for _, id := range g.command {
		if o := g.objects[id]; o != nil && o.Owner == p && g.faceUpScheme(id) {
			out = append(out, g.name(id))
		}
	}
	return out
}

// inSchemeDeck reports whether id is a face-down card of a scheme deck,
// whose abilities don't work (314.4).
func (g *Game) inSchemeDeck(id ObjectID) bool {
	o := g.objects[id]
	return o != nil && o.Zone == ZoneCommand && slices.Contains(g.players[o.Owner].schemes, id)
}

// faceUpScheme reports whether id is a scheme card face up in the
// command zone: a scheme there that isn't in its owner's scheme deck.
func (g *Game) faceUpScheme(id ObjectID) bool {
	o := g.objects[id]
	return o != nil && o.Zone == ZoneCommand && isSchemeCard(o.Card) && !slices.Contains(g.players[o.Owner].schemes, id)
}

// schemeMainPhaseAction is the turn-based action of 505.3 (703.4e,
// 904.9): immediately after the archenemy's precombat main phase begins,
// before the Sagas' lore counters (703.4f), they set the top scheme of
// their scheme deck in motion. It doesn't use the stack.
func (g *Game) schemeMainPhaseAction() {
	name := g.playerName(g.active)
	if !g.players[g.active].archenemy {
		for _, p := range g.players {
			if p.archenemy {
				g.recordLater("505.3", "in an Archenemy game, only the archenemy's precombat main phase begins by setting a scheme in motion: %s isn't the archenemy", name)
				g.record("904.9", "%s is the archenemy, and it is %s's turn: no scheme is set in motion", p.Name, name)
			}
		}
		return
	}
	g.record("703.4e", "immediately after %s's precombat main phase begins, %s, the archenemy, sets the top card of their scheme deck in motion", name, name)
	g.recordLater("505.3", "it is the precombat main phase of %s, the archenemy: first, they set the top card of their scheme deck in motion, a turn-based action that doesn't use the stack", name)
	if len(g.players[g.active].schemes) == 0 {
		g.record("904.9", "%s's scheme deck is empty: no scheme is moved off it and turned face up", name)
		return
	}
	g.record("904.9", "%s moves %s off the top of their scheme deck and turns it face up: setting that scheme in motion, a turn-based action", name, g.name(g.players[g.active].schemes[0]))
	g.setInMotion(g.active)
}

// setInMotion has the archenemy p set the top scheme of their scheme
// deck in motion (701.32b): it is moved off the deck and turned face up,
// getting a timestamp (613.7h), and its "When you set this scheme in
// motion" abilities trigger (904.9). It reports whether a scheme was set
// in motion: with the deck empty, none is.
func (g *Game) setInMotion(p PlayerID) bool {
	pl := g.players[p]
	if len(pl.schemes) == 0 {
		g.record("701.32b", "%s's scheme deck is empty: no scheme is on top of it to move off and turn face up", pl.Name)
		return false
	}
	id := pl.schemes[0]
	pl.schemes = slices.Clone(pl.schemes[1:])
	o := g.objects[id]
	o.Timestamp = g.newTimestamp()
	g.effectsChanged()
	g.record("701.32b", "%s sets %s in motion: they move it off the top of their scheme deck and turn it face up", pl.Name, g.name(id))
	g.recordLater("613.7h", "%s receives a timestamp as it is turned face up", g.name(id))
	c := &o.Card.Faces[0]
	if isOngoing(c) {
		g.record("904.11", "%s is an ongoing scheme: it remains face up in the command zone until an ability causes it to be abandoned", g.name(id))
	}
	g.noteSchemeStatics(id)
	g.afterEvents([]Event{{Kind: SchemeSetInMotion, Object: g.view(id), Player: p}}, nil)
	return true
}

// noteSchemeTrigger records that the triggered ability t, of a face-up
// scheme, triggers from the command zone under its owner's control
// (904.8, 904.7).
func (g *Game) noteSchemeTrigger(t *pendingTrigger) {
	if t.source == nil || t.source.zone != ZoneCommand || !IsScheme(t.source.chars()) {
		return
	}
	g.record("904.8", "%s is face up in the command zone: its ability \"%s\" triggers from there, controlled by %s, its owner", t.source.name(), t.ability.Text, g.playerName(t.controller))
	g.record("904.7", "%s owns %s, having started the game with it in the command zone, and controls it while it is face up", g.playerName(t.controller), t.source.name())
}

// schemeTriggersWaiting reports whether a triggered ability of a scheme
// waits to be put on the stack or is on it (704.6e).
func (g *Game) schemeTriggersWaiting() bool {
	for _, t := range g.pending {
		if t.source != nil && IsScheme(t.source.chars()) {
			return true
		}
	}
	return slices.ContainsFunc(g.stack, g.schemeTriggerOnStack)
}

// schemeTriggerOnStack reports whether the stack object sid is a
// triggered ability of a scheme.
func (g *Game) schemeTriggerOnStack(sid ObjectID) bool {
	o := g.objects[sid]
	return o != nil && o.Ability != nil && o.Ability.Kind == TriggeredAbility && o.Source != nil && IsScheme(o.Source.chars())
}

// noteSchemesWaiting records, once for each height of the stack, that the
// face-up schemes ended, not ongoing, stay face up while a triggered
// ability of a scheme is on the stack (704.6e); those waiting to be put
// on it are put there at once.
func (g *Game) noteSchemesWaiting(ended []ObjectID) {
	if g.trace == nil || g.rules.Numbers == nil {
		return
	}
	var waiting []string
	for _, sid := range g.stack {
		if g.schemeTriggerOnStack(sid) {
			waiting = append(waiting, "the ability of "+g.objects[sid].Source.name())
		}
	}
	if len(waiting) == 0 || !g.noteOnce(fmt.Sprintf("704.6e#%d", len(g.stack))) {
		return
	}
	names := make([]string, len(ended))
	for i, id := range ended {
		names[i] = g.name(id)
	}
	what := joinAnd(waiting) + ", a triggered ability of a scheme, is"
	if len(waiting) > 1 {
		what = joinAnd(waiting) + ", triggered abilities of schemes, are"
	}
	g.record("704.6e", "%s on the stack: the state-based action leaves %s, face up and not ongoing, face up for now", what, joinAnd(names))
}

// endedSchemes is the state-based action of 704.6e (314.6, 904.10): each
// face-up scheme that isn't ongoing, while no triggered ability of any
// scheme waits to be put on the stack or is on it, is turned face down
// and put on the bottom of its owner's scheme deck, those set in motion
// first going first. It reports whether any was.
func (g *Game) endedSchemes() bool {
	var ended []ObjectID
	for _, id := range g.command {
		if g.faceUpScheme(id) && !isOngoing(&g.objects[id].Card.Faces[0]) {
			ended = append(ended, id)
		}
	}
	if len(ended) == 0 {
		return false
	}
	if g.schemeTriggersWaiting() {
		g.noteSchemesWaiting(ended)
		return false
	}
	slices.SortStableFunc(ended, func(a, b ObjectID) int { return g.objects[a].Timestamp - g.objects[b].Timestamp })
	for _, id := range g.command {
		if g.faceUpScheme(id) && isOngoing(&g.objects[id].Card.Faces[0]) {
			g.record("205.4h", "%s has the supertype ongoing: it is exempt from the state-based action for schemes and stays face up", g.name(id))
		}
	}
	for _, id := range ended {
		o := g.objects[id]
		g.players[o.Owner].schemes = append(g.players[o.Owner].schemes, id)
		g.record("704.6e", "%s is a face-up scheme that isn't ongoing, and no triggered ability of any scheme is on the stack or waiting to be put on it: it is turned face down and put on the bottom of %s's scheme deck", g.name(id), g.playerName(o.Owner))
		g.record("314.6", "%s is turned face down and put on the bottom of its owner's scheme deck the next time a player would receive priority", g.name(id))
		g.record("904.10", "turning %s face down and putting it on the bottom of the scheme deck is a state-based action: it doesn't use the stack", g.name(id))
	}
	g.effectsChanged()
	return true
}
