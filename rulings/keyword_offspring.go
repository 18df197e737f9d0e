package rulings

// offspring {COST}: "You may pay an additional [cost] as you cast this
// spell" and "When this permanent enters, if its offspring cost was paid,
// create a token that's a copy of it, except it's 1/1" (702.175a of 2026),
// cast with the clause "paying the offspring cost". A keyword from
// Bloomburrow, dated by that set's release.
var offspring = Keyword{Name: "offspring", Rule: "702.175", Form: "offspring {COST}", arg: argCost, Since: "2024-08-02", triggerRule: "702.175a",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: "offspring: when this permanent enters, if its offspring cost was paid, create a token that's a copy of it, except it's 1/1",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay, Condition: offspringPaid},
			Effect:  []Instruction{{Op: "offspring", Object: Ref{Kind: RefThis}, Text: "create a token that's a copy of it, except it's 1/1"}}}}
	}}

func init() {
	castWays[offspring.Name] = castWay{rule: "702.175a", addsMana: true}
}

// offspringPaid is the intervening "if" of offspring's trigger.
func offspringPaid(g *Game, ev *Event, _ *view) bool {
	o := g.objects[ev.NewID]
	if !g.castWithKeyword(o, "offspring") {
		g.record("702.175a", "%s's offspring cost wasn't paid: its offspring ability doesn't trigger", ev.Object.name())
		return false
	}
	g.record("702.175a", "%s's offspring cost was paid: its offspring ability triggers", ev.Object.name())
	return true
}

// opOffspring creates the 1/1 token copy of the permanent, or of it as it
// last existed on the battlefield.
func opOffspring(g *Game, r *resolution, ins Instruction) error {
	copied := *r.source.chars()
	if o := g.objects[r.source.id]; o == nil || o.Zone != ZoneInPlay {
		g.record("608.2h", "%s has left the battlefield: the token is a copy of it as it last existed there", r.source.name())
	}
	copied.Power, copied.Toughness = 1, 1
	def := &CardDefinition{Name: copied.Name, Faces: []Characteristics{copied}}
	if ids := g.createKeywordTokens(r.controller, 1, def, false, "702.175a", "offspring"); len(ids) > 0 {
		g.record("707.9b", "the exception is part of the copy effect: the token is 1/1")
	}
	return nil
}
