package rulings

import "strings"

// evoke {COST}: two abilities, "You may cast this card by paying [cost]
// rather than paying its mana cost" and "When this permanent enters, if
// its evoke cost was paid, its controller sacrifices it" (702.74a of
// 2026). A keyword from Lorwyn. Casting it for its evoke cost follows the
// rules for alternative costs (601.2b, 601.2f-h): the scenario language's
// clause "paying the alternative cost" pays it.
var evoke = Keyword{Name: "evoke", Rule: "702.74", Form: "evoke {COST}", arg: argCost, Since: "2007-10-12",
	build: func(text string, v keywordValue) *Ability {
		return &Ability{Kind: StaticAbility, Text: "evoke " + v.cost.String(), Static: &Static{Kind: PlayRule}, Cost: Cost{Mana: v.cost, HasMana: true}}
	},
	more: func(text string, v keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: "evoke: when this enters, if its evoke cost was paid, its controller sacrifices it",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay, Condition: evokeCostPaid},
			Effect:  []Instruction{{Op: "evoke-sacrifice", Object: Ref{Kind: RefThis}, Text: "its controller sacrifices it"}}}}
	}}

// noteEvoked remembers, by the card's Origin, a spell cast for its evoke
// cost, for the trigger as the permanent enters; keywordsOnMove forgets
// it when the spell or the permanent it becomes leaves.
func (g *Game) noteEvoked(obj *Object, alternative *Ability) {
	if alternative.Keyword != evoke.Name {
		return
	}
	state := g.keywordsState()
	if state.evoked == nil {
		state.evoked = map[ObjectID]bool{}
	}
	state.evoked[obj.Origin] = true
	g.noteKeyword(g.name(obj.ID), evoke)
	cost := alternative.Cost.Mana.String()
	if len(alternative.Cost.Parts) > 0 {
		cost = strings.TrimPrefix(alternative.Text, "evoke—")
	}
	g.record("702.74a", "%s is cast for its evoke cost %s rather than its mana cost", g.name(obj.ID), cost)
}

// forgetEvoked drops the mark of an evoked spell that leaves the stack
// for anywhere but the battlefield, or of a permanent leaving it.
func (g *Game) forgetEvoked(o *Object, to Zone) {
	if g.keywords == nil || !g.keywords.evoked[o.Origin] {
		return
	}
	if o.Zone == ZoneInPlay || o.Zone == ZoneStack && to != ZoneInPlay {
		delete(g.keywords.evoked, o.Origin)
	}
}

// evokeCostPaid is the intervening "if" of evoke's triggered ability.
func evokeCostPaid(g *Game, ev *Event, src *view) bool {
	o := g.objects[ev.NewID]
	if o == nil {
		return false
	}
	if g.keywords == nil || !g.keywords.evoked[o.Origin] {
		g.record("702.74a", "%s's evoke cost wasn't paid: its evoke ability doesn't trigger", g.name(o.ID))
		return false
	}
	g.record("702.74a", "%s's evoke cost was paid: its evoke ability triggers as it enters", g.name(o.ID))
	return true
}

// opEvokeSacrifice has the permanent's controller sacrifice it, if it is
// still on the battlefield.
func opEvokeSacrifice(g *Game, r *resolution, ins Instruction) error {
	for _, id := range r.objectsOf(ins) {
		o := g.objects[id]
		if o == nil || o.Zone != ZoneInPlay {
			continue
		}
		g.record("702.74a", "evoke: %s, the controller of %s, sacrifices it", g.playerName(o.Controller), g.name(id))
		g.sacrificeAll([]ObjectID{id})
	}
	return nil
}
