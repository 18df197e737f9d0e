package rulings

import "fmt"

// squad {COST}: "As an additional cost to cast this spell, you may pay
// [cost] any number of times" and "When this creature enters, if its
// squad cost was paid, create a token that's a copy of it for each time
// its squad cost was paid" (702.157a of 2026), cast with the clause
// "paying the squad cost x2". A keyword from Warhammer 40,000 Commander,
// dated by that set's release.
var squad = Keyword{Name: "squad", Rule: "702.157", Form: "squad {COST}", arg: argCost, Since: "2022-10-07", triggerRule: "702.157a",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: text, Cost: Cost{Mana: v.cost, HasMana: true}, Static: &Static{Kind: PlayRule}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: "squad: when this creature enters, if its squad cost was paid, create a token that's a copy of it for each time its squad cost was paid",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay, Condition: squadPaid},
			Effect:  []Instruction{{Op: "squad", Object: Ref{Kind: RefThis}, Text: "create a token that's a copy of it for each time its squad cost was paid"}}}}
	}}

func init() {
	castWays[squad.Name] = castWay{rule: "702.157a", addsMana: true, anyNumber: true}
}

// squadPaid is the intervening "if" of squad's trigger.
func squadPaid(g *Game, ev *Event, _ *view) bool {
	if !g.castWithKeyword(g.objects[ev.NewID], "squad") {
		g.record("702.157a", "%s's squad cost wasn't paid: its squad ability doesn't trigger", ev.Object.name())
		return false
	}
	g.record("702.157a", "%s's squad cost was paid %s: its squad ability triggers", ev.Object.name(), count(g.squadTimes(ev.NewID), "time"))
	return true
}

// squadTimes is how many times the squad cost of permanent id was paid.
func (g *Game) squadTimes(id ObjectID) int {
	o := g.objects[id]
	if o == nil || g.keywords == nil || g.keywords.later == nil {
		return 0
	}
	return g.keywords.later.castTimes[o.Origin]
}

// opSquad creates the token copies of the permanent, one for each
// payment of its squad cost.
func opSquad(g *Game, r *resolution, ins Instruction) error {
	n := 0
	if r.event != nil {
		n = g.squadTimes(r.event.NewID)
	}
	copied := *r.source.chars()
	def := &CardDefinition{Name: copied.Name, Faces: []Characteristics{copied}}
	g.createKeywordTokens(r.controller, n, def, false, "702.157a", fmt.Sprintf("squad, paid %s", count(n, "time")))
	return nil
}
