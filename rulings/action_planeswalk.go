package rulings

import "fmt"

// planeswalkAction: to planeswalk is to put each face-up plane and
// phenomenon card on the bottom of its owner's planar deck face down,
// then move the top card of your planar deck off it and turn it face up
// (701.31b); only the planar controller may, and only in a Planechase
// game (701.31a, planechase.go). A player planeswalks by the planeswalking
// ability of a roll of the Planeswalker symbol (901.8, planar_die.go),
// because a phenomenon's triggered ability left the stack (704.6f), or as
// an effect instructs (701.31c). The card turned face up is the one
// planeswalked to, the one turned face down the one planeswalked away
// from (701.31d): abilities that trigger "when you planeswalk to" or
// "away from" a plane, "when you encounter" a phenomenon (312.5) and
// "whenever you planeswalk" trigger on the event, ActionCompleted
// "planeswalk", whose Object is the card turned face up and Source the
// card turned face down as it last was face up. A keyword action of the
// Planechase variant, dated by its release.
var planeswalkAction = KeywordAction{
	Name:   planeswalkName,
	Rule:   "701.31",
	Since:  PlanechaseSince,
	Oracle: []string{"planeswalk"},
	Ops:    []string{"planeswalk"},
}

// planeswalkName is the action's name, and that of the event of
// planeswalking.
const planeswalkName = "planeswalk"

// opPlaneswalk has each player of the instruction planeswalk.
func opPlaneswalk(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		why := fmt.Sprintf("%s says so as it resolves", r.source.name())
		if r.ability == planeswalkingAbility {
			why = "the planeswalking ability resolves"
		}
		g.planeswalk(p, why)
	}
	return nil
}

// planeswalk is player p planeswalking (701.31), for the reason why.
func (g *Game) planeswalk(p PlayerID, why string) { g.planeswalkFrom(p, why, nil) }

// planeswalkFrom is planeswalk when the cards named left, face up, have
// just left the game: those are planeswalked away from (701.31d).
func (g *Game) planeswalkFrom(p PlayerID, why string, left []string) {
	name := g.playerName(p)
	if !g.planechase() {
		g.planeswalkStep("701.31a", "%s can't planeswalk (%s): this is no Planechase game, and nothing happens", name, why)
		return
	}
	if c := g.planarController(); c != p {
		g.recordLater("901.6", "the planar controller is normally the active player: %s, not %s", g.playerName(c), name)
		g.planeswalkStep("701.31a", "%s isn't the planar controller, %s is: only the planar controller may planeswalk, and nothing happens", name, g.playerName(c))
		return
	}
	g.planeswalkStep("701.31a", "%s, the planar controller, planeswalks (%s)", name, why)
	g.planeswalkStep("701.31c", "%s planeswalks because %s", name, why)
	var away []*view
	for _, id := range g.faceUpPlanes() {
		o := g.objects[id]
		v := g.remove(o)
		away = append(away, v)
		n := &Object{Card: o.Card, Owner: o.Owner, Face: -1, Origin: o.Origin}
		nid := g.putIntoCommand(n)
		owner := g.players[o.Owner]
		owner.planar = append(owner.planar, nid)
		g.planeswalkStep("701.31b", "%s puts %s, face up, on the bottom of %s's planar deck face down", name, o.Card.Name, g.playerName(o.Owner))
		g.recordLater("901.7a", "%s, a face-up card turned face down, becomes a new object", o.Card.Name)
	}
	if len(away) > 0 {
		g.effectsChanged()
	}
	pl := g.players[p]
	if len(pl.planar) == 0 {
		g.planeswalkStep("701.31b", "%s's planar deck has no card: there is no top card to turn face up", name)
		return
	}
	top := pl.planar[0]
	pl.planar = pl.planar[1:]
	o := g.objects[top]
	o.Controller = p
	g.effectsChanged()
	card := o.Card.Name
	g.planeswalkStep("701.31b", "%s moves %s, the top card of their planar deck, off it and turns it face up", name, card)
	for _, v := range away {
		g.planeswalkStep("701.31d", "%s planeswalks away from %s, the card turned face down, and to %s, the card turned face up", name, v.name(), card)
	}
	if len(away) == 0 && len(left) > 0 {
		g.planeswalkStep("701.31d", "%s planeswalks away from %s, which left the game, and to %s, the card turned face up", name, joinAnd(left), card)
	} else if len(away) == 0 {
		g.planeswalkStep("701.31d", "%s planeswalks to %s, the card turned face up", name, card)
	}
	g.recordLater("901.11", "%s moved the top card of their planar deck off it and turned it face up: they have planeswalked, and abilities that trigger when a player planeswalks trigger", name)
	g.endUntilPlaneswalkEffects(name)
	g.notePlaneStatics(top)
	if IsPhenomenon(&o.Card.Faces[0]) {
		g.recordLater("312.5", "%s encounters %s, a phenomenon: they moved it off their planar deck and turned it face up", name, card)
	}
	// One planeswalk: a card planeswalked away from beyond the first
	// (901.11c) adds an event only its own "away from" ability sees.
	events := []Event{{Kind: ActionCompleted, Player: p, Action: planeswalkName, Object: g.view(top)}}
	for i, v := range away {
		if i == 0 {
			events[0].Source = v
			continue
		}
		events = append(events, Event{Kind: ActionCompleted, Player: p, Action: planeswalkName, Object: g.view(top), Source: v, Nth: i})
	}
	g.afterEvents(events, nil)
}

// planeswalkStep records a step of planeswalking, under the rule naming
// the action (701.31) the first time.
func (g *Game) planeswalkStep(rule, format string, args ...any) {
	g.noteNamed(rule)
	g.recordLater(rule, format, args...)
}

// planeswalkedTo is the condition of "When you planeswalk to this" on a
// plane, and of "When you encounter this" on a phenomenon (312.5): its
// controller planeswalked and it is the card turned face up (701.31d).
func planeswalkedTo(g *Game, ev *Event, src *view) bool {
	if ev.Action != planeswalkName || ev.Object == nil || ev.Object.id != src.id || ev.Player != src.controller || !firstOfPlaneswalk(ev) {
		return false
	}
	if IsPhenomenon(src.chars()) {
		g.recordLater("312.5", "\"when you encounter %s\" means when you move it off a planar deck and turn it face up: %s did", src.name(), g.playerName(ev.Player))
	} else {
		g.recordLater("701.31d", "%s is the plane turned face up: the plane %s planeswalked to", src.name(), g.playerName(ev.Player))
	}
	return true
}

// planeswalkedAway is the condition of "When you planeswalk away from
// this": its controller planeswalked and it is a card turned face down
// (701.31d). It triggers from the card as it last was face up, looking
// back in time.
func planeswalkedAway(g *Game, ev *Event, src *view) bool {
	if ev.Action != planeswalkName || ev.Source == nil || ev.Source.id != src.id || ev.Player != src.controller {
		return false
	}
	g.recordLater("701.31d", "%s is the card turned face down: the plane %s planeswalked away from; its ability looks back to it as it was face up", src.name(), g.playerName(ev.Player))
	return true
}

// firstOfPlaneswalk reports whether ev is the first event of a
// planeswalk, so that one planeswalk to a card is seen once however many
// cards it planeswalked away from (901.11c).
func firstOfPlaneswalk(ev *Event) bool { return ev.Nth == 0 }

// planeswalkSources are the cards a player just planeswalked away from,
// as they last were face up: their "planeswalk away from" abilities
// trigger from there (701.31d).
func planeswalkSources(ev *Event) []*view {
	if ev.Kind != ActionCompleted || ev.Action != planeswalkName || ev.Source == nil {
		return nil
	}
	return []*view{ev.Source}
}

// PlanarCondition returns the condition of a planar card's trigger
// condition, the words after "when" or "whenever": a chaos ability,
// "chaos ensues" or as older printings put it "you roll {CHAOS}"
// (311.7); "you planeswalk to this" and "you planeswalk away from this"
// (701.31d); "you encounter this" (312.5). It is nil for any other.
func PlanarCondition(phrase string) func(*Game, *Event, *view) bool {
	switch phrase {
	case "chaos ensues", "you roll {CHAOS}", "you roll {chaos}":
		return chaosAbility
	case "you planeswalk to this", "you encounter this":
		return planeswalkedTo
	case "you planeswalk away from this":
		return planeswalkedAway
	}
	return nil
}
