package rulings

// rebound: "If this spell was cast from your hand, instead of putting it
// into your graveyard as it resolves, exile it and, at the beginning of
// your next upkeep, you may cast this card from exile without paying its
// mana cost" (702.88a of 2026), on instants and sorceries. Casting it that
// way follows the rules for alternative costs (702.88b); several instances
// on one spell are redundant (702.88c). A spell countered, or cast from
// anywhere but its owner's hand, goes to the graveyard as usual. The
// delayed ability asks `alice chooses cast` or `don't` as it resolves. A
// keyword from Rise of the Eldrazi, dated by that set's release.
var rebound = Keyword{redundantRule: "702.88c", Name: "rebound", Rule: "702.88", Form: "rebound", Since: "2010-04-23", build: staticKeyword(PlayRule)}

// noteRebound remembers a spell with rebound cast from its owner's hand,
// from is the zone it was cast from.
func (g *Game) noteRebound(obj *Object, chars *Characteristics, from Zone) {
	if !hasKeyword(chars, rebound.Name) || obj.Copy {
		return
	}
	if from != ZoneHand {
		g.record("702.88a", "%s isn't cast from its owner's hand: rebound won't exile it", chars.Name)
		return
	}
	g.laterState().rebounding[obj.ID] = true
}

// reboundDestination exiles, instead of putting it into its owner's
// graveyard, a resolving spell with rebound cast from its owner's hand.
func (g *Game) reboundDestination(o *Object, to Zone) Zone {
	if to != ZoneGraveyard || g.keywords == nil || g.keywords.later == nil || !g.keywords.later.rebounding[o.ID] {
		return to
	}
	v := g.view(o.ID)
	g.recordRedundant(v, rebound.Name)
	g.record("702.88a", "%s was cast from its owner's hand: as it resolves it is exiled instead of being put into the graveyard", v.name())
	return ZoneRemoved
}

// reboundExiled creates, for a spell rebound exiled as it resolved, the
// delayed triggered ability that lets its owner cast the card from exile
// at the beginning of their next upkeep.
func (g *Game) reboundExiled(o *Object, card ObjectID, to Zone) {
	if g.keywords == nil || g.keywords.later == nil || !g.keywords.later.rebounding[o.ID] {
		return
	}
	delete(g.keywords.later.rebounding, o.ID)
	if to != ZoneRemoved || g.objects[card] == nil {
		return
	}
	what := "at the beginning of your next upkeep, you may cast this card from exile without paying its mana cost"
	d := &delayedTrigger{source: g.view(card), controller: o.Owner, step: Upkeep, ownTurn: true, objects: []*view{g.view(card)},
		ability: &Ability{Kind: TriggeredAbility, Text: "rebound: " + what, Effect: []Instruction{{Op: "rebound-cast", Object: Ref{Kind: RefRemembered}, Text: "you may cast this card from exile without paying its mana cost"}}}}
	g.record("702.88a", "rebound creates the delayed triggered ability \"%s\" about %s", what, g.name(card))
	g.delayed = append(g.delayed, d)
}

// opReboundCast lets the card's owner cast it from exile without paying
// its mana cost, if it is still there (702.88a, 702.88b).
func opReboundCast(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneRemoved {
			g.record("702.88a", "%s is no longer in exile: rebound can't cast it", g.name(id))
			continue
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: r.controller, Rule: "702.88a", About: "whether to cast " + g.name(id) + " from exile without paying its mana cost", Options: []string{"cast", "don't"}})
		if err != nil {
			return err
		}
		if answer != "cast" {
			g.record("702.88a", "%s doesn't cast %s: it stays in exile", g.playerName(r.controller), g.name(id))
			continue
		}
		g.record("702.88b", "%s casts %s from exile without paying its mana cost, which follows the rules for alternative costs", g.playerName(r.controller), g.name(id))
		if err := g.playSpell(PlayRequest{Player: r.controller, Card: id, DuringResolution: true}); err != nil {
			return err
		}
	}
	return nil
}
