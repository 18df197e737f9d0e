package rulings

// unearth {COST}: "[Cost]: Return this card from your graveyard to the
// battlefield. It gains haste. Exile it at the beginning of the next end
// step. If it would leave the battlefield, exile it instead of putting it
// anywhere else. Activate only as a sorcery" (702.84a of 2026). A keyword
// from Shards of Alara; the ability functions only while the card is in
// a graveyard.
var unearth = Keyword{Name: "unearth", Rule: "702.84", Form: "unearth {COST}", arg: argCost, Since: "2008-10-03",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: ActivatedAbility, Zone: ZoneGraveyard, Text: text, SorceryTiming: true,
			Cost:   Cost{Mana: v.cost, HasMana: true},
			Effect: []Instruction{{Op: "unearth", Object: Ref{Kind: RefThis}, Text: "return this card from your graveyard to the battlefield; it gains haste; exile it at the beginning of the next end step; if it would leave the battlefield, exile it instead"}}}
	}}

// opUnearth returns the card to the battlefield, gives it haste, creates
// the delayed triggered ability that exiles it at the beginning of the
// next end step, and marks it for the replacement effect that exiles it
// if it would leave the battlefield (702.84a).
func opUnearth(g *Game, r *resolution, ins Instruction) error {
	g.noteKeyword(r.source.name(), unearth)
	for _, id := range r.objectsOf(ins) {
		if o := g.objects[id]; o == nil || o.Zone != ZoneGraveyard {
			g.record("702.84a", "%s is no longer in a graveyard: unearth can't return it", g.name(id))
			continue
		}
		newID := g.enterPlay(id, r.controller)
		if o := g.objects[newID]; o == nil || o.Zone != ZoneInPlay {
			continue
		}
		g.record("702.84a", "unearth: %s returns to the battlefield under %s's control", g.name(newID), g.playerName(r.controller))
		state := g.keywordsState()
		if state.unearthed == nil {
			state.unearthed = map[ObjectID]bool{}
		}
		state.unearthed[newID] = true
		gained := haste.build(haste.Name, keywordValue{})
		gained.Keyword = haste.Name
		g.addEffect(r, []ObjectID{newID}, ContinuousEffect{Layer: LayerOther, AddAbilities: []*Ability{gained}, Duration: Forever, Text: "it gains haste"})
		g.record("702.84a", "%s gains haste", g.name(newID))
		exile := "exile it at the beginning of the next end step"
		g.delayed = append(g.delayed, &delayedTrigger{source: r.source, controller: r.controller, step: EndOfTurn, objects: []*view{g.view(newID)},
			ability: &Ability{Kind: TriggeredAbility, Text: "unearth: " + exile, Effect: []Instruction{{Op: "move", Object: Ref{Kind: RefRemembered}, Zone: ZoneRemoved, Text: exile}}}})
		g.record("702.84a", "unearth creates the delayed triggered ability \"%s\" about %s", exile, g.name(newID))
	}
	return nil
}

// unearthDestination is the replacement effect of unearth: a permanent
// returned by it that would leave the battlefield for any zone but exile
// is exiled instead (702.84a).
func (g *Game) unearthDestination(o *Object, to Zone) Zone {
	if g.keywords == nil || o.Zone != ZoneInPlay || to == ZoneRemoved || !g.keywords.unearthed[o.ID] {
		return to
	}
	g.record("702.84a", "%s was returned by unearth and would leave the battlefield for its owner's %s: it is exiled instead", g.name(o.ID), g.rules.ZoneName(to))
	return ZoneRemoved
}
