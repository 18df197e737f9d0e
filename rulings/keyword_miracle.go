package rulings

import "fmt"

// miracle {COST}: "You may reveal this card from your hand as you draw it
// if it's the first card you've drawn this turn. When you reveal this
// card this way, you may cast it by paying [cost] rather than its mana
// cost" (702.94a of 2026), a static ability linked to a triggered ability
// (603.11). As the first card its owner draws in a turn is put into the
// hand, the owner answers `reveal` or `don't`; a revealed card triggers,
// and as that trigger resolves, with the card still in the hand, its owner
// answers `cast` (then its targets) or `don't`, paying the miracle cost
// from the mana pool, where mana abilities played before put it. The card
// stays revealed until it leaves the hand or the trigger leaves the stack
// (702.94b). A keyword from Avacyn Restored, dated by that set's release.
var miracle = Keyword{Name: "miracle", Rule: "702.94", Form: "miracle {COST}", arg: argCost, Since: "2012-05-04",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	},
	more: func(text string, v keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true},
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneLibrary, To: ZoneHand, Condition: revealedForMiracle},
			Effect:  []Instruction{{Op: "miracle", Text: fmt.Sprintf("you may cast this card by paying %s rather than its mana cost", v.cost)}}}}
	}}

// miracleReveal offers the owner of a card just drawn, ev's, the reveal
// its miracle ability allows when it is the first card they drew this
// turn (702.94a), and remembers a card revealed.
func (g *Game) miracleReveal(ev *Event) error {
	o := g.objects[ev.NewID]
	if o == nil || o.Card == nil {
		return nil
	}
	a := keywordAbility(&o.Card.Faces[0], miracle.Name)
	if a == nil {
		return nil
	}
	p, name := o.Owner, g.name(o.ID)
	g.noteKeyword(name, miracle)
	if ev.Nth != 1 {
		g.record("702.94a", "%s is card number %d %s has drawn this turn, not the first: it can't be revealed for its miracle ability", name, ev.Nth, g.playerName(p))
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.94a", About: fmt.Sprintf("whether to reveal %s, the first card drawn this turn, for its miracle ability", name), Options: []string{"reveal", "don't"}})
	if err != nil {
		return err
	}
	if answer != "reveal" {
		g.record("702.94a", "%s doesn't reveal %s as it is drawn: its miracle ability doesn't trigger", g.playerName(p), name)
		return nil
	}
	g.laterState().miracles[o.Origin] = true
	g.record("702.94a", "%s reveals %s as it is drawn, the first card %s has drawn this turn", g.playerName(p), name, g.playerName(p))
	g.record("702.94b", "%s plays with %s revealed until it leaves the hand or its miracle trigger leaves the stack", g.playerName(p), name)
	return nil
}

// revealedForMiracle is the miracle trigger's condition: the card was
// revealed by its miracle ability as it was drawn.
func revealedForMiracle(g *Game, ev *Event, _ *view) bool {
	o := g.objects[ev.NewID]
	return o != nil && g.keywords != nil && g.keywords.later != nil && g.keywords.later.miracles[o.Origin]
}

// opMiracle lets the owner cast the revealed card for its miracle cost,
// paid from the mana pool, if it is still in the hand (702.94a); the card
// is no longer revealed once the ability has resolved (702.94b).
func opMiracle(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.event.NewID]
	if g.keywords != nil && g.keywords.later != nil && o != nil {
		delete(g.keywords.later.miracles, o.Origin)
	}
	if o == nil || o.Zone != ZoneHand {
		g.record("702.94b", "the revealed card has left its owner's hand: it is no longer revealed, and its miracle ability can't cast it")
		return nil
	}
	p, cost, name := o.Owner, r.ability.Cost.Mana, g.name(o.ID)
	pool := &g.players[p].Pool
	answer := "don't"
	if canPay(*pool, cost) {
		var err error
		if answer, err = g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.94a", About: fmt.Sprintf("whether to cast %s for its miracle cost %s", name, cost), Options: []string{"cast", "don't"}}); err != nil {
			return err
		}
	}
	if answer != "cast" {
		g.record("702.94a", "%s doesn't cast %s for its miracle cost %s: it stays in the hand", g.playerName(p), name, cost)
		g.record("702.94b", "the miracle ability has resolved: %s is no longer revealed", name)
		return nil
	}
	if err := g.payManaFor(p, pool, cost, castOrActivate); err != nil {
		return err
	}
	g.record("702.94a", "%s casts %s by paying its miracle cost %s rather than its mana cost, an alternative cost", g.playerName(p), name, cost)
	return g.playSpell(PlayRequest{Player: p, Card: o.ID, DuringResolution: true, PaidInstead: "miracle"})
}
