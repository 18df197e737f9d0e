package rulings

// Suspend ("Suspend N—[cost]", 502.59 of the seed era's keyword list):
// rather than play the card, its owner may pay the cost and remove it from
// the game with N time counters; this is a special action (408.2k). At the
// beginning of its owner's upkeep a time counter is removed; when the last
// is removed, the card is played without paying its mana cost.

// suspendAbility returns a card's suspend ability, if it has one.
func suspendAbility(c *Characteristics) *Ability {
	for _, a := range c.Abilities {
		if a.Keyword == suspend.Name {
			return a
		}
	}
	return nil
}

// Suspend removes a card with suspend in its owner's hand from the game
// with its time counters: a special action the player can take only when
// he or she has priority, and could play the card (408.2k).
func (g *Game) Suspend(req PlayRequest) error {
	return g.undoable(req.Player, func() error {
		p := req.Player
		name := g.playerName(p)
		o := g.objects[req.Card]
		if o == nil || o.Zone != ZoneHand || o.Owner != p {
			return g.illegal("502.59a", "%s has no such card in hand: suspend works while the card is in its owner's hand", name)
		}
		c := &o.Card.Faces[0]
		a := suspendAbility(c)
		if a == nil {
			return g.illegal("408.2k", "%s doesn't have suspend", c.Name)
		}
		if g.priority != p {
			return g.illegal("408.2k", "%s can suspend a card only when he or she has priority", name)
		}
		if rule, ok := g.canPlayNow(p, c); !ok {
			return g.illegal(rule, "%s can suspend %s only when he or she could play it", name, c.Name)
		}
		if err := g.payManaWith(p, req.ManaSources, a.Cost.Mana); err != nil {
			return err
		}
		ev := g.move(o.ID, ZoneRemoved, p)
		n := a.Static.Amount.N
		g.putCountersOn(g.objects[ev.NewID], "time", n, false)
		g.record("408.2k", "%s pays %s and %s with %d time counters: a special action that doesn't use the stack", name, a.Cost.Mana, g.rules.Words.removes(c.Name), n)
		g.noteKeyword(c.Name, suspend)
		g.record("502.59b", "%s is suspended: it is removed from the game, has suspend and has a time counter on it", c.Name)
		g.afterEvents([]Event{ev}, nil)
		return g.givePriority(p)
	})
}

// triggerSuspended triggers, at the beginning of its owner's upkeep, the
// ability of each suspended card that removes a time counter.
func (g *Game) triggerSuspended() {
	if g.step != Upkeep {
		return
	}
	for _, id := range g.removed {
		o := g.objects[id]
		if o.Owner != g.active || o.Counters["time"] == 0 || suspendAbility(&o.Card.Faces[0]) == nil {
			continue
		}
		tick := &Ability{Kind: TriggeredAbility, Text: "at the beginning of your upkeep, if this card is suspended, remove a time counter from it",
			Trigger: &Trigger{Kind: AtBeginning, Step: Upkeep, Whose: "your"}, Effect: []Instruction{{Op: "suspend-tick"}}}
		t := &pendingTrigger{ability: tick, source: g.view(id), controller: o.Owner, event: &Event{Player: g.active}}
		g.pending = append(g.pending, t)
		g.record("410.2#step", "%s triggers at the beginning of %s's upkeep", t.describe(), g.playerName(g.active))
	}
}

// opSuspendTick removes a time counter from the suspended card; removing
// the last one triggers playing it.
func opSuspendTick(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneRemoved || o.Counters["time"] == 0 {
		return nil
	}
	o.Counters["time"]--
	left := o.Counters["time"]
	g.record("502.59a", "a time counter is removed from the suspended %s: %d left", g.name(o.ID), left)
	if left > 0 {
		return nil
	}
	g.lastTimeCounterOffSuspended(o)
	return nil
}

// lastTimeCounterOffSuspended triggers suspend's second ability, "when the
// last time counter is removed from this card, play it", on the suspended
// card o whose last time counter was just removed, whatever removed it
// (its upkeep ability, or a player time traveling, 701.56a of 2026).
func (g *Game) lastTimeCounterOffSuspended(o *Object) {
	play := &Ability{Kind: TriggeredAbility, Text: "when the last time counter is removed from this card, play it without paying its mana cost",
		Trigger: &Trigger{Kind: OnEvent}, Effect: []Instruction{{Op: "suspend-play"}}}
	t := &pendingTrigger{ability: play, source: g.view(o.ID), controller: o.Owner, event: &Event{Player: o.Owner}}
	g.pending = append(g.pending, t)
	g.record("410.2", "%s triggers: the last time counter was removed", t.describe())
}

// opSuspendPlay plays the suspended card without paying its mana cost, as
// the ability resolves (413.2e).
func opSuspendPlay(g *Game, r *resolution, ins Instruction) error {
	o := g.objects[r.source.id]
	if o == nil || o.Zone != ZoneRemoved {
		g.record("410.10", "%s is no longer removed from the game: it can't be %s", r.source.name(), g.rules.Words.spell(participle))
		return nil
	}
	g.record("413.2e", "%s %s %s without paying its mana cost as the ability resolves", g.playerName(o.Owner), g.rules.Words.PlaysSpell, g.name(o.ID))
	g.record("502.59c", "%s %s by its suspend ability follows the rules for alternative costs: not paying its mana cost is its alternative cost, and no other can be applied", g.rules.Words.spell(gerund), g.name(o.ID))
	if c := &o.Card.Faces[0]; c.HasType("creature") {
		g.record("502.59a", "%s is a creature spell %s by its suspend ability: it gains haste", c.Name, g.rules.Words.spell(participle))
		g.keywordsState().suspendHaste[o.Origin] = o.Owner + 1
	}
	return g.playSpell(PlayRequest{Player: o.Owner, Card: o.ID, DuringResolution: true})
}

// suspendHaste reports whether the creature o, seen in v, has haste
// because its suspend ability played it and its controller hasn't lost
// control of it since (502.59a).
func (g *Game) suspendHaste(o *Object, v *view) bool {
	if g.keywords == nil || g.keywords.suspendHaste[o.Origin] != v.controller+1 {
		return false
	}
	g.record("502.59a", "%s was %s by its suspend ability: it has haste while %s controls it", v.name(), g.rules.Words.spell(participle), g.playerName(v.controller))
	return true
}

// suspend N—{COST}: the card may be removed from the game with N time
// counters as a special action and is played for free when the last is
// removed (502.59).
var suspend = Keyword{Name: "suspend", Rule: "502.59", Form: "suspend N—{COST}", arg: argCountAndCost,
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule, Amount: Value{N: v.n}}}
	}}
