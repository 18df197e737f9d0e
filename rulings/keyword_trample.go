package rulings

import (
	"fmt"
	"slices"
	"strings"
)

// trample: an attacking creature with trample assigns lethal damage to the
// creatures blocking it and may assign the rest to the defending player
// (502.9).
var trample = Keyword{redundantRule: "502.9f", Name: "trample", Rule: "502.9", natureRule: "502.9a", nature: "trample is a static ability that modifies the rules for assigning an attacking creature's combat damage", Form: "trample", build: staticKeyword(PlayRule)}

// trampleDamage assigns the combat damage of an attacking creature with
// trample; ok is false when the creature has no trample. With every
// blocker removed from combat, all its damage goes to the defending player
// (502.9c). Otherwise, when its power is more than the lethal damage its
// blockers need, its controller divides it among them and the defending
// player, lethal damage to every blocker first (502.9b): a decision the
// script makes with "assigns".
//
// assigned is the combat damage the other attacking creatures assign at
// the same time: it counts toward lethal damage (502.9b, 502.9e).
func (g *Game) trampleDamage(v *view, power int, blockers []ObjectID, assigned []combatDamage) (shares []combatDamage, ok bool, err error) {
	if !hasKeyword(v.chars(), trample.Name) {
		return nil, false, nil
	}
	defender, attacking := g.attackedTarget(v.id)
	if len(blockers) == 0 {
		if !attacking {
			return nil, true, nil
		}
		g.record("502.9c", "every creature blocking %s has been removed from combat: it has trample, so all %d of its damage is assigned to %s", v.name(), power, g.targetName(defender))
		return []combatDamage{{source: v, to: defender, amount: power}}, true, nil
	}
	if !attacking {
		// Nothing beyond its blockers to assign damage to (510.1b).
		return nil, false, nil
	}
	lethal := map[ObjectID]int{}
	need := 0
	for _, b := range blockers {
		lethal[b] = g.lethalDamage(v, b)
		if others := assignedTo(assigned, b); others > 0 {
			g.record("502.9e", "%d combat damage from other attacking creatures is assigned to %s at the same time: it counts toward lethal damage, so %s needs to assign only %d to it", others, g.name(b), v.name(), max(lethal[b]-others, 0))
			lethal[b] = max(lethal[b]-others, 0)
		}
		need += lethal[b]
		if shared := (protectionFrom(g.view(b)) & v.chars().Colors).Colors(); len(shared) > 0 {
			g.record("502.9d", "%s has protection from %s, but lethal damage for trample considers only its toughness: it needs %d", g.name(b), shared[0], lethal[b])
		}
	}
	if power <= need {
		return nil, false, nil
	}
	planned, scripted := g.damagePlan[v.id]
	plan := planned.shares
	if !scripted {
		names := make([]string, 0, len(blockers)+1)
		for _, b := range blockers {
			names = append(names, fmt.Sprintf("%s (lethal %d)", g.name(b), lethal[b]))
		}
		names = append(names, g.targetName(defender))
		return nil, true, &DecisionError{Kind: ChooseDamageAssignment, Player: g.playerName(v.controller),
			Question: fmt.Sprintf("how %s, with trample, divides %d combat damage among %s", v.name(), power, strings.Join(names, ", ")), Options: names}
	}
	total, toPlayer := 0, 0
	for _, s := range plan {
		switch {
		case s.ToPlayer && defender.IsPlayer && s.Player == defender.Player, !s.ToPlayer && !defender.IsPlayer && s.To == defender.Object:
			toPlayer += s.Amount
			shares = append(shares, combatDamage{source: v, to: defender, amount: s.Amount})
		case !s.ToPlayer && slices.Contains(blockers, s.To):
			shares = append(shares, combatDamage{source: v, to: Target{Object: s.To}, amount: s.Amount})
		default:
			return nil, true, g.illegal("502.9b", "%s can assign combat damage only to the creatures blocking it and the defending player", v.name())
		}
		total += s.Amount
	}
	if total != power {
		return nil, true, g.illegal("310.2a", "%s must assign combat damage equal to its power (%d), not %d", v.name(), power, total)
	}
	if toPlayer > 0 {
		for _, b := range blockers {
			got := 0
			for _, s := range shares {
				if !s.to.IsPlayer && s.to.Object == b {
					got += s.amount
				}
			}
			if got < lethal[b] {
				return nil, true, g.illegal("502.9b", "%s can assign damage to %s only after assigning lethal damage to each blocking creature; %s needs %d, not %d", v.name(), g.targetName(defender), g.name(b), lethal[b], got)
			}
		}
	}
	for _, s := range shares {
		g.record("502.9b", "%s, with trample, assigns %d of its combat damage to %s", v.name(), s.amount, g.targetName(s.to))
	}
	g.recordRedundant(v, trample.Name)
	return shares, true, nil
}

// assignedTo totals the combat damage in assigned that goes to creature id.
func assignedTo(assigned []combatDamage, id ObjectID) int {
	n := 0
	for _, d := range assigned {
		if !d.to.IsPlayer && d.to.Object == id {
			n += d.amount
		}
	}
	return n
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
