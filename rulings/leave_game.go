package rulings

import (
	"slices"
	"strings"
)

// A player who loses the game leaves it (102.5; 104.5 of 2026). In a
// game of two the game is then over; a multiplayer game goes on without
// that player (600.4; 800.4 of 2026), and what the player owned and
// controlled goes with him or her at once, not as a state-based effect
// (600.4a; 800.4a of 2026).

// leaveGame has player p, who has just lost, leave a game that goes on.
func (g *Game) leaveGame(p PlayerID) {
	if g.over {
		return
	}
	name := g.playerName(p)
	g.record("102.5", "%s has lost the game, so %s leaves it: the game goes on for the players still in it", name, name)
	faceUp := g.planesOwnedBy(p)
	g.monarchLeaves(p)
	g.removeOwnedObjects(p)
	g.planarPlayerLeft(p, faceUp)
	// An Aura p owned no longer gives anyone control of what it enchanted.
	g.recordShifts(g.settleControl())
	if g.rules.LeavingEndsAllStackObjects {
		g.ceaseStackObjects(p, true)
		g.endControlGivenTo(p)
	} else {
		g.endControlGivenTo(p)
		g.ceaseStackObjects(p, false)
	}
	g.exileStillControlled(p)
	// The players still in the game pass in succession anew.
	g.passes = 0
	if g.priority == p {
		next := g.nextInGame(p)
		g.record("600.4#priority", "%s had priority as %s left the game: priority passes to %s, the next player in turn order still in the game", name, name, g.playerName(next))
		g.priority = next
	}
}

// removeOwnedObjects takes every object p owns out of the game: from
// every zone of the game, not the cards outside it (600.4a).
func (g *Game) removeOwnedObjects(p PlayerID) {
	var gone []string
	var leaving []*Object
	combat := false
	for _, z := range []Zone{ZoneInPlay, ZoneStack, ZoneHand, ZoneLibrary, ZoneGraveyard, ZoneRemoved, ZoneCommand} {
		n := 0
		for _, id := range *g.zoneList(p, z) {
			o := g.objects[id]
			if o == nil || o.Owner != p {
				continue
			}
			if o.Combat != nil {
				combat = true
				continue
			}
			leaving = append(leaving, o)
			if z == ZoneInPlay || z == ZoneStack {
				gone = append(gone, g.name(id))
			} else {
				n++
			}
		}
		if n > 0 {
			gone = append(gone, count(n, "card")+" in "+g.rules.ZoneName(z))
		}
	}
	if combat {
		g.record("600.4a", "%s leaves the game, which doesn't affect the combat damage on the stack: it stays", g.playerName(p))
	}
	if len(gone) == 0 {
		return
	}
	g.record("600.4a", "every object %s owns leaves the game with him or her: %s", g.playerName(p), strings.Join(gone, ", "))
	g.recordLater("405.6h", "%s left a multiplayer game: the objects leave the game at once, without the stack", g.playerName(p))
	for _, o := range leaving {
		g.leaveTheGame(o)
	}
}

// leaveTheGame takes o out of every zone of the game, keeping its last
// known information: it is in none of the game's zones any more.
func (g *Game) leaveTheGame(o *Object) {
	if o.Zone == ZoneInPlay {
		g.removeFromCombat(o.ID)
	}
	if o.Zone == ZoneStack && o.Ability != nil {
		g.removeAbilityFromStack(o)
		return
	}
	g.remove(o)
}

// ceaseStackObjects makes the objects p controls on the stack cease to
// exist: every spell and ability (600.4a of 2006 to 2009), or only those
// not represented by cards (800.4a of 2026), the cards going into exile
// with the rest of what p still controls. Combat damage on the stack is
// no one's spell or ability: a player leaving doesn't affect it (600.4a).
func (g *Game) ceaseStackObjects(p PlayerID, cards bool) {
	var gone []string
	for _, id := range slices.Clone(g.stack) {
		o := g.objects[id]
		if o == nil || o.Controller != p {
			continue
		}
		if o.Combat != nil {
			continue
		}
		if o.Card != nil && !o.Copy && o.Ability == nil && !cards {
			continue
		}
		gone = append(gone, g.name(id))
		g.leaveTheGame(o)
	}
	if len(gone) == 0 {
		return
	}
	what := "the spells and abilities"
	if !cards {
		what = "the objects not represented by cards"
	}
	g.record("600.4a#stack", "%s %s controlled on the stack cease to exist: %s", what, g.playerName(p), strings.Join(gone, ", "))
}

// endControlGivenTo ends every effect that gives p control of an object
// (600.4a) or, from the editions that say so, of a player (800.4a of
// 2026).
func (g *Game) endControlGivenTo(p PlayerID) {
	var ended []*ContinuousEffect
	g.effects = slices.DeleteFunc(slices.Clone(g.effects), func(e *ContinuousEffect) bool {
		if e.Layer != LayerControl || e.Controller != p || e.Objects == nil {
			return false
		}
		ended = append(ended, e)
		return true
	})
	for _, e := range ended {
		g.record("600.4a", "%s left the game: the effect %q, which gives %s control, ends", g.playerName(p), e.Text, g.playerName(p))
	}
	g.endControl(ended...)
	if g.rules.LeavingEndsAllStackObjects {
		return
	}
	g.turnControls = slices.DeleteFunc(g.turnControls, func(c turnControl) bool {
		if c.by != p {
			return false
		}
		g.record("600.4a", "%s left the game: the effect giving %s control of %s's next turn ends", g.playerName(p), g.playerName(p), g.playerName(c.player))
		return true
	})
	if g.controlledTurn.on && g.controlledTurn.by == p {
		g.record("600.4a", "%s left the game: %s's control of %s's turn ends", g.playerName(p), g.playerName(p), g.playerName(g.controlledTurn.player))
		g.controlledTurn = turnControl{}
	}
}

// exileStillControlled removes from the game, into the removed-from-the-
// game zone (exile from 2009), whatever p still controls (600.4a).
func (g *Game) exileStillControlled(p PlayerID) {
	var ids []ObjectID
	for _, id := range slices.Concat(g.inPlay, g.stack) {
		if o := g.objects[id]; o != nil && o.Controller == p && o.Combat == nil {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.name(id)
		g.removeFromCombat(id)
	}
	g.record("600.4a#still", "%s still controls %s, owned by other players: put into the %s zone", g.playerName(p), strings.Join(names, " and "), g.rules.ZoneName(ZoneRemoved))
	var events []Event
	for _, id := range ids {
		o := g.objects[id]
		if o.Zone == ZoneStack && o.Ability != nil {
			g.removeAbilityFromStack(o)
			continue
		}
		events = append(events, g.move(id, ZoneRemoved, o.Owner))
	}
	g.afterEvents(events, nil)
}

// dropLeftPlayersTriggers takes away the triggered abilities that would be
// controlled by a player who has left the game: they are never put on the
// stack (600.4c; 800.4d of 2026).
func (g *Game) dropLeftPlayersTriggers(waiting []*pendingTrigger) []*pendingTrigger {
	return slices.DeleteFunc(waiting, func(t *pendingTrigger) bool {
		if g.inGame(t.controller) {
			return false
		}
		g.record("600.4c", "%s would be controlled by %s, who has left the game: it isn't put on the stack", t.describe(), g.playerName(t.controller))
		return true
	})
}

// inGame reports whether p is still in the game.
func (g *Game) inGame(p PlayerID) bool { return !g.players[p].Lost }

// playersInGame counts the players still in the game.
func (g *Game) playersInGame() int {
	n := 0
	for _, p := range g.players {
		if !p.Lost {
			n++
		}
	}
	return n
}

// nextInGame is the next player after p in turn order still in the game;
// p itself when no other is.
func (g *Game) nextInGame(p PlayerID) PlayerID {
	for i := 1; i <= len(g.players); i++ {
		q := PlayerID((int(p) + i) % len(g.players))
		if g.inGame(q) {
			return q
		}
	}
	return p
}

// receiverOfPriority is p, or when p has left the game (the active player
// of a turn that goes on without one), the next player in turn order
// still in it (800.4j of 2026).
func (g *Game) receiverOfPriority(p PlayerID) PlayerID {
	if g.inGame(p) {
		return p
	}
	next := g.nextInGame(p)
	g.record("600.4#active", "%s has left the game: %s receives priority instead, the next player in turn order still in it", g.playerName(p), g.playerName(next))
	return next
}
