package rulings

import "fmt"

// exploreAction: to have a permanent explore, its controller reveals the
// top card of their library; a land card goes into their hand; otherwise
// the exploring permanent gets a +1/+1 counter and the player may put the
// revealed card into their graveyard (701.44a). It has explored even if
// some of that was impossible (701.44b); a permanent gone from the
// battlefield is seen as it last existed, its controller revealing
// (701.44c). A keyword action from Ixalan.
var exploreAction = KeywordAction{
	Name:   "explore",
	Rule:   "701.44",
	Since:  "2017-09-29",
	Oracle: []string{"it explores", "this explores", "TARGET explores"},
	Ops:    []string{"explore"},
}

// opExplore has each permanent of the instruction explore, one after the
// other.
func opExplore(g *Game, r *resolution, ins Instruction) error {
	return g.oneAtATime(r.actingPermanents(ins), "explore", "701.44d", func(v *view) error {
		id := v.id
		p := v.controller
		o := g.objects[id]
		here := o != nil && o.Zone == ZoneInPlay
		if !here {
			g.record("701.44c", "%s left the battlefield before it explores: its last known information says it explores and %s controlled it", v.name(), g.playerName(p))
		}
		lib := g.players[p].Library
		if len(lib) == 0 {
			g.record("701.44b", "%s explores: %s has no card to reveal, and it has explored all the same", v.name(), g.playerName(p))
			return nil
		}
		top := lib[0]
		card := g.view(top)
		if card.chars().HasType("land") {
			g.record("701.44a", "%s explores: %s reveals %s, a land card, and puts it into their hand", v.name(), g.playerName(p), card.name())
			g.moveAll([]ObjectID{top}, ZoneHand, "701.44a", "put into its owner's hand by explore")
			return nil
		}
		g.record("701.44a", "%s explores: %s reveals %s, a nonland card", v.name(), g.playerName(p), card.name())
		if here {
			put := g.putCountersOn(o, "+1/+1", 1, false)
			g.record("701.44a", "%s gets %s", v.name(), count(put, "+1/+1 counter"))
		} else {
			g.record("701.44b", "%s isn't on the battlefield to get a +1/+1 counter: it explores all the same", v.name())
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "701.44a", About: fmt.Sprintf("whether %s goes into the graveyard or stays on top of the library", card.name()), Options: []string{"top", "graveyard"}})
		if err != nil {
			return err
		}
		if answer == "graveyard" {
			g.moveAll([]ObjectID{top}, ZoneGraveyard, "701.44a", "put into its owner's graveyard by explore")
		} else {
			g.record("701.44a", "%s leaves %s on top of their library", g.playerName(p), card.name())
		}
		return nil
	})
}

// actingPermanents is the permanents an instruction has act (explore,
// connive, endure), each as it is now or, when it has left the
// battlefield, as it last existed there (701.44c, 701.50c): "this" is
// the ability's source and "it" the permanent of its trigger event.
func (r *resolution) actingPermanents(ins Instruction) []*view {
	var out []*view
	for _, ref := range append([]Ref{ins.Object}, ins.Objects...) {
		ids := r.objects(ref)
		for _, id := range ids {
			if v := r.g.view(id); v != nil {
				out = append(out, v)
			}
		}
		if len(ids) > 0 {
			continue
		}
		switch {
		case ref.Kind == RefThis && r.source != nil:
			out = append(out, r.source)
		case ref.Kind == RefIt && r.event != nil && r.event.Object != nil && r.event.To == ZoneInPlay:
			if v := r.g.lki[r.event.NewID]; v != nil {
				out = append(out, v)
			} else {
				out = append(out, r.event.Object)
			}
		}
	}
	return out
}
