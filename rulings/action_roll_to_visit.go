package rulings

import "fmt"

// rollToVisitAction: to roll to visit your Attractions is to roll a
// six-sided die; each Attraction you control with that result lit up has
// then been "visited", and its visit ability triggers (701.52a,
// keyword_visit.go). It is mostly taken as the turn-based action of the
// precombat main phase (505.5, attractions.go); an effect may also
// instruct it. The roll is a die roll (706, dice.go), whose result the
// scenario states. A keyword action from Unfinity, dated by that set's
// release.
var rollToVisitAction = KeywordAction{
	Name:   "roll to visit your attractions",
	Rule:   "701.52",
	Since:  AttractionSince,
	Oracle: []string{"roll to visit your Attractions"},
	Ops:    []string{"roll-to-visit"},
}

// rollToVisitName is the action's name in the event of rolling to visit,
// which visit abilities trigger on.
const rollToVisitName = "roll to visit your attractions"

// opRollToVisit has each player of the instruction roll to visit their
// Attractions.
func opRollToVisit(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		if err := g.rollToVisit(p); err != nil {
			return err
		}
	}
	return nil
}

// rollToVisit is player p rolling to visit their Attractions (701.52a).
func (g *Game) rollToVisit(p PlayerID) error {
	name := g.playerName(p)
	n, err := g.rollDie(p, 6, "rolling to visit their Attractions")
	if err != nil {
		return err
	}
	var visited []ObjectID
	for _, id := range g.attractionsOf(p) {
		v := g.view(id)
		lights := g.lights(v)
		if containsInt(lights, n) {
			visited = append(visited, id)
			g.record("701.52a", "%s rolled %d to visit their Attractions: %s, with %s lit up, has been visited", name, n, v.name(), describeLights(lights))
		} else if len(lights) > 0 {
			g.record("701.52a", "%s rolled %d to visit their Attractions: %s lights %s, not %d, and isn't visited", name, n, v.name(), describeLights(lights), n)
		}
	}
	for _, id := range g.inPlay {
		if v := g.view(id); v.controller != p && containsInt(g.lights(v), n) {
			g.record("701.52a", "%s lights %d, but %s controls it: only the Attractions %s controls are visited by their roll", v.name(), n, g.playerName(v.controller), name)
		}
	}
	for _, id := range g.players[p].attractions {
		if v := g.view(id); containsInt(g.lights(v), n) {
			g.recordLater("717.2", "%s lights %d, but it is in %s's Attraction deck in the command zone, a supplementary deck apart from the game's other cards: it isn't an Attraction they control, and isn't visited", v.name(), n, name)
		}
	}
	if len(visited) == 0 {
		g.record("701.52a", "%s rolled %d: they control no Attraction with %d lit up, so none is visited", name, n, n)
	}
	g.afterEvents([]Event{{Kind: ActionCompleted, Player: p, Action: rollToVisitName, Amount: n}}, nil)
	return nil
}

// containsInt reports whether n is among ns.
func containsInt(ns []int, n int) bool {
	for _, x := range ns {
		if x == n {
			return true
		}
	}
	return false
}

// describeRoll says what a die roll, or the opening of an Attraction,
// was, for the trace.
func describeRoll(g *Game, ev *Event) string {
	switch ev.Action {
	case rollDieAction:
		if ev.Amount == 0 {
			// The planar die, whose faces are no numbers (901.9d).
			return fmt.Sprintf("%s rolling a die, the planar die", g.playerName(ev.Player))
		}
		return fmt.Sprintf("%s rolling a die (the result %d)", g.playerName(ev.Player), ev.Amount)
	case planarDieAction:
		return fmt.Sprintf("%s rolling the planar die", g.playerName(ev.Player))
	case chaosEnsuesName:
		return "chaos ensuing"
	case planeswalkName:
		if ev.Source != nil {
			return fmt.Sprintf("%s planeswalking away from %s to %s", g.playerName(ev.Player), ev.Source.name(), ev.Object.name())
		}
		return fmt.Sprintf("%s planeswalking to %s", g.playerName(ev.Player), ev.Object.name())
	case rollToVisitName:
		return fmt.Sprintf("%s rolling to visit their Attractions (the result %d)", g.playerName(ev.Player), ev.Amount)
	case openAttractionName:
		if ev.Object != nil {
			return fmt.Sprintf("%s opening an Attraction, %s", g.playerName(ev.Player), ev.Object.name())
		}
	}
	return ""
}
