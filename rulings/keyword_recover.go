package rulings

import "fmt"

// recover {COST}: "When a creature is put into your graveyard from play,
// you may pay COST. If you do, return this card from your graveyard to
// your hand. Otherwise, remove this card from the game" (502.55). It
// triggers only while the card is in its owner's graveyard.
var recover = Keyword{Name: "recover", Rule: "502.55", Form: "recover {COST}", arg: argCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true},
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneInPlay, To: ZoneGraveyard, FromGraveyard: true,
				Filter: Filter{Types: []string{"creature"}, Text: "creature"}, Condition: intoOwnersGraveyard},
			Effect: []Instruction{{Op: "recover", Text: fmt.Sprintf("you may pay %s; if you do, return this card to your hand, otherwise remove it from the game", v.cost)}}}
	}}

// intoOwnersGraveyard is recover's "your graveyard": the creature went to
// the graveyard of the recover card's owner.
func intoOwnersGraveyard(g *Game, ev *Event, src *view) bool { return ev.Object.owner == src.owner }

// opRecover asks the owner to pay the recover cost from his or her mana
// pool: paid, the card returns to hand; not, it is removed from the game
// (502.55a).
func opRecover(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneGraveyard {
		g.record("502.55a", "%s is no longer in the graveyard: recover does nothing", r.source.name())
		return nil
	}
	p, cost := o.Owner, r.ability.Cost.Mana
	answer := "don't pay"
	if g.mightPay(p, cost) {
		var err error
		if answer, err = g.ask(Question{Kind: ChooseOption, Player: p, Rule: "502.55a", About: fmt.Sprintf("whether to pay %s to return %s to your hand", cost, g.name(o.ID)), Options: []string{"pay " + cost.String(), "don't pay"}}); err != nil {
			return err
		}
	}
	if answer != "don't pay" {
		if err := g.tapToPay(p, cost, "recover"); err != nil {
			return err
		}
		g.record("502.55a", "%s pays %s: %s returns from the graveyard to his or her hand", g.playerName(p), cost, g.name(o.ID))
		g.afterEvents([]Event{g.move(o.ID, ZoneHand, p)}, nil)
		return nil
	}
	g.record("502.55a", "%s doesn't pay %s: %s is removed from the game", g.playerName(p), cost, g.name(o.ID))
	g.afterEvents([]Event{g.move(o.ID, ZoneRemoved, p)}, nil)
	return nil
}

// graveyardWatchers lists the cards in graveyards with a triggered ability
// that works from there (recover, 502.55a).
func (g *Game) graveyardWatchers() []*view {
	var out []*view
	for _, p := range g.players {
		for _, id := range p.Graveyard {
			v := g.view(id)
			for _, a := range v.chars().Abilities {
				if a.Kind == TriggeredAbility && a.Trigger.FromGraveyard {
					out = append(out, v)
					break
				}
			}
		}
	}
	return out
}
