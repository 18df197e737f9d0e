package rulings

// openAttractionAction: to open an Attraction is to move the top card of
// your Attraction deck off it, turn it face up and put it onto the
// battlefield under your control (701.51b); only a player playing with an
// Attraction deck can (701.51a). An ability that triggers whenever a
// player opens an Attraction triggers as the card is put onto the
// battlefield, and not if it doesn't enter (701.51c): the event is
// ActionCompleted, "open an attraction", after the card entered. A
// keyword action from Unfinity, dated by that set's release.
var openAttractionAction = KeywordAction{
	Name:   "open an attraction",
	Rule:   "701.51",
	Since:  AttractionSince,
	Oracle: []string{"open an Attraction"},
	Ops:    []string{"open-attraction"},
}

// openAttractionName is the action's name in the event of opening one.
const openAttractionName = "open an attraction"

// opOpenAttraction has each player of the instruction open an Attraction.
func opOpenAttraction(g *Game, r *resolution, ins Instruction) error {
	for _, p := range r.players(ins.Player) {
		g.openAttraction(p)
	}
	return nil
}

// openAttraction is player p opening an Attraction (701.51).
func (g *Game) openAttraction(p PlayerID) {
	pl := g.players[p]
	name := g.playerName(p)
	if !pl.hasAttractionDeck {
		g.record("701.51a", "%s isn't playing with an Attraction deck: they can't open an Attraction, and nothing happens", name)
		return
	}
	g.record("701.51a", "%s is playing with an Attraction deck, so they may open an Attraction", name)
	if len(pl.attractions) == 0 {
		g.record("701.51b", "%s's Attraction deck has no card: there is no top card to move, and nothing happens", name)
		return
	}
	top := pl.attractions[0]
	pl.attractions = pl.attractions[1:]
	card := g.name(top)
	g.record("717.3", "an effect causes %s to enter the battlefield from the command zone", card)
	g.record("701.51b", "%s opens an Attraction: they move %s, the top card of their Attraction deck, off the deck, turn it face up and put it onto the battlefield under their control", name, card)
	now := g.enterPlay(top, p)
	if o := g.objects[now]; o == nil || o.Zone != ZoneInPlay {
		g.record("701.51c", "%s didn't enter the battlefield: abilities that trigger whenever a player opens an Attraction don't trigger", card)
		return
	}
	if lights := g.lights(g.view(now)); len(lights) > 0 {
		g.record("717.1", "%s is an Attraction: the numbers lit up on it are %s", card, describeLights(lights))
	}
	if g.watches(ActionCompleted) {
		g.record("701.51c", "%s put %s onto the battlefield opening an Attraction: abilities that trigger whenever a player opens an Attraction trigger", name, card)
		g.afterEvents([]Event{{Kind: ActionCompleted, Player: p, Action: openAttractionName, Object: g.view(now)}}, nil)
	}
}
