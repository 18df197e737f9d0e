package rulings

import (
	"fmt"
	"slices"
)

// soulbond: two triggered abilities, "When this creature enters, if you
// control both this creature and another creature and both are unpaired,
// you may pair this creature with another unpaired creature you control
// for as long as both remain creatures on the battlefield under your
// control" and "Whenever another creature you control enters, if you
// control both that creature and this one and both are unpaired, you may
// pair that creature with this creature ..." (702.95a of 2026). As the
// first resolves its controller answers with the creature to pair it with,
// or `don't`; as the second does, `pair` or `don't`. Abilities refer to the
// pair with the filter word "paired" (`paired creatures have flying`: this
// creature and the one it is paired with, while they are paired, 702.95b).
// As either ability resolves, both must still be creatures on the
// battlefield under its controller's control (702.95c); a creature is
// paired with one other at most (702.95d); and the pair ends as one
// leaves the battlefield, or, checked whenever state-based actions are,
// stops being a creature or changes controller (702.95e). A keyword from
// Avacyn Restored, dated by that set's release.
var soulbond = Keyword{Name: "soulbond", Rule: "702.95", Form: "soulbond", Since: "2012-05-04", triggerRule: "702.95a",
	build: func(text string, _ keywordValue) *Ability {
		return &Ability{Kind: TriggeredAbility, Text: "soulbond: when this creature enters, if you control both this creature and another creature and both are unpaired, you may pair this creature with another unpaired creature you control",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, Self: true, From: ZoneAny, To: ZoneInPlay, Condition: soulbondSelfTriggers},
			Effect:  []Instruction{{Op: "soulbond", Text: "you may pair this creature with another unpaired creature you control"}}}
	},
	more: func(text string, _ keywordValue) []*Ability {
		return []*Ability{{Kind: TriggeredAbility, Text: "soulbond: whenever another creature you control enters, if you control both that creature and this one and both are unpaired, you may pair that creature with this creature",
			Trigger: &Trigger{Kind: OnEvent, Event: ZoneChanged, From: ZoneAny, To: ZoneInPlay,
				Filter: Filter{Types: []string{"creature"}, Controller: "you", Another: true, Text: "another creature you control"}, Condition: soulbondOtherTriggers},
			Effect: []Instruction{{Op: "soulbond", Text: "you may pair that creature with this creature"}}}}
	}}

// pairing is one pair of creatures and the player who controls both.
type pairing struct {
	with       ObjectID
	controller PlayerID
}

// pairedWith returns the creature id is paired with.
func (g *Game) pairedWith(id ObjectID) (ObjectID, bool) {
	if g.keywords == nil || g.keywords.later == nil {
		return 0, false
	}
	p, ok := g.keywords.later.paired[id]
	return p.with, ok
}

// pairable reports whether id is an unpaired creature on the battlefield
// under p's control.
func (g *Game) pairable(id ObjectID, p PlayerID) bool {
	o := g.objects[id]
	if o == nil || o.Zone != ZoneInPlay || o.Controller != p {
		return false
	}
	if _, paired := g.pairedWith(id); paired {
		return false
	}
	return g.viewThrough(id, LayerType).chars().HasType("creature")
}

// soulbondCandidates are the unpaired creatures p controls other than id.
func (g *Game) soulbondCandidates(id ObjectID, p PlayerID) []ObjectID {
	var out []ObjectID
	for _, other := range g.inPlay {
		if other != id && g.pairable(other, p) {
			out = append(out, other)
		}
	}
	return out
}

// soulbondSelfTriggers is the first ability's "if": the creature that
// entered and another creature its controller controls are unpaired.
func soulbondSelfTriggers(g *Game, ev *Event, src *view) bool {
	return g.pairable(ev.NewID, src.controller) && len(g.soulbondCandidates(ev.NewID, src.controller)) > 0
}

// soulbondOtherTriggers is the second ability's "if": the creature that
// entered and the one with soulbond are both unpaired creatures its
// controller controls.
func soulbondOtherTriggers(g *Game, ev *Event, src *view) bool {
	return ev.NewID != src.id && g.pairable(ev.NewID, src.controller) && g.pairable(src.id, src.controller)
}

// opSoulbond pairs two creatures as a soulbond ability resolves, if its
// controller wishes and both still can be paired (702.95a, 702.95c).
func opSoulbond(g *Game, r *resolution, ins Instruction) error {
	if r.source == nil || r.event == nil {
		return nil
	}
	p, this := r.controller, r.source.id
	name := r.source.name()
	if r.ability.Trigger != nil && r.ability.Trigger.Self {
		candidates := g.soulbondCandidates(this, p)
		if !g.pairable(this, p) || len(candidates) == 0 {
			g.record("702.95c", "%s or every other creature %s controls is no longer an unpaired creature on the battlefield under %s's control: nothing becomes paired", name, g.playerName(p), g.playerName(p))
			return nil
		}
		options := []string{}
		for _, id := range candidates {
			options = append(options, g.name(id))
		}
		answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.95a", About: fmt.Sprintf("the creature to pair %s with", name), Options: append(options, "don't")})
		if err != nil {
			return err
		}
		i := slices.Index(options, answer)
		if i < 0 {
			g.record("702.95a", "%s doesn't pair %s with another creature", g.playerName(p), name)
			return nil
		}
		g.pair(this, candidates[i], p)
		return nil
	}
	other := r.event.NewID
	if !g.pairable(this, p) || !g.pairable(other, p) {
		g.record("702.95c", "%s or %s is no longer an unpaired creature on the battlefield under %s's control: neither becomes paired", name, g.name(other), g.playerName(p))
		return nil
	}
	answer, err := g.ask(Question{Kind: ChooseOption, Player: p, Rule: "702.95a", About: fmt.Sprintf("whether to pair %s with %s", g.name(other), name), Options: []string{"pair", "don't"}})
	if err != nil {
		return err
	}
	if answer != "pair" {
		g.record("702.95a", "%s doesn't pair %s with %s", g.playerName(p), g.name(other), name)
		return nil
	}
	g.pair(this, other, p)
	return nil
}

// pair makes a and b, creatures p controls, paired with each other.
func (g *Game) pair(a, b ObjectID, p PlayerID) {
	st := g.laterState()
	st.paired[a] = pairing{with: b, controller: p}
	st.paired[b] = pairing{with: a, controller: p}
	g.record("702.95a", "%s pairs %s with %s, for as long as both remain creatures on the battlefield under %s's control", g.playerName(p), g.name(a), g.name(b), g.playerName(p))
	g.record("702.95d", "%s and %s are paired with each other, and neither can be paired with any other creature", g.name(a), g.name(b))
	for _, id := range []ObjectID{a, b} {
		for _, ab := range g.view(id).chars().Abilities {
			if ab.Static != nil && ab.Static.Filter.Paired {
				g.record("702.95b", "%s's ability \"%s\" refers to the paired creatures: it now applies to %s and %s", g.name(id), ab.Text, g.name(a), g.name(b))
			}
		}
	}
}

// unpair ends the pair of id, if any, saying why (702.95e).
func (g *Game) unpair(id ObjectID, why string) {
	st := g.keywords.later
	p, ok := st.paired[id]
	if !ok {
		return
	}
	delete(st.paired, id)
	delete(st.paired, p.with)
	g.record("702.95e", "%s %s: it and %s become unpaired", g.name(id), why, g.name(p.with))
}

// checkPairs unpairs each paired creature that has stopped being a
// creature or changed controller (702.95e).
func (g *Game) checkPairs() {
	if g.keywords == nil || g.keywords.later == nil || len(g.keywords.later.paired) == 0 {
		return
	}
	ids := slices.Sorted(func(yield func(ObjectID) bool) {
		for id := range g.keywords.later.paired {
			if !yield(id) {
				return
			}
		}
	})
	for _, id := range ids {
		p, ok := g.keywords.later.paired[id]
		o := g.objects[id]
		switch {
		case !ok || o == nil:
		case o.Controller != p.controller:
			g.unpair(id, "is now controlled by "+g.playerName(o.Controller))
		case !g.viewThrough(id, LayerType).chars().HasType("creature"):
			g.unpair(id, "is no longer a creature")
		}
	}
}

// pairLeaves unpairs a paired creature as it leaves the battlefield
// (702.95e).
func (g *Game) pairLeaves(o *Object) {
	if o.Zone == ZoneInPlay && g.keywords != nil && g.keywords.later != nil {
		g.unpair(o.ID, "leaves the battlefield")
	}
}

// pairedFilterHolds reports whether o is the source of a static ability
// whose filter says "paired", or the creature it is paired with, while
// they are paired (702.95b).
func (g *Game) pairedFilterHolds(source ObjectID, o *Object) bool {
	with, ok := g.pairedWith(source)
	return ok && (o.ID == source || o.ID == with)
}
