package rulings

import (
	"fmt"
	"slices"
)

// Putting a card from a hand onto the battlefield, and the replacement
// effect of a resolved spell that changes who a permanent enters under
// ("If a creature would enter the battlefield under an opponent's control
// this turn, it enters under your control instead.", Gather Specimens).
// An effect instructing a player to put an object onto the battlefield
// puts it under that player's control (110.2a of 2026); a replacement
// effect may make it enter under another's (614.1a, 614.12), and what it
// applies to is the object as it would exist on the battlefield.

// enterControlEffect is a replacement effect created by a resolved spell
// or ability: a permanent matching Filter that would enter the
// battlefield under the control of an opponent of Controller enters
// under Controller's control instead, during the turn it was created.
type enterControlEffect struct {
	Controller PlayerID
	Filter     Filter
	// Source names the spell or ability that created it; Text is its
	// wording.
	Source, Text string
	// Turn is the turn it lasts ("this turn").
	Turn int
}

// opEnterControlInstead creates an enterControlEffect for the rest of the
// turn, its controller the resolving spell's (614.1a).
func opEnterControlInstead(g *Game, r *resolution, ins Instruction) error {
	g.enterControl = append(g.enterControl, enterControlEffect{Controller: r.controller, Filter: ins.Filter, Source: r.source.name(), Text: ins.Text, Turn: g.turn})
	g.recordLater("614.1a", "%q is a replacement effect: for the rest of this turn, a %s that would enter the battlefield under the control of an opponent of %s enters under %s's control instead", ins.Text, ins.Filter.Text, g.playerName(r.controller), g.playerName(r.controller))
	return nil
}

// enteringController returns the player object o, about to enter the
// battlefield under controller's control, enters under: the controller
// of the latest enterControlEffect of this turn that applies to it, as it
// would exist on the battlefield, if controller is that player's
// opponent (614.12 of 2026).
func (g *Game) enteringController(o *Object, controller PlayerID) PlayerID {
	for i := len(g.enterControl) - 1; i >= 0; i-- {
		e := g.enterControl[i]
		if e.Turn != g.turn || !slices.Contains(g.opponentsOf(e.Controller), controller) {
			continue
		}
		if !g.wouldEnterAs(o, &e.Filter, e.Controller) {
			continue
		}
		g.recordLater("614.12", "%s would enter the battlefield under the control of %s, an opponent of %s: as it would exist on the battlefield it is a %s, so %s's effect %q applies", o.Card.Name, g.playerName(controller), g.playerName(e.Controller), e.Filter.Text, e.Source, e.Text)
		g.recordLater("614.1a", "%s enters the battlefield under %s's control instead of %s's", o.Card.Name, g.playerName(e.Controller), g.playerName(controller))
		return e.Controller
	}
	return controller
}

// wouldEnterAs reports whether o, about to enter the battlefield, matches
// f as it would exist there: face up, its front face's characteristics;
// face down, a 2/2 creature with no name (708.2).
func (g *Game) wouldEnterAs(o *Object, f *Filter, controller PlayerID) bool {
	faces := underlyingFaces(o)
	if o.FaceDown || g.faceDownEntry != "" {
		faces = faceDownValues
	}
	v := &view{id: o.ID, owner: o.Owner, controller: controller, zone: ZoneInPlay, token: o.Token, faces: faces, sharedFaces: true}
	return g.matches(f, v, controller, nil)
}

// opPutFromHand has the player put a card matching the instruction's
// filter from their hand onto the battlefield, under their control
// (110.2a of 2026), choosing which among those that match. With none, it
// does nothing.
func opPutFromHand(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		ids, _ := g.handMatching(r, p, ins.Filter)
		if len(ids) == 0 {
			g.record("413.2b", "%s has no %s in hand: nothing is put onto the battlefield", g.playerName(p), ins.Filter.Text)
			continue
		}
		options := g.nameList(ids)
		answer, err := g.ask(Question{Kind: ChooseObject, Player: p, Rule: "413.2c", About: fmt.Sprintf("the %s to put from their hand onto the battlefield", ins.Filter.Text), Options: options})
		if err != nil {
			return err
		}
		id := ids[indexFold(options, answer)]
		if g.cantComeIntoPlay(id) {
			continue
		}
		g.recordLater("110.2a", "the effect instructs %s to put %s onto the battlefield and states no other controller: it would enter under %s's control", g.playerName(p), g.name(id), g.playerName(p))
		n := g.enterPlay(id, p)
		r.noteMoved(n)
	}
	return nil
}
