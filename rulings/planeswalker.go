package rulings

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Planeswalkers and loyalty, as the rules from the Magic 2010 update
// define them (306, 606, 704.5i, and the planeswalker uniqueness rule of
// 2009 to 2017). A planeswalker enters with its printed loyalty in
// loyalty counters; damage dealt to it removes that many (120.3c).
// Attacking planeswalkers is not modeled.

// payLoyalty pays a loyalty ability's cost: its controller may activate it
// only any time he or she could cast a sorcery, and only if no loyalty
// ability of that permanent was activated this turn (606.3); a negative
// cost needs that many loyalty counters (606.6).
func (g *Game) payLoyalty(s *stackSpell, part CostPart) error {
	o := s.source
	p := s.obj.Controller
	if g.active != p || (g.step != Main1 && g.step != Main2) || len(g.stack) > 1 {
		return g.illegal("606.3", "a loyalty ability of %s can be activated only in its controller's main phase with an empty stack", g.name(o.ID))
	}
	if o.LoyaltyTurn == g.turn {
		return g.illegal("606.3", "a loyalty ability of %s was already activated this turn", g.name(o.ID))
	}
	have := o.Counters["loyalty"]
	if part.LoyaltyX {
		part.Loyalty = -s.obj.X
	}
	g.recordLoyaltySymbol(o, part.Loyalty)
	if extra, from := g.loyaltyCostChanges(p); extra != 0 {
		// Several costs to add or remove loyalty counters combine into
		// one (606.5).
		g.record("606.5", "with %s's static ability the cost is %+d and %+d loyalty: the two combine into one cost of %+d", from, part.Loyalty, extra, part.Loyalty+extra)
		part.Loyalty += extra
	}
	if part.Loyalty < 0 && have < -part.Loyalty {
		return g.illegal("606.6", "%s has %d loyalty counters: it can't pay %d", g.name(o.ID), have, part.Loyalty)
	}
	if o.Counters == nil {
		o.Counters = map[string]int{}
	}
	o.Counters["loyalty"] = have + part.Loyalty
	o.LoyaltyTurn = g.turn
	g.recordLater("606.2", "the ability of %s has a loyalty symbol in its cost: it is a loyalty ability", g.name(o.ID))
	g.recordLater("606.1", "as a loyalty ability, it follows special rules: activated only as a sorcery could be cast, and only one loyalty ability of %s each turn", g.name(o.ID))
	g.recordLater("113.5", "%s activates a loyalty ability of %s, a permanent they control, with priority and the stack empty in a main phase of their turn, no loyalty ability of it activated yet this turn", g.playerName(p), g.name(o.ID))
	g.recordLoyaltyAbilityKinds(o)
	g.record("606.4", "%s pays the loyalty cost %+d: %s now has %d loyalty counters", g.playerName(p), part.Loyalty, g.name(o.ID), o.Counters["loyalty"])
	g.record("306.5c", "the loyalty of %s on the battlefield is the number of loyalty counters on it: %d", g.name(o.ID), o.Counters["loyalty"])
	return nil
}

// damageRemovesLoyalty applies damage dealt to a planeswalker: that many
// loyalty counters are removed from it (120.3c). It reports whether the
// recipient was a planeswalker.
func (g *Game) damageRemovesLoyalty(source *view, id ObjectID, n int, rule string) bool {
	o := g.objects[id]
	if !g.view(id).chars().HasType("planeswalker") || g.view(id).chars().HasType("creature") {
		return false
	}
	removed := min(n, o.Counters["loyalty"])
	o.Counters["loyalty"] -= removed
	g.record(rule, "%s deals %d damage to %s", source.name(), n, g.name(id))
	g.record("120.3c", "damage dealt to the planeswalker %s removes %d loyalty counters (now %d)", g.name(id), removed, o.Counters["loyalty"])
	g.record("306.8", "the damage dealt to %s results in that many loyalty counters being removed from it", g.name(id))
	return true
}

// planeswalkerRules returns the planeswalkers the state-based actions put
// into their owners' graveyards: those with 0 loyalty (704.5i), and those
// the planeswalker uniqueness rule of the edition removes.
func (g *Game) planeswalkerRules() ([]ObjectID, error) {
	var out []ObjectID
	type key struct {
		subtype    string
		controller PlayerID
	}
	groups := map[key][]ObjectID{}
	for _, id := range g.inPlay {
		c := g.viewThrough(id, LayerType).chars()
		if !c.HasType("planeswalker") {
			continue
		}
		if g.objects[id].Counters["loyalty"] <= 0 {
			g.record("704.5i", "%s has 0 loyalty and is put into its owner's graveyard", g.name(id))
			g.record("306.9", "the loyalty of the planeswalker %s is 0: it is put into its owner's graveyard", g.name(id))
			g.recordLater("122.1e", "the number of loyalty counters on %s, %d, is how much loyalty it has", g.name(id), g.objects[id].Counters["loyalty"])
			out = append(out, id)
			continue
		}
		for _, sub := range c.Subtypes {
			k := key{subtype: sub}
			if g.rules.PlaneswalkerUniqueness == UniquenessControllerKeepsOne {
				k.controller = g.view(id).controller
			}
			groups[k] = append(groups[k], id)
		}
	}
	if g.rules.PlaneswalkerUniqueness == NoUniqueness {
		return out, nil
	}
	keys := slices.SortedFunc(maps.Keys(groups), func(a, b key) int {
		return strings.Compare(fmt.Sprint(a), fmt.Sprint(b))
	})
	for _, k := range keys {
		ids := slices.DeleteFunc(groups[k], func(id ObjectID) bool { return slices.Contains(out, id) })
		if len(ids) < 2 {
			continue
		}
		if g.rules.PlaneswalkerUniqueness == UniquenessAllGo {
			g.record("306.4", "%d planeswalkers share the planeswalker type %s: all are put into their owners' graveyards (the planeswalker uniqueness rule)", len(ids), k.subtype)
			out = append(out, ids...)
			continue
		}
		options := g.permanentOptions(ids)
		answer, err := g.ask(Question{Kind: ChooseObject, Player: k.controller, Rule: "306.4", About: "which planeswalker of type " + k.subtype + " to keep", Options: options})
		if err != nil {
			return nil, err
		}
		keep := ids[slices.Index(options, answer)]
		g.record("306.4", "%s controls %d planeswalkers of type %s: %s keeps one and puts the rest into their owners' graveyards (the planeswalker uniqueness rule)", g.playerName(k.controller), len(ids), k.subtype, g.playerName(k.controller))
		out = append(out, slices.DeleteFunc(ids, func(id ObjectID) bool { return id == keep })...)
	}
	return out, nil
}

// recordLoyaltySymbol says what the loyalty symbol in a loyalty
// ability's cost means (107.7 of 2026): [+N] is "put N loyalty counters
// on this permanent", [-N] "remove N loyalty counters from this
// permanent" and [0] "put zero loyalty counters on this permanent".
func (g *Game) recordLoyaltySymbol(o *Object, n int) {
	switch {
	case n > 0:
		g.recordLater("107.7", "the loyalty symbol [+%d] in the cost of %s's ability means \"put %s on this permanent\"", n, g.name(o.ID), count(n, "loyalty counter"))
	case n < 0:
		g.recordLater("107.7", "the loyalty symbol [-%d] in the cost of %s's ability means \"remove %s from this permanent\"", -n, g.name(o.ID), count(-n, "loyalty counter"))
	default:
		g.recordLater("107.7", "the loyalty symbol [0] in the cost of %s's ability means \"put zero loyalty counters on this permanent\"", g.name(o.ID))
	}
}
