package rulings

import (
	"fmt"
	"strings"
)

// What a player can see. A library is a face-down pile no player may look
// at (217.2b); a hand is seen by its owner only (217.3c); graveyards and
// the removed-from-the-game zone are face up (217.4b, 217.7b), as are
// face-up spells and permanents; a face-down spell or permanent is seen by
// its controller only (504.3). Whatever the player whose turn is
// controlled can see, the controller of that turn can see too (507.2).

// seenBy reports whether player p may see the identity of object o by the
// rules of its zone, leaving turn control aside, and the rule that says
// so.
func (g *Game) seenBy(p PlayerID, o *Object) (bool, string) {
	switch o.Zone {
	case ZoneLibrary:
		return false, "217.2b"
	case ZoneHand:
		return o.Owner == p, "217.3c"
	case ZoneGraveyard:
		return true, "217.4b"
	case ZoneRemoved:
		if g.exiledFaceDown(o.ID) {
			// A card exiled face down is seen only by the player an
			// instruction allows to look at it: a foretold card's owner
			// (406.3, 702.143a of 2026).
			return o.Owner == p, "406.3"
		}
		return true, "217.7b"
	case ZoneOutside:
		// Outside the game the card is in its owner's keeping only.
		return o.Owner == p, "217.1e"
	}
	if o.FaceDown {
		return o.Controller == p, "504.3"
	}
	return true, ""
}

// sees reports whether player viewer can see the identity of object o,
// the rule that says so, and whether it is seen through the player whose
// turn viewer controls (507.2).
func (g *Game) sees(viewer PlayerID, o *Object) (ok bool, rule string, through bool) {
	ok, rule = g.seenBy(viewer, o)
	if ok {
		return true, rule, false
	}
	if c := g.controlledTurn; c.on && c.by == viewer {
		if seen, _ := g.seenBy(c.player, o); seen {
			return true, "507.2", true
		}
	}
	return false, rule, false
}

// CanSee reports whether player viewer can see the identity of object id
// now: the card in a hand, the card a face-down permanent is. An object
// no longer in the game is seen by no one.
func (g *Game) CanSee(viewer PlayerID, id ObjectID) bool {
	o := g.objects[id]
	if o == nil {
		return false
	}
	ok, _, _ := g.sees(viewer, o)
	return ok
}

// LookAtHand has player viewer look at the cards in owner's hand: his or
// her own (217.3c), or, while viewer controls owner's turn, owner's
// (507.2). Any other player may only count them (217.3c).
func (g *Game) LookAtHand(viewer, owner PlayerID) error {
	hand := g.players[owner].Hand
	if len(hand) == 0 {
		return fmt.Errorf("%s's hand is empty: there is nothing to look at", g.playerName(owner))
	}
	names := make([]string, len(hand))
	through := false
	for i, id := range hand {
		ok, rule, via := g.sees(viewer, g.objects[id])
		if !ok {
			return g.illegal(rule, "%s can't look at the cards in %s's hand, only count them: %d", g.playerName(viewer), g.playerName(owner), len(hand))
		}
		through = through || via
		names[i] = g.objects[id].Card.Name
	}
	if through {
		g.record("507.2", "%s controls %s's turn: what %s can see, %s can see too, and %s looks at %s's hand: %s", g.playerName(viewer), g.playerName(owner), g.playerName(owner), g.playerName(viewer), g.playerName(viewer), g.playerName(owner), strings.Join(names, ", "))
		return nil
	}
	g.record("217.3c", "%s looks at his or her hand: %s", g.playerName(viewer), strings.Join(names, ", "))
	return nil
}

// LookAt has player viewer look at a face-down spell or permanent: its
// controller may (504.3), and so may the controller of its controller's
// turn (507.2); no other player can.
func (g *Game) LookAt(viewer PlayerID, id ObjectID) error {
	o := g.objects[id]
	if o == nil || (o.Zone != ZoneInPlay && o.Zone != ZoneStack) {
		return fmt.Errorf("there is no such spell or permanent to look at")
	}
	if !o.FaceDown {
		return fmt.Errorf("%s is face up: every player sees it, and there is nothing more to look at", g.name(id))
	}
	ok, rule, through := g.sees(viewer, o)
	if !ok {
		return g.illegal(rule, "%s can't look at a face-down %s controlled by another player, %s", g.playerName(viewer), kindOfFaceDown(o), g.playerName(o.Controller))
	}
	if through {
		g.record(rule, "%s controls %s's turn: what %s can see, %s can see too, and %s looks at the face-down %s %s controls: it is %s", g.playerName(viewer), g.playerName(o.Controller), g.playerName(o.Controller), g.playerName(viewer), g.playerName(viewer), kindOfFaceDown(o), g.playerName(o.Controller), o.Card.Name)
		return nil
	}
	g.record(rule, "%s looks at the face-down %s he or she controls: it is %s", g.playerName(viewer), kindOfFaceDown(o), o.Card.Name)
	return nil
}

// kindOfFaceDown says whether a face-down object is a spell or a
// permanent.
func kindOfFaceDown(o *Object) string {
	if o.Zone == ZoneStack {
		return "spell"
	}
	return "permanent"
}

// controlsTurnOf reports whether player by controls player p's current
// turn (507.1).
func (g *Game) controlsTurnOf(by, p PlayerID) bool {
	return g.controlledTurn.on && g.controlledTurn.by == by && g.controlledTurn.player == p
}
