package rulings

import "fmt"

// madness {COST}: "If a player would discard this card, that player
// discards it, but may remove it from the game instead of putting it into
// his or her graveyard" and "When this card is removed from the game this
// way, its owner may play it by paying COST rather than paying its mana
// cost. If that player doesn't, he or she puts this card into his or her
// graveyard" (502.24).
var madness = Keyword{Name: madnessName, Rule: "502.24", Form: "madness {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true},
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneHand, To: ZoneRemoved, Condition: removedByMadness},
			Effect:  []Instruction{{Op: "madness", Text: fmt.Sprintf("you may play this card by paying %s rather than its mana cost; if you don't, put it into your graveyard", v.cost)}}}
	}}

const madnessName = "madness"

// madnessDiscard asks the owner of a card with madness being discarded
// whether to remove it from the game instead (502.24a), and returns where
// it goes. A question the script leaves unanswered stops the action that
// discarded it.
func (g *Game) madnessDiscard(o *Object, to Zone) Zone {
	if o.Card == nil || keywordAbility(&o.Card.Faces[0], madnessName) == nil {
		return to
	}
	k := g.keywordsState()
	answer, err := g.ask(Question{Kind: ChooseOption, Player: o.Owner, Rule: "502.24a", About: fmt.Sprintf("whether %s, discarded, goes to the graveyard or is removed from the game by madness", g.name(o.ID)), Options: []string{"graveyard", "madness"}})
	if err != nil {
		if k.err == nil {
			k.err = err
		}
		return to
	}
	if answer != "madness" {
		return to
	}
	if k.madness == nil {
		k.madness = map[ObjectID]bool{}
	}
	k.madness[o.Origin] = true
	g.record("502.24a", "%s discards %s but %s instead of putting it into the graveyard", g.playerName(o.Owner), g.name(o.ID), g.rules.Words.removes("it"))
	return ZoneRemoved
}

// removedByMadness is the madness trigger's condition: the card was
// removed from the game by its madness ability as it was discarded.
func removedByMadness(g *Game, ev *Event, src *view) bool {
	o := g.objects[ev.NewID]
	return o != nil && g.keywords != nil && g.keywords.madness[o.Origin]
}

// opMadness lets the owner play the card for its madness cost, paid from
// his or her mana pool; otherwise it goes to the graveyard (502.24a-b).
func opMadness(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.event.NewID]
	if o == nil || o.Zone != ZoneRemoved {
		return nil
	}
	delete(g.keywordsState().madness, o.Origin)
	p, cost := o.Owner, r.ability.Cost.Mana
	pool := &g.players[p].Pool
	answer := "don't"
	if canPay(*pool, cost) {
		var err error
		if answer, err = g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.24a", About: fmt.Sprintf("whether to play %s for its madness cost %s", g.name(o.ID), cost), Options: []string{"play", "don't"}}); err != nil {
			return err
		}
	}
	if answer != "play" {
		g.record("502.24a", "%s doesn't %s %s for its madness cost: it is put into the graveyard", g.playerName(p), g.rules.Words.spell(baseForm), g.name(o.ID))
		g.afterEvents([]Event{g.move(o.ID, ZoneGraveyard, p)}, nil)
		return nil
	}
	if err := g.payManaFor(p, pool, cost, castOrActivate); err != nil {
		return err
	}
	g.record("502.24b", "%s %s %s by paying its madness cost %s rather than its mana cost, an alternative cost", g.playerName(p), g.rules.Words.PlaysSpell, g.name(o.ID), cost)
	return g.playSpell(PlayRequest{Player: p, Card: o.ID, DuringResolution: true, PaidInstead: "madness"})
}
